import { ean13CheckDigit } from './ean13.ts'
import { identifierFailure, type IdentifierResult } from './identifier-result.ts'
import { checkDigitString, digitsOf } from './normalize-identifier.ts'

/** The prefix of the 13-digit EAN that carries an Austrian PZN (the "PZN-EAN"). */
export const PZN_AT_EAN_PREFIX = '908888'

/**
 * The check value of an Austrian PZN body (its first six digits): weights 2..7, summed, modulo 11.
 * As in Germany a value of 10 is never issued.
 */
export function pznAtCheckValue(body: string): number {
  return digitsOf(body).reduce((total, digit, i) => total + digit * (i + 2), 0) % 11
}

/** Checks an Austrian PZN: seven digits, the last one the check value of the first six. */
export function validatePznAt(input: unknown): IdentifierResult {
  const checked = checkDigitString(input, 'pznAt', 7)
  if (!checked.ok) return checked
  const { value } = checked
  const expected = pznAtCheckValue(value.slice(0, 6))
  if (expected === 10) return identifierFailure('pznAt', 'neverIssued', { actual: value.charAt(6) })
  if (Number(value[6]) !== expected)
    return identifierFailure('pznAt', 'checkDigit', { expected: String(expected), actual: value.charAt(6) })
  return checked
}

/**
 * The EAN-13 of an Austrian PZN: 908888, the six body digits (the PZN's own check digit is dropped),
 * then the EAN-13 check digit. 2444238 becomes 9088882444236.
 */
export function pznAtToPznEan(input: unknown): IdentifierResult {
  const checked = validatePznAt(input)
  if (!checked.ok) return checked
  const body = `${PZN_AT_EAN_PREFIX}${checked.value.slice(0, 6)}`
  return { ok: true, value: `${body}${ean13CheckDigit(body)}` }
}
