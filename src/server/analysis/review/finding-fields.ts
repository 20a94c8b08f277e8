// A finding's own fields as the API shows them; the item drill-down (items/item-detail.ts) and the
// findings list (list-findings.ts) put their context (result, item, source, safety case) around them.
import type { analysisFindings } from '../../db/analysis-review-tables.ts'

type Finding = typeof analysisFindings.$inferSelect

const iso = (date: Date | null) => date?.toISOString() ?? null

/** What a finding says and how far its review is; `reviewerName` is the reviewer's username. */
export function findingFields(f: Finding, reviewerName: string | null) {
  return {
    origin: f.origin,
    type: f.type,
    product: f.product,
    detail: f.detail,
    patientPresent: f.patientPresent,
    reporterPresent: f.reporterPresent,
    quote: f.quote,
    quoteStart: f.quoteStart,
    quoteEnd: f.quoteEnd,
    second: f.second,
    sentiment: f.sentiment,
    reason: f.reason,
    reviewStatus: f.reviewStatus,
    dismissReason: f.dismissReason,
    reviewedBy: f.reviewedBy ? { id: f.reviewedBy, username: reviewerName ?? '' } : null,
    reviewedAt: iso(f.reviewedAt),
    createdAt: f.createdAt.toISOString(),
  }
}
