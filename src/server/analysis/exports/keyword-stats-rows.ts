// The keyword statistics export: hits per term, source and ISO week (of the item's date: published,
// else fetched), with the number of items they fall in, under the keywords analysis's filters.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { dateFilter } from '../review/list-findings.ts'
import type { XlsxCell } from './xlsx-worker.ts'

export interface KeywordStatsFilters {
  from?: string
  to?: string
  source?: string
  listKind?: string
}

export const keywordStatsColumns = ['term', 'listKind', 'list', 'source', 'week', 'hits', 'items'] as const

export async function keywordStatsRows(
  db: Database,
  tenantGroup: string,
  tool: string,
  filters: KeywordStatsFilters,
) {
  const parts: SQL[] = [sql`h.tenant_group = ${tenantGroup}`, sql`i.tool = ${tool}`]
  if (filters.source) parts.push(sql`i.source_id = ${filters.source}`)
  if (filters.listKind) parts.push(sql`h.list_kind = ${filters.listKind}`)
  if (filters.from)
    parts.push(
      sql`coalesce(i.published_at, i.fetched_at) >= ${dateFilter(filters.from, 'from').toISOString()}`,
    )
  if (filters.to)
    parts.push(sql`coalesce(i.published_at, i.fetched_at) < ${dateFilter(filters.to, 'to').toISOString()}`)
  const result = await db.execute(sql`
    select k.term, h.list_kind, l.name as list, coalesce(s.title, i.source_kind) as source,
      to_char(coalesce(i.published_at, i.fetched_at) at time zone 'UTC', 'IYYY-"W"IW') as week,
      count(*)::int as hits, count(distinct i.id)::int as items
    from analysis_keyword_hits h
    join analysis_items i on i.id = h.item_id
    join analysis_keywords k on k.id = h.keyword_id
    join analysis_keyword_lists l on l.id = k.list_id
    left join analysis_sources s on s.id = i.source_id
    where ${sql.join(parts, sql` and `)}
    group by k.term, h.list_kind, l.name, 4, week
    order by week desc, hits desc, k.term, source`)
  const rows = (
    result as unknown as {
      rows: {
        term: string
        list_kind: string
        list: string
        source: string | null
        week: string
        hits: number
        items: number
      }[]
    }
  ).rows
  return rows.map((row): XlsxCell[] => [
    row.term,
    row.list_kind,
    row.list,
    row.source,
    row.week,
    Number(row.hits),
    Number(row.items),
  ])
}
