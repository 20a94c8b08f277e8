// Hands findings the deterministic rules added to the notification rules (decision 0098: a suspected AE
// to the safety inbox at once, others into a digest, a cooldown per rule).
import type { Database } from '../../db/connect.ts'
import { evaluateRules } from '../inbox/evaluate-rules.ts'
import type { StoredFinding } from './store-rule-findings.ts'

export async function notifyNewFindings(db: Database, findings: readonly StoredFinding[]): Promise<void> {
  if (findings.length === 0) return
  await db.transaction((tx) => evaluateRules(tx, findings))
}
