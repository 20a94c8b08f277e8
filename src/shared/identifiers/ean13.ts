import { identifierFailure, type IdentifierKind, type IdentifierResult } from './identifier-result.ts'
import { checkDigitString, digitsOf } from './normalize-identifier.ts'

/**
 * The GS1 check digit of a 12-digit body: weights 1 and 3 alternating from the left, then the
 * difference to the next multiple of ten.
 */
export function ean13CheckDigit(body: string): number {
  const sum = digitsOf(body).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10
}

/** Checks a 13-digit GS1 number (EAN-13/GTIN-13). */
export function validateEan13(input: unknown): IdentifierResult {
  return validateEan13Family(input, 'ean13', '')
}

/**
 * Checks a 13-digit number that must start with `prefix` and end with its EAN-13 check digit. The
 * French schemes (CIP13, ACL13, UCD13) are such numbers with their own prefix.
 */
export function validateEan13Family(input: unknown, kind: IdentifierKind, prefix: string): IdentifierResult {
  const checked = checkDigitString(input, kind, 13)
  if (!checked.ok) return checked
  const { value } = checked
  if (!value.startsWith(prefix))
    return identifierFailure(kind, 'prefix', { expected: prefix, actual: value.slice(0, prefix.length) })
  const expected = ean13CheckDigit(value.slice(0, 12))
  if (Number(value[12]) !== expected)
    return identifierFailure(kind, 'checkDigit', { expected: String(expected), actual: value.charAt(12) })
  return checked
}
