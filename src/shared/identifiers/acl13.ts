import { validateEan13Family } from './ean13.ts'
import type { IdentifierResult } from './identifier-result.ts'

/** ACL13 codes of French parapharmacy and medical devices start with 3401. */
export const ACL13_PREFIX = '3401'

/** Checks a French ACL13: 13 digits, prefix 3401, EAN-13 check digit. */
export function validateAcl13(input: unknown): IdentifierResult {
  return validateEan13Family(input, 'acl13', ACL13_PREFIX)
}
