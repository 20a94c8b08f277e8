// Product names are compared folded (case, diacritics, surrounding space), as the keyword matcher
// compares terms: "Zyrtomax", "ZYRTOMAX " and "Zyrtomäx" are the same product for a rule and its cooldown.
export function foldProduct(product: string | null | undefined): string | null {
  if (product == null) return null
  const folded = product.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
  return folded === '' ? null : folded
}

/** Finding types that describe a suspected adverse event: only these reach the safety inbox. */
export const adverseEventTypes = ['aeSuspected', 'aePossibleKeywords'] as const

export function isAdverseEventType(type: string): boolean {
  return (adverseEventTypes as readonly string[]).includes(type)
}
