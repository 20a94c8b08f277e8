// Keyword statistics: hits per term, per source and per ISO week (of the item's published date, else
// its fetch date), over the deterministic hits only, so the figures are reproducible.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { HttpError } from '../../lib/http-error.ts'
import { parseRange } from '../items/item-query.ts'
import { keywordListKinds } from './load-keywords.ts'

export interface KeywordStatsQuery {
  readonly from?: string
  readonly to?: string
  readonly source?: string
  readonly listKind?: string
}

type Rows<T> = { rows: T[] }

export async function keywordStats(
  db: Database,
  scope: { tenantGroup: string; tool: string },
  query: KeywordStatsQuery,
) {
  const { from, to } = parseRange(query.from, query.to)
  if (query.listKind && !(keywordListKinds as readonly string[]).includes(query.listKind))
    throw new HttpError(400, `listKind must be one of ${keywordListKinds.join(', ')}`, {
      code: 'analysis.badListKind',
    })
  const at = sql`coalesce(i.published_at, i.fetched_at)`
  const conditions: SQL[] = [sql`h.tenant_group = ${scope.tenantGroup}`, sql`i.tool = ${scope.tool}`]
  if (from) conditions.push(sql`${at} >= ${from.toISOString()}::timestamptz`)
  if (to) conditions.push(sql`${at} <= ${to.toISOString()}::timestamptz`)
  if (query.source) conditions.push(sql`i.source_id = ${query.source}`)
  if (query.listKind) conditions.push(sql`h.list_kind = ${query.listKind}`)
  const where = sql.join(conditions, sql` and `)
  const base = sql`from analysis_keyword_hits h join analysis_items i on i.id = h.item_id
    join analysis_keywords k on k.id = h.keyword_id where ${where}`
  const [terms, sources, weeks] = (await Promise.all([
    db.execute(sql`select k.id as "keywordId", k.term, h.list_kind as "listKind", count(*)::int as hits,
      count(distinct h.item_id)::int as items ${base} group by k.id, k.term, h.list_kind order by hits desc, k.term`),
    db.execute(sql`select i.source_id as "sourceId", coalesce(s.title, '') as title, i.source_kind as "sourceKind",
      count(*)::int as hits, count(distinct h.item_id)::int as items
      from analysis_keyword_hits h join analysis_items i on i.id = h.item_id
      join analysis_keywords k on k.id = h.keyword_id left join analysis_sources s on s.id = i.source_id
      where ${where} group by i.source_id, s.title, i.source_kind order by hits desc`),
    db.execute(sql`select to_char(date_trunc('week', ${at} at time zone 'UTC'), 'IYYY-"W"IW') as week,
      k.id as "keywordId", count(*)::int as hits ${base} group by 1, k.id order by 1, k.id`),
  ])) as unknown as [
    Rows<{ keywordId: string; term: string; listKind: string; hits: number; items: number }>,
    Rows<{ sourceId: string | null; title: string; sourceKind: string; hits: number; items: number }>,
    Rows<{ week: string; keywordId: string; hits: number }>,
  ]
  return { terms: terms.rows, sources: sources.rows, weeks: weeks.rows }
}
