// The findings of a tenant's tool for review: filtered by type, product (folded, part of the name),
// source, the item's date (published, else fetched) and review status; newest first.
import { aliasedTable, and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { analysisItems, analysisSources } from '../../db/analysis-tables.ts'
import { analysisFindings, safetyCases } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findingFields } from './finding-fields.ts'

export interface FindingFilters {
  /** One finding by id (the answer to a review). */
  id?: string
  type?: string
  product?: string
  source?: string
  /** Inclusive day (YYYY-MM-DD) or instant. */
  from?: string
  /** Inclusive day (YYYY-MM-DD) or instant. */
  to?: string
  review?: string
  itemId?: string
  limit?: number
}

/** The item's own date: when it was published, else when Tessera fetched it. */
export const itemDate = sql<Date>`coalesce(${analysisItems.publishedAt}, ${analysisItems.fetchedAt})`

/** A date filter as an instant; 400 safety.badDate when it is none. */
export function dateFilter(value: string, field: 'from' | 'to'): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
  const date = new Date(day ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime()))
    throw new HttpError(400, `${field} is not a date`, { code: 'safety.badDate' })
  // A bare day as `to` includes all of that day.
  return day && field === 'to' ? new Date(date.getTime() + 86_400_000) : date
}

/** Folded (case and diacritics) substring match of a text column. */
export const foldedContains = (column: SQL | typeof analysisFindings.product, needle: string) =>
  sql`translate(lower(coalesce(${column}, '')), 'äàâáãåëèéêïìîíöòôóõüùûúçñß', 'aaaaaaeeeeiiiiooooouuuucns') like ${`%${foldForLike(needle)}%`}`

function foldForLike(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)
}

export function findingConditions(tenantGroup: string, tool: string, filters: FindingFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(analysisFindings.tenantGroup, tenantGroup),
    eq(analysisFindings.tool, tool),
  ]
  if (filters.type) conditions.push(inArray(analysisFindings.type, filters.type.split(',')))
  if (filters.review) conditions.push(inArray(analysisFindings.reviewStatus, filters.review.split(',')))
  if (filters.product) conditions.push(foldedContains(analysisFindings.product, filters.product))
  if (filters.source) conditions.push(eq(analysisItems.sourceId, filters.source))
  if (filters.id) conditions.push(eq(analysisFindings.id, filters.id))
  if (filters.itemId) conditions.push(eq(analysisFindings.itemId, filters.itemId))
  if (filters.from) conditions.push(gte(itemDate, dateFilter(filters.from, 'from')))
  if (filters.to) conditions.push(lt(itemDate, dateFilter(filters.to, 'to')))
  return conditions.filter((c): c is SQL => c !== undefined)
}

export async function listFindings(db: Database, tenantGroup: string, tool: string, filters: FindingFilters) {
  const reviewer = aliasedTable(users, 'reviewer')
  const rows = await db
    .select({
      finding: analysisFindings,
      itemTitle: analysisItems.title,
      itemUrl: analysisItems.url,
      publishedAt: analysisItems.publishedAt,
      fetchedAt: analysisItems.fetchedAt,
      sourceId: analysisItems.sourceId,
      sourceTitle: analysisSources.title,
      reviewerName: reviewer.username,
      caseId: safetyCases.id,
    })
    .from(analysisFindings)
    .innerJoin(analysisItems, eq(analysisItems.id, analysisFindings.itemId))
    .leftJoin(analysisSources, eq(analysisSources.id, analysisItems.sourceId))
    .leftJoin(reviewer, eq(reviewer.id, analysisFindings.reviewedBy))
    .leftJoin(safetyCases, eq(safetyCases.findingId, analysisFindings.id))
    .where(and(...findingConditions(tenantGroup, tool, filters)))
    .orderBy(desc(analysisFindings.createdAt), desc(analysisFindings.id))
    .limit(filters.limit ?? 200)
  return rows.map(toFindingDto)
}

type FindingRow = {
  finding: typeof analysisFindings.$inferSelect
  itemTitle: string
  itemUrl: string | null
  publishedAt: Date | null
  fetchedAt: Date
  sourceId: string | null
  sourceTitle: string | null
  reviewerName: string | null
  caseId: string | null
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function toFindingDto(row: FindingRow) {
  const f = row.finding
  return {
    id: f.id,
    tool: f.tool,
    itemId: f.itemId,
    itemTitle: row.itemTitle,
    itemUrl: row.itemUrl,
    sourceId: row.sourceId,
    sourceTitle: row.sourceTitle,
    publishedAt: iso(row.publishedAt),
    fetchedAt: row.fetchedAt.toISOString(),
    ...findingFields(f, row.reviewerName),
    safetyCaseId: row.caseId,
  }
}
export type FindingDto = ReturnType<typeof toFindingDto>
