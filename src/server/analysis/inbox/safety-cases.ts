// The safety inbox: the tenant's cases with the four elements of a valid report found or missing
// (GVP Module VI: identifiable patient, identifiable reporter, suspect product, reaction), the source,
// the date first seen, the quote and who reviewed and forwarded it. Cases of every tool of the tenant
// (medicine-check and podcasts) share the one inbox.
import { aliasedTable, and, count, desc, eq, type SQL } from 'drizzle-orm'
import { analysisItems } from '../../db/analysis-tables.ts'
import { analysisFindings, analysisNotificationRules, safetyCases } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'

export const caseStatuses = ['open', 'exported', 'closed'] as const
export type CaseStatus = (typeof caseStatuses)[number]
export type ElementState = 'found' | 'missing' | 'unknown'

const presence = (value: boolean | null): ElementState =>
  value === null ? 'unknown' : value ? 'found' : 'missing'
const filled = (value: string | null): ElementState => (value && value.trim() !== '' ? 'found' : 'missing')
const iso = (date: Date | null) => (date ? date.toISOString() : null)

function selectCases(db: Database) {
  const reviewer = aliasedTable(users, 'reviewer')
  const forwarder = aliasedTable(users, 'forwarder')
  return db
    .select({
      safetyCase: safetyCases,
      tool: analysisFindings.tool,
      findingType: analysisFindings.type,
      reviewStatus: analysisFindings.reviewStatus,
      reviewedBy: analysisFindings.reviewedBy,
      reviewedAt: analysisFindings.reviewedAt,
      reviewerName: reviewer.username,
      forwarderName: forwarder.username,
      itemTitle: analysisItems.title,
      language: analysisItems.language,
      publishedAt: analysisItems.publishedAt,
      fetchedAt: analysisItems.fetchedAt,
      ruleName: analysisNotificationRules.name,
    })
    .from(safetyCases)
    .innerJoin(analysisFindings, eq(analysisFindings.id, safetyCases.findingId))
    .innerJoin(analysisItems, eq(analysisItems.id, safetyCases.itemId))
    .leftJoin(reviewer, eq(reviewer.id, analysisFindings.reviewedBy))
    .leftJoin(forwarder, eq(forwarder.id, safetyCases.forwardedBy))
    .leftJoin(analysisNotificationRules, eq(analysisNotificationRules.id, safetyCases.ruleId))
}

type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['where']>>[number]

export function toCaseDto(row: CaseRow) {
  const c = row.safetyCase
  const elements = {
    patient: presence(c.patientPresent),
    reporter: presence(c.reporterPresent),
    product: filled(c.product),
    reaction: filled(c.reaction),
  }
  return {
    id: c.id,
    status: c.status,
    via: c.via,
    tool: row.tool,
    findingId: c.findingId,
    findingType: row.findingType,
    itemId: c.itemId,
    itemTitle: row.itemTitle,
    language: row.language,
    product: c.product,
    reaction: c.reaction,
    quote: c.quote,
    sourceTitle: c.sourceTitle,
    sourceUrl: c.sourceUrl,
    firstSeenAt: c.firstSeenAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    elements,
    /** All four elements found: a valid report by GVP Module VI. */
    validReport: Object.values(elements).every((state) => state === 'found'),
    reviewStatus: row.reviewStatus,
    reviewedBy: row.reviewedBy ? { id: row.reviewedBy, username: row.reviewerName ?? '' } : null,
    reviewedAt: iso(row.reviewedAt),
    forwardedBy: c.forwardedBy ? { id: c.forwardedBy, username: row.forwarderName ?? '' } : null,
    ruleId: c.ruleId,
    ruleName: row.ruleName,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }
}
export type SafetyCaseDto = ReturnType<typeof toCaseDto>

export async function listSafetyCases(db: Database, tenantGroup: string, status?: CaseStatus, limit = 500) {
  const conditions: SQL[] = [eq(safetyCases.tenantGroup, tenantGroup)]
  if (status) conditions.push(eq(safetyCases.status, status))
  const rows = await selectCases(db)
    .where(and(...conditions))
    .orderBy(desc(safetyCases.createdAt), desc(safetyCases.id))
    .limit(limit)
  const [open] = await db
    .select({ n: count() })
    .from(safetyCases)
    .where(and(eq(safetyCases.tenantGroup, tenantGroup), eq(safetyCases.status, 'open')))
  return { items: rows.map(toCaseDto), openCount: open?.n ?? 0 }
}

export async function getSafetyCase(
  db: Database,
  tenantGroup: string,
  caseId: string,
): Promise<SafetyCaseDto | null> {
  const [row] = await selectCases(db).where(
    and(eq(safetyCases.id, caseId), eq(safetyCases.tenantGroup, tenantGroup)),
  )
  return row ? toCaseDto(row) : null
}

/** Sets a case's status; null when the case is not the tenant's. */
export async function setCaseStatus(
  db: Database,
  tenantGroup: string,
  caseId: string,
  status: CaseStatus,
  now: Date,
) {
  const [before] = await db
    .select({ status: safetyCases.status })
    .from(safetyCases)
    .where(and(eq(safetyCases.id, caseId), eq(safetyCases.tenantGroup, tenantGroup)))
  if (!before) return null
  await db.update(safetyCases).set({ status, updatedAt: now }).where(eq(safetyCases.id, caseId))
  return { previous: before.status, case: (await getSafetyCase(db, tenantGroup, caseId))! }
}
