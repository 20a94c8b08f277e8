// The analysis export's rows: the items of the items list's own filter (item-filters.ts: source, status,
// date, text, product, keyword), each with its latest successful result and keyword hits by list kind, one row per
// finding (an item without findings is one row with the finding columns empty).
import { and, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { itemFilterConditions, type ItemFilters } from '../items/item-filters.ts'
import type { XlsxCell } from './xlsx-worker.ts'

export type { ItemFilters }

/** The export's upper bound of items; the file says when it was reached (decision 0098). */
export const maxExportItems = 20_000

export const analysisColumns = [
  'itemId',
  'title',
  'source',
  'url',
  'publishedAt',
  'fetchedAt',
  'language',
  'status',
  'keywordHits',
  'relevance',
  'summary',
  'promptVersion',
  'model',
  'findingId',
  'findingType',
  'origin',
  'product',
  'detail',
  'patientPresent',
  'reporterPresent',
  'quote',
  'reason',
  'reviewStatus',
  'dismissReason',
  'reviewedBy',
  'reviewedAt',
  'safetyCaseId',
] as const

interface Row {
  item_id: string
  title: string
  source: string | null
  url: string | null
  published_at: string | null
  fetched_at: string
  language: string | null
  status: string
  hits: string | null
  relevance: number | null
  summary: string | null
  prompt_version: number | null
  model_label: string | null
  finding_id: string | null
  type: string | null
  origin: string | null
  product: string | null
  detail: string | null
  patient_present: boolean | null
  reporter_present: boolean | null
  quote: string | null
  reason: string | null
  review_status: string | null
  dismiss_reason: string | null
  reviewer: string | null
  reviewed_at: string | null
  case_id: string | null
}

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value))

export async function analysisRows(db: Database, tenantGroup: string, tool: string, filters: ItemFilters) {
  const result = await db.execute(sql`
    with items as (
      select analysis_items.* from analysis_items where ${and(...itemFilterConditions({ tenantGroup, tool }, filters))}
      order by coalesce(analysis_items.published_at, analysis_items.fetched_at) desc, analysis_items.id
      limit ${maxExportItems + 1}
    )
    select i.id as item_id, i.title, coalesce(s.title, i.source_kind) as source, i.url, i.published_at, i.fetched_at, i.language, i.status,
      (select string_agg(kind || ': ' || n, ', ' order by kind) from
        (select h.list_kind as kind, count(*) as n from analysis_keyword_hits h where h.item_id = i.id group by h.list_kind) k) as hits,
      r.relevance, r.summary, r.prompt_version, r.model_label,
      f.id as finding_id, f.type, f.origin, f.product, f.detail, f.patient_present, f.reporter_present, f.quote, f.reason,
      f.review_status, f.dismiss_reason, u.username as reviewer, f.reviewed_at, c.id as case_id
    from items i
    left join analysis_sources s on s.id = i.source_id
    left join lateral (select * from analysis_results r where r.item_id = i.id and r.status = 'ok'
                       order by r.created_at desc, r.id limit 1) r on true
    left join analysis_findings f on f.item_id = i.id
    left join users u on u.id = f.reviewed_by
    left join safety_cases c on c.finding_id = f.id
    order by coalesce(i.published_at, i.fetched_at) desc, i.id, f.quote_start nulls last, f.created_at, f.id`)
  const rows = (result as unknown as { rows: Row[] }).rows
  const itemIds = new Set(rows.map((row) => row.item_id))
  const truncated = itemIds.size > maxExportItems
  const lastItem = truncated ? [...itemIds][maxExportItems] : undefined
  const kept = lastItem === undefined ? rows : rows.filter((row) => row.item_id !== lastItem)
  const cells: XlsxCell[][] = kept.map((row) => [
    row.item_id,
    row.title,
    row.source,
    row.url,
    asDate(row.published_at),
    asDate(row.fetched_at),
    row.language,
    row.status,
    row.hits,
    row.relevance === null ? null : Number(row.relevance),
    row.summary,
    row.prompt_version === null ? null : Number(row.prompt_version),
    row.model_label,
    row.finding_id,
    row.type,
    row.origin,
    row.product,
    row.detail,
    row.patient_present,
    row.reporter_present,
    row.quote,
    row.reason,
    row.review_status,
    row.dismiss_reason,
    row.reviewer,
    asDate(row.reviewed_at),
    row.case_id,
  ])
  return { rows: cells, truncated }
}
