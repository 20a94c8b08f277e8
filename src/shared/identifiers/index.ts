/**
 * Identifier checks for the product-data lists, used by the browser (forms, upload preview) and the
 * server (API and bulk upload) alike. Every check is pure and answers an IdentifierResult.
 */
import { validateAcl13 } from './acl13.ts'
import { validateCip13 } from './cip13.ts'
import { validateEan13 } from './ean13.ts'
import { identifierFailure, type IdentifierKind, type IdentifierResult } from './identifier-result.ts'
import { validatePznAt } from './pzn-at.ts'
import { validatePzn8 } from './pzn8.ts'
import { validateUcd13 } from './ucd13.ts'

export * from './acl13.ts'
export * from './cip13.ts'
export * from './ean13.ts'
export * from './generate-identifiers.ts'
export * from './identifier-result.ts'
export * from './normalize-identifier.ts'
export * from './pzn-at.ts'
export * from './pzn8.ts'
export * from './ucd13.ts'

/** The validator of each scheme a manifest field may declare. */
export const IDENTIFIER_VALIDATORS: Readonly<Record<IdentifierKind, (input: unknown) => IdentifierResult>> = {
  pzn8: validatePzn8,
  pznAt: validatePznAt,
  cip13: validateCip13,
  acl13: validateAcl13,
  ucd13: validateUcd13,
  ean13: validateEan13,
}

/** Checks `input` against one scheme. */
export function validateIdentifier(
  kind: IdentifierKind,
  input: unknown,
): IdentifierResult & { readonly kind: IdentifierKind } {
  return { ...IDENTIFIER_VALIDATORS[kind](input), kind }
}

/**
 * Checks `input` against several schemes (a field allowing PZN-8, PZN-AT and CIP13) and says which
 * one it is. The schemes differ in length or prefix, so a value matches at most one of the
 * pharmacy schemes; when none matches, the error is that of the scheme whose length fits, which is
 * the most specific reason (a 7-digit value with a wrong check digit is reported as a PZN-AT).
 */
export function validateIdentifierOfKinds(
  kinds: readonly IdentifierKind[],
  input: unknown,
): IdentifierResult & { readonly kind: IdentifierKind } {
  const results = kinds.map((kind) => validateIdentifier(kind, input))
  const match = results.find((r) => r.ok)
  if (match) return match
  const rank = (r: IdentifierResult) => (r.ok ? 99 : PROBLEM_RANK[r.error.problem])
  const best = [...results].sort((a, b) => rank(b) - rank(a))[0]
  return best ?? { ...identifierFailure('ean13', 'empty'), kind: 'ean13' }
}

/** Later problems mean the value got further through the checks, so its reason is the more useful one. */
const PROBLEM_RANK = {
  notString: 0,
  empty: 1,
  notDigits: 2,
  length: 3,
  prefix: 4,
  neverIssued: 5,
  checkDigit: 6,
} as const
