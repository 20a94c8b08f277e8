import { identifierFailure, type IdentifierResult } from './identifier-result.ts'
import { checkDigitString, digitsOf } from './normalize-identifier.ts'

/**
 * The check value of a German PZN body (the first seven digits of a PZN-8): each digit times its
 * position (1..7), summed, modulo 11. A value of 10 is never issued, so such a body has no valid PZN.
 */
export function pzn8CheckValue(body: string): number {
  return digitsOf(body).reduce((total, digit, i) => total + digit * (i + 1), 0) % 11
}

/** Checks a German PZN-8: eight digits, the last one the check value of the first seven. */
export function validatePzn8(input: unknown): IdentifierResult {
  const checked = checkDigitString(input, 'pzn8', 8)
  if (!checked.ok) return checked
  const { value } = checked
  const expected = pzn8CheckValue(value.slice(0, 7))
  if (expected === 10) return identifierFailure('pzn8', 'neverIssued', { actual: value.charAt(7) })
  if (Number(value[7]) !== expected)
    return identifierFailure('pzn8', 'checkDigit', { expected: String(expected), actual: value.charAt(7) })
  return checked
}

/**
 * Checks an old seven-digit German PZN (before 2013): weights 2..7 over the first six digits, which is
 * the PZN-8 rule with a leading zero.
 */
export function validatePzn7(input: unknown): IdentifierResult {
  const checked = checkDigitString(input, 'pzn7', 7)
  if (!checked.ok) return checked
  const asPzn8 = validatePzn8(`0${checked.value}`)
  if (asPzn8.ok) return checked
  return identifierFailure('pzn7', asPzn8.error.problem, asPzn8.error.params)
}

/** Converts a valid PZN-7 to its PZN-8 by prefixing a zero (the check digit stays the same). */
export function pzn7ToPzn8(input: unknown): IdentifierResult {
  const checked = validatePzn7(input)
  return checked.ok ? { ok: true, value: `0${checked.value}` } : checked
}
