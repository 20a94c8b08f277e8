// The item list of a tool: newest first (published, else fetched), filtered by source, status, dates,
// words and product; each with its hit counts by list kind, its latest result and its open findings.
import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  analysisFindings,
  analysisItems,
  analysisKeywordHits,
  analysisKeywords,
  analysisResults,
  analysisRuns,
  analysisSources,
} from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { decodeCursor, encodeCursor, parseLimit, parseRange } from './item-query.ts'

export interface ItemListQuery {
  readonly source?: string
  readonly status?: string
  readonly from?: string
  readonly to?: string
  readonly q?: string
  readonly product?: string
  readonly limit?: number | string
  readonly cursor?: string
}

// In milliseconds, as a cursor carries it (PostgreSQL keeps microseconds).
const itemDate = sql<string>`date_trunc('milliseconds', coalesce(${analysisItems.publishedAt}, ${analysisItems.fetchedAt}))`
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function toLatest({
  itemId: _itemId,
  createdAt,
  ...result
}: { itemId: string; createdAt: Date } & Record<string, unknown>) {
  return { ...result, createdAt: createdAt.toISOString() }
}

export async function listItems(
  db: Database,
  scope: { tenantGroup: string; tool: string },
  query: ItemListQuery,
) {
  const limit = parseLimit(query.limit)
  const { from, to } = parseRange(query.from, query.to)
  const cursor = decodeCursor(query.cursor)
  const where: (SQL | undefined)[] = [
    eq(analysisItems.tenantGroup, scope.tenantGroup),
    eq(analysisItems.tool, scope.tool),
  ]
  if (query.source) where.push(eq(analysisItems.sourceId, query.source))
  if (query.status) where.push(eq(analysisItems.status, query.status))
  if (from) where.push(gte(itemDate, from))
  if (to) where.push(lte(itemDate, to))
  if (query.q?.trim()) {
    const pattern = `%${escapeLike(query.q.trim())}%`
    where.push(or(ilike(analysisItems.title, pattern), ilike(analysisItems.text, pattern)))
  }
  if (query.product?.trim()) {
    const product = query.product.trim()
    where.push(
      or(
        sql`exists (select 1 from ${analysisKeywordHits} h join ${analysisKeywords} k on k.id = h.keyword_id
          where h.item_id = ${analysisItems.id} and h.list_kind = 'own' and lower(k.term) = lower(${product}))`,
        sql`exists (select 1 from ${analysisFindings} f where f.item_id = ${analysisItems.id} and lower(f.product) = lower(${product}))`,
      ),
    )
  }
  if (cursor) where.push(sql`(${itemDate}, ${analysisItems.id}) < (${cursor.at}::timestamptz, ${cursor.id})`)
  const rows = await db
    .select({
      id: analysisItems.id,
      title: analysisItems.title,
      sourceId: analysisItems.sourceId,
      sourceKind: analysisItems.sourceKind,
      sourceTitle: analysisSources.title,
      language: analysisItems.language,
      url: analysisItems.url,
      publishedAt: analysisItems.publishedAt,
      fetchedAt: analysisItems.fetchedAt,
      status: analysisItems.status,
      errorCode: analysisItems.errorCode,
      promotional: analysisItems.promotional,
      market: analysisItems.market,
      sortAt: itemDate,
    })
    .from(analysisItems)
    .leftJoin(analysisSources, eq(analysisSources.id, analysisItems.sourceId))
    .where(and(...where))
    .orderBy(desc(itemDate), desc(analysisItems.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const ids = page.map((r) => r.id)
  const [hits, findings, results] = ids.length
    ? await Promise.all([
        db
          .select({
            itemId: analysisKeywordHits.itemId,
            kind: analysisKeywordHits.listKind,
            n: sql<number>`count(*)::int`,
          })
          .from(analysisKeywordHits)
          .where(
            and(
              eq(analysisKeywordHits.tenantGroup, scope.tenantGroup),
              inArray(analysisKeywordHits.itemId, ids),
            ),
          )
          .groupBy(analysisKeywordHits.itemId, analysisKeywordHits.listKind),
        db
          .select({
            itemId: analysisFindings.itemId,
            type: analysisFindings.type,
            n: sql<number>`count(*)::int`,
          })
          .from(analysisFindings)
          .where(
            and(
              eq(analysisFindings.tenantGroup, scope.tenantGroup),
              inArray(analysisFindings.itemId, ids),
              eq(analysisFindings.reviewStatus, 'open'),
            ),
          )
          .groupBy(analysisFindings.itemId, analysisFindings.type),
        db
          .selectDistinctOn([analysisResults.itemId], {
            itemId: analysisResults.itemId,
            profile: analysisRuns.profile,
            status: analysisResults.status,
            relevance: analysisResults.relevance,
            summary: analysisResults.summary,
            promptVersion: analysisResults.promptVersion,
            modelLabel: analysisResults.modelLabel,
            createdAt: analysisResults.createdAt,
          })
          .from(analysisResults)
          .innerJoin(analysisRuns, eq(analysisRuns.id, analysisResults.runId))
          .where(
            and(
              eq(analysisResults.tenantGroup, scope.tenantGroup),
              inArray(analysisResults.itemId, ids),
              eq(analysisRuns.trial, false),
            ),
          )
          .orderBy(analysisResults.itemId, desc(analysisResults.createdAt)),
      ])
    : [[], [], []]
  const last = rows.length > limit ? page[page.length - 1] : undefined
  return {
    items: page.map(({ sortAt: _sortAt, ...item }) => {
      const hitCounts: Record<string, number> = {}
      for (const h of hits) if (h.itemId === item.id) hitCounts[h.kind] = h.n
      const byType: Record<string, number> = {}
      for (const f of findings) if (f.itemId === item.id) byType[f.type] = f.n
      const latest = results.find((r) => r.itemId === item.id)
      return {
        ...item,
        publishedAt: item.publishedAt?.toISOString() ?? null,
        fetchedAt: item.fetchedAt.toISOString(),
        hitCounts,
        openFindings: { total: Object.values(byType).reduce((a, b) => a + b, 0), byType },
        latestResult: latest ? toLatest(latest) : null,
      }
    }),
    nextCursor: last ? encodeCursor({ at: new Date(last.sortAt).toISOString(), id: last.id }) : null,
  }
}
