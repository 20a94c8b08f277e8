// A human's review of a finding (decision 0098): confirm, dismiss with a reason, or forward to the
// safety inbox. Confirming or forwarding a suspected adverse event opens its safety case (one per
// finding: a second forward finds the first); dismissing a finding whose case is still open closes it.
// Any decision may be revised by a later review; the audit log keeps each one with what it replaced.
import { and, eq, isNull } from 'drizzle-orm'
import { analysisFindings, safetyCases } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { createSafetyCase } from '../inbox/create-safety-case.ts'
import { isAdverseEventType } from '../inbox/fold-product.ts'

export type ReviewAction = 'confirm' | 'dismiss' | 'forward'
export const reviewStatusOf = { confirm: 'confirmed', dismiss: 'dismissed', forward: 'forwarded' } as const

export interface ReviewInput {
  tenantGroup: string
  /** The tool whose findings the caller's route serves. */
  tool: string
  findingId: string
  action: ReviewAction
  reason?: string | null
  userId: string
  now: Date
}

export interface ReviewOutcome {
  findingId: string
  previousStatus: string
  reviewStatus: string
  /** The finding's safety case after the review (null: none). */
  caseId: string | null
  caseCreated: boolean
  caseClosed: boolean
}

export const maxDismissReasonLength = 2000

export async function reviewFinding(db: Database, input: ReviewInput): Promise<ReviewOutcome> {
  const reason = input.reason?.trim() ?? ''
  if (input.action === 'dismiss' && reason === '')
    throw new HttpError(422, 'A dismissal needs a reason', { code: 'safety.dismissReasonRequired' })
  if (reason.length > maxDismissReasonLength)
    throw new HttpError(422, `The reason may have at most ${maxDismissReasonLength} characters`, {
      code: 'safety.reasonTooLong',
    })
  return db.transaction(async (tx) => {
    const [finding] = await tx
      .select()
      .from(analysisFindings)
      .where(
        and(
          eq(analysisFindings.id, input.findingId),
          eq(analysisFindings.tenantGroup, input.tenantGroup),
          eq(analysisFindings.tool, input.tool),
        ),
      )
      .for('update')
    if (!finding) throw notFound('No such finding')
    const adverseEvent = isAdverseEventType(finding.type)
    if (input.action === 'forward' && !adverseEvent)
      throw new HttpError(422, 'Only a suspected adverse event can be forwarded to the safety inbox', {
        code: 'safety.forwardNeedsAdverseEvent',
      })
    const reviewStatus = reviewStatusOf[input.action]
    await tx
      .update(analysisFindings)
      .set({
        reviewStatus,
        dismissReason: input.action === 'dismiss' ? reason : null,
        reviewedBy: input.userId,
        reviewedAt: input.now,
      })
      .where(eq(analysisFindings.id, finding.id))
    let caseId: string | null = null
    let caseCreated = false
    let caseClosed = false
    if (input.action !== 'dismiss' && adverseEvent) {
      const opened = await createSafetyCase(tx, {
        tenantGroup: input.tenantGroup,
        findingId: finding.id,
        via: 'review',
        forwardedBy: input.userId,
      })
      caseId = opened!.caseId
      caseCreated = opened!.created
      // A case a rule opened now also says who forwarded it.
      if (!caseCreated)
        await tx
          .update(safetyCases)
          .set({ forwardedBy: input.userId, updatedAt: input.now })
          .where(and(eq(safetyCases.id, caseId), isNull(safetyCases.forwardedBy)))
    } else {
      const [existing] = await tx
        .select({ id: safetyCases.id, status: safetyCases.status })
        .from(safetyCases)
        .where(eq(safetyCases.findingId, finding.id))
      caseId = existing?.id ?? null
      if (input.action === 'dismiss' && existing?.status === 'open') {
        await tx
          .update(safetyCases)
          .set({ status: 'closed', updatedAt: input.now })
          .where(eq(safetyCases.id, existing.id))
        caseClosed = true
      }
    }
    return {
      findingId: finding.id,
      previousStatus: finding.reviewStatus,
      reviewStatus,
      caseId,
      caseCreated,
      caseClosed,
    }
  })
}
