// The item list of a tool: newest first (published, else fetched), filtered by the shared item filters
// (item-filters.ts); each with its hit counts by list kind, the products named in it (own and competitor
// terms hit), its latest result and its open findings; with a keyword filter, that keyword's hits too.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  analysisItems,
  analysisKeywordHits,
  analysisKeywords,
  analysisResults,
  analysisRuns,
  analysisSources,
} from '../../db/analysis-tables.ts'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { itemDate, itemFilterConditions, type ItemFilters } from './item-filters.ts'
import { decodeCursor, encodeCursor, parseLimit } from './item-query.ts'

export interface ItemListQuery extends ItemFilters {
  readonly limit?: number | string
  readonly cursor?: string
}

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
  const cursor = decodeCursor(query.cursor)
  const where: SQL[] = itemFilterConditions(scope, query)
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
  const [hits, findings, results, products, termHits] = ids.length
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
        db
          .selectDistinct({ itemId: analysisKeywordHits.itemId, term: analysisKeywords.term })
          .from(analysisKeywordHits)
          .innerJoin(analysisKeywords, eq(analysisKeywords.id, analysisKeywordHits.keywordId))
          .where(
            and(
              eq(analysisKeywordHits.tenantGroup, scope.tenantGroup),
              inArray(analysisKeywordHits.itemId, ids),
              inArray(analysisKeywordHits.listKind, ['own', 'competitor']),
            ),
          )
          .orderBy(analysisKeywordHits.itemId, analysisKeywords.term),
        query.keyword?.trim()
          ? db
              .select({ itemId: analysisKeywordHits.itemId, n: sql<number>`count(*)::int` })
              .from(analysisKeywordHits)
              .where(
                and(
                  eq(analysisKeywordHits.tenantGroup, scope.tenantGroup),
                  inArray(analysisKeywordHits.itemId, ids),
                  eq(analysisKeywordHits.keywordId, query.keyword.trim()),
                ),
              )
              .groupBy(analysisKeywordHits.itemId)
          : Promise.resolve([]),
      ])
    : [[], [], [], [], []]
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
        products: products.filter((p) => p.itemId === item.id).map((p) => p.term),
        ...(query.keyword?.trim() ? { keywordHits: termHits.find((t) => t.itemId === item.id)?.n ?? 0 } : {}),
        openFindings: { total: Object.values(byType).reduce((a, b) => a + b, 0), byType },
        latestResult: latest ? toLatest(latest) : null,
      }
    }),
    nextCursor: last ? encodeCursor({ at: new Date(last.sortAt).toISOString(), id: last.id }) : null,
  }
}
