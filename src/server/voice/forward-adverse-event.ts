// A suspected adverse event of a call goes to the medicine-check safety inbox where the tenant has it
// (its admins may list safety cases): the call becomes an item of the engine (tool `voice`), the
// capture a model finding, and the finding a case sent at once (via rule, no notification rule).
// One case per call: a rerun that finds the AE again keeps the first case.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createSafetyCase } from '../analysis/inbox/create-safety-case.ts'
import { hasSafetyInbox } from '../analysis/inbox/inbox-access.ts'
import { ingestItem } from '../analysis/items/ingest-item.ts'
import { analysisFindings } from '../db/analysis-review-tables.ts'
import type { Database } from '../db/connect.ts'
import { voiceCalls } from '../db/voice-tables.ts'
import type { AdverseEventCapture } from './agent-config.ts'
import type { CallRow } from './call-store.ts'

/** The case id (new or the call's earlier one), or null when the tenant has no safety inbox. */
export async function forwardAdverseEvent(
  db: Database,
  call: CallRow,
  agentName: string,
  capture: AdverseEventCapture,
  analysisId: string,
): Promise<string | null> {
  if (call.safetyCaseId) return call.safetyCaseId
  if (!hasSafetyInbox(call.tenantGroup)) return null
  const text = call.transcript
    .map((turn) => `${turn.role === 'agent' ? 'Agent' : 'Caller'}: ${turn.text}`)
    .join('\n')
  const { itemId } = await ingestItem(db, {
    tenantGroup: call.tenantGroup,
    tool: 'voice',
    sourceKind: 'call',
    title: `${agentName} · ${call.startedAt.toISOString().slice(0, 16).replace('T', ' ')}`,
    text,
    externalId: call.id,
    url: call.recordingUrl,
    publishedAt: call.startedAt,
    durationSeconds: call.durationSeconds,
  })
  const findingId = randomUUID()
  await db.insert(analysisFindings).values({
    id: findingId,
    tenantGroup: call.tenantGroup,
    tool: 'voice',
    itemId,
    origin: 'model',
    type: 'aeSuspected',
    product: capture.product,
    detail: capture.reaction,
    patientPresent: capture.patient !== null,
    reporterPresent: capture.reporter !== null,
    reason: `voice call analysis ${analysisId}`,
    reviewStatus: 'forwarded',
  })
  const created = await createSafetyCase(db, { tenantGroup: call.tenantGroup, findingId, via: 'rule' })
  if (!created) return null
  await db.update(voiceCalls).set({ safetyCaseId: created.caseId }).where(eq(voiceCalls.id, call.id))
  return created.caseId
}
