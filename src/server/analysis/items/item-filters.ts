// The one filter of a tool's items, shared by the items list and the analysis export (so a file holds
// exactly what the page shows): source, status, date range (published, else fetched), words in the title
// or text, a product (an own or competitor keyword term, or the product a finding names) and a keyword
// (the items with hits of that keyword: the keywords analysis's drill-down). Every part is checked here
// with analysis.* codes and written against the tables with drizzle's column references.
import { eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import { analysisItems, analysisKeywordHits, analysisKeywords } from '../../db/analysis-tables.ts'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
import { parseRange } from './item-query.ts'

export interface ItemFilters {
  readonly source?: string
  readonly status?: string
  readonly from?: string
  readonly to?: string
  readonly q?: string
  readonly product?: string
  readonly keyword?: string
}

/** An item's date as lists sort it, in milliseconds (as a cursor carries it; PostgreSQL keeps microseconds). */
export const itemDate = sql<string>`date_trunc('milliseconds', coalesce(${analysisItems.publishedAt}, ${analysisItems.fetchedAt}))`

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The conditions of the filters for a tenant's tool; throws 400 analysis.badDate / analysis.reversedRange. */
export function itemFilterConditions(
  scope: { tenantGroup: string; tool: string },
  filters: ItemFilters,
): SQL[] {
  const { from, to } = parseRange(filters.from, filters.to)
  const where: SQL[] = [eq(analysisItems.tenantGroup, scope.tenantGroup), eq(analysisItems.tool, scope.tool)]
  if (filters.source) where.push(eq(analysisItems.sourceId, filters.source))
  if (filters.status) where.push(eq(analysisItems.status, filters.status))
  if (from) where.push(gte(itemDate, from))
  if (to) where.push(lte(itemDate, to))
  const q = filters.q?.trim()
  if (q) {
    const pattern = `%${escapeLike(q)}%`
    where.push(or(ilike(analysisItems.title, pattern), ilike(analysisItems.text, pattern))!)
  }
  const product = filters.product?.trim()
  if (product) {
    where.push(
      or(
        sql`exists (select 1 from ${analysisKeywordHits} join ${analysisKeywords} on ${analysisKeywords.id} = ${analysisKeywordHits.keywordId}
          where ${analysisKeywordHits.itemId} = ${analysisItems.id} and ${analysisKeywordHits.listKind} in ('own', 'competitor')
          and lower(${analysisKeywords.term}) = lower(${product}))`,
        sql`exists (select 1 from ${analysisFindings} where ${analysisFindings.itemId} = ${analysisItems.id}
          and lower(${analysisFindings.product}) = lower(${product}))`,
      )!,
    )
  }
  const keyword = filters.keyword?.trim()
  if (keyword)
    where.push(
      sql`exists (select 1 from ${analysisKeywordHits} where ${analysisKeywordHits.itemId} = ${analysisItems.id}
        and ${analysisKeywordHits.keywordId} = ${keyword})`,
    )
  return where
}
