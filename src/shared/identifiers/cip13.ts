import { ean13CheckDigit, validateEan13Family } from './ean13.ts'
import type { IdentifierResult } from './identifier-result.ts'
import { checkDigitString } from './normalize-identifier.ts'

/** Every CIP13 of a medicine starts with 34009 (3400 for France, 9 for medicines). */
export const CIP13_PREFIX = '34009'

/** Checks a French CIP13: 13 digits, prefix 34009, EAN-13 check digit. */
export function validateCip13(input: unknown): IdentifierResult {
  return validateEan13Family(input, 'cip13', CIP13_PREFIX)
}

/**
 * Converts a seven-digit CIP7 to its CIP13: 34009, the CIP7, then the EAN-13 check digit.
 * 4949729 becomes 3400949497294. A CIP7 carries no check digit of its own, so only its form is checked.
 */
export function cip7ToCip13(input: unknown): IdentifierResult {
  const checked = checkDigitString(input, 'cip7', 7)
  if (!checked.ok) return checked
  const body = `${CIP13_PREFIX}${checked.value}`
  return { ok: true, value: `${body}${ean13CheckDigit(body)}` }
}
