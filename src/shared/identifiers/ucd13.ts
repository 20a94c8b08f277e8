import { validateEan13Family } from './ean13.ts'
import type { IdentifierResult } from './identifier-result.ts'

/** UCD13 codes (French hospital dispensing units) are 34008 followed by the UCD7. */
export const UCD13_PREFIX = '34008'

/** Checks a French UCD13: 13 digits, prefix 34008, EAN-13 check digit. */
export function validateUcd13(input: unknown): IdentifierResult {
  return validateEan13Family(input, 'ucd13', UCD13_PREFIX)
}
