// Hands findings the deterministic rules added to the notification rules (suspected AE -> the safety inbox
// at once, others into a digest; helper-safety's evaluateRules). Until that lands, nothing is notified.
import type { Database } from '../../db/connect.ts'
import type { StoredFinding } from './store-rule-findings.ts'

export async function notifyNewFindings(_db: Database, findings: readonly StoredFinding[]): Promise<void> {
  if (findings.length === 0) return
}
