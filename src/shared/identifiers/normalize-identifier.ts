import {
  identifierFailure,
  type IdentifierKind,
  type IdentifierResult,
  type LegacyIdentifierKind,
} from './identifier-result.ts'

/**
 * Trims an identifier as typed or uploaded. Only strings are accepted: a number has already lost its
 * leading zeros (04877800 read from a spreadsheet as 4877800), so guessing them back would hide errors.
 */
export function normalizeIdentifier(
  input: unknown,
  kind: IdentifierKind | LegacyIdentifierKind,
): IdentifierResult {
  if (typeof input !== 'string') return identifierFailure(kind, 'notString')
  const value = input.trim()
  if (value === '') return identifierFailure(kind, 'empty')
  return { ok: true, value }
}

/**
 * Normalises `input`, then checks it has exactly `length` digits. The shared first steps of every
 * scheme's validator.
 */
export function checkDigitString(
  input: unknown,
  kind: IdentifierKind | LegacyIdentifierKind,
  length: number,
): IdentifierResult {
  const normalized = normalizeIdentifier(input, kind)
  if (!normalized.ok) return normalized
  const { value } = normalized
  const bad = value.search(/[^0-9]/)
  if (bad >= 0) return identifierFailure(kind, 'notDigits', { position: bad + 1, actual: value.charAt(bad) })
  if (value.length !== length)
    return identifierFailure(kind, 'length', { expectedLength: length, actualLength: value.length })
  return normalized
}

/** The digits of a string known to contain digits only. */
export function digitsOf(value: string): number[] {
  return Array.from(value, Number)
}
