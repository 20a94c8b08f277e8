// The answers behind the figures, for the XLSX export's second sheet: each answer of the figures'
// range (newest first, at most `maxExportAnswers`) with its prompt, engine, status, what the matcher
// found, its citations and the verdict quoting both sides.
import { sql, type SQL } from 'drizzle-orm'
import type { XlsxCell } from '../analysis/exports/xlsx-worker.ts'
import type { Database } from '../db/connect.ts'
import type { VisibilityCitation } from '../db/visibility-tables.ts'
import type { FigureFilter } from './figure-query.ts'

/** The export's upper bound of answers; the response says when it was reached (x-export-truncated). */
export const maxExportAnswers = 20_000

export const answerColumns = [
  'askedAt',
  'runId',
  'engine',
  'market',
  'topic',
  'category',
  'branded',
  'prompt',
  'sample',
  'status',
  'errorCode',
  'brandMentioned',
  'brandPosition',
  'namesMentioned',
  'citations',
  'sentiment',
  'accuracy',
  'answerQuote',
  'labelQuote',
  'labelSource',
  'text',
] as const

interface Row {
  asked_at: string | Date
  run_id: string
  model_label: string
  market: string
  topic: string
  category: string
  branded: boolean
  prompt: string | null
  sample: number
  status: string
  error_code: string | null
  brand_mentioned: boolean
  brand_position: number | null
  entities_mentioned: number
  citations: VisibilityCitation[] | string
  sentiment: string | null
  accuracy: string | null
  answer_quote: string | null
  label_quote: string | null
  label_source: string | null
  text: string
}

/** Conditions on answers `a` of a figure filter (the same range the figures count). */
export function answerConditions(filter: FigureFilter): SQL {
  const parts: SQL[] = [sql`a.tenant_group = ${filter.tenantGroup}`, sql`a.project_id = ${filter.projectId}`]
  if (!filter.includeBranded) parts.push(sql`a.branded = false`)
  if (filter.from) parts.push(sql`a.asked_at >= ${filter.from.toISOString()}::timestamptz`)
  if (filter.to) parts.push(sql`a.asked_at < ${filter.to.toISOString()}::timestamptz`)
  if (filter.runId) parts.push(sql`a.run_id = ${filter.runId}`)
  return sql.join(parts, sql` and `)
}

export async function answerRows(db: Database, filter: FigureFilter) {
  const result = (await db.execute(sql`
    select a.asked_at, a.run_id, a.model_label, a.market, a.topic, a.category, a.branded, p.text as prompt,
      a.sample, a.status, a.error_code, a.brand_mentioned, a.brand_position, a.entities_mentioned, a.citations,
      v.sentiment, v.accuracy, v.answer_quote, v.label_quote, v.label_source, a.text
    from visibility_answers a
    left join visibility_prompts p on p.id = a.prompt_id
    left join visibility_verdicts v on v.answer_id = a.id
    where ${answerConditions(filter)}
    order by a.asked_at desc, a.id
    limit ${maxExportAnswers + 1}`)) as unknown as { rows: Row[] }
  const truncated = result.rows.length > maxExportAnswers
  const rows = result.rows.slice(0, maxExportAnswers).map((r): XlsxCell[] => {
    const citations =
      typeof r.citations === 'string' ? (JSON.parse(r.citations) as VisibilityCitation[]) : r.citations
    return [
      new Date(r.asked_at),
      r.run_id,
      r.model_label,
      r.market,
      r.topic,
      r.category,
      r.branded,
      r.prompt,
      Number(r.sample),
      r.status,
      r.error_code,
      r.brand_mentioned,
      r.brand_position === null ? null : Number(r.brand_position),
      Number(r.entities_mentioned),
      citations.map((c) => c.url).join(' '),
      r.sentiment,
      r.accuracy,
      r.answer_quote,
      r.label_quote,
      r.label_source,
      r.text,
    ]
  })
  return { rows, truncated }
}
