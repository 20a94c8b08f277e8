// The digest: findings the rules collected instead of raising them (digest rules, and an immediate
// rule's matches within its cooldown), newest first, with a count per rule and disposition.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { analysisItems } from '../../db/analysis-tables.ts'
import {
  analysisDigestEntries,
  analysisFindings,
  analysisNotificationRules,
} from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { dateFilter } from '../review/list-findings.ts'

export interface DigestQuery {
  from?: string
  to?: string
  ruleId?: string
  limit?: number
}

export async function listDigest(
  db: Database,
  tenantGroup: string,
  tools: readonly string[],
  query: DigestQuery,
) {
  const conditions: SQL[] = [
    eq(analysisDigestEntries.tenantGroup, tenantGroup),
    inArray(analysisNotificationRules.tool, [...tools]),
  ]
  if (query.ruleId) conditions.push(eq(analysisDigestEntries.ruleId, query.ruleId))
  if (query.from) conditions.push(gte(analysisDigestEntries.createdAt, dateFilter(query.from, 'from')))
  if (query.to) conditions.push(lt(analysisDigestEntries.createdAt, dateFilter(query.to, 'to')))
  const where = and(...conditions)
  const base = () =>
    db
      .select({
        id: analysisDigestEntries.id,
        ruleId: analysisDigestEntries.ruleId,
        ruleName: analysisNotificationRules.name,
        disposition: analysisDigestEntries.disposition,
        createdAt: analysisDigestEntries.createdAt,
        findingId: analysisFindings.id,
        findingType: analysisFindings.type,
        product: analysisFindings.product,
        detail: analysisFindings.detail,
        quote: analysisFindings.quote,
        reviewStatus: analysisFindings.reviewStatus,
        itemId: analysisItems.id,
        itemTitle: analysisItems.title,
        itemUrl: analysisItems.url,
      })
      .from(analysisDigestEntries)
      .innerJoin(analysisNotificationRules, eq(analysisNotificationRules.id, analysisDigestEntries.ruleId))
      .innerJoin(analysisFindings, eq(analysisFindings.id, analysisDigestEntries.findingId))
      .innerJoin(analysisItems, eq(analysisItems.id, analysisFindings.itemId))
  const rows = await base()
    .where(where)
    .orderBy(desc(analysisDigestEntries.createdAt), desc(analysisDigestEntries.id))
    .limit(query.limit ?? 500)
  const counts = await db
    .select({
      ruleId: analysisDigestEntries.ruleId,
      disposition: analysisDigestEntries.disposition,
      n: sql<number>`count(*)::int`,
    })
    .from(analysisDigestEntries)
    .innerJoin(analysisNotificationRules, eq(analysisNotificationRules.id, analysisDigestEntries.ruleId))
    .where(where)
    .groupBy(analysisDigestEntries.ruleId, analysisDigestEntries.disposition)
  return {
    items: rows.map((row) => ({ ...row, id: String(row.id), createdAt: row.createdAt.toISOString() })),
    counts: counts.map((c) => ({ ruleId: c.ruleId, disposition: c.disposition, count: Number(c.n) })),
  }
}
