// The figures query: a project's answers in a date range, counted per group in one scan (answers carry
// the matcher's summary and what they are grouped by), joined to their verdicts. Branded prompts are
// left out unless asked for: a question naming the brand would inflate its visibility.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { computeFigures, type AnswerCounts, type Figures } from './figures.ts'

export const figureDimensions = ['all', 'engine', 'market', 'topic', 'category', 'week'] as const
export type FigureDimension = (typeof figureDimensions)[number]

export interface FigureFilter {
  readonly tenantGroup: string
  readonly projectId: string
  readonly from?: Date | null
  readonly to?: Date | null
  readonly runId?: string | null
  readonly includeBranded?: boolean
}

export interface FigureGroup extends Figures {
  readonly key: string
  readonly label: string
}

const weekOf = sql`date_trunc('week', a.asked_at at time zone 'UTC')`
const weekLabel = sql`to_char(${weekOf}, 'YYYY-MM-DD')`

/** Per dimension: what the rows are grouped by, and the group's key and label (functions of that). */
const keyOf: Record<FigureDimension, { group: SQL; key: SQL; label: SQL }> = {
  all: { group: sql`1`, key: sql`'all'`, label: sql`'all'` },
  engine: { group: sql`a.model_id`, key: sql`a.model_id`, label: sql`max(a.model_label)` },
  market: { group: sql`a.market`, key: sql`a.market`, label: sql`a.market` },
  topic: { group: sql`a.topic`, key: sql`a.topic`, label: sql`a.topic` },
  category: { group: sql`a.category`, key: sql`a.category`, label: sql`a.category` },
  // Grouped by the week's timestamp; formatted once per group, not per row.
  week: { group: weekOf, key: weekLabel, label: weekLabel },
}

interface Row {
  key: string
  label: string
  answers: number
  failed: number
  no_answer: number
  brand_answers: number
  entity_mentions: number
  position_sum: number
  positioned: number
  cite_own: number
  cite_competitor: number
  cite_health_portal: number
  cite_retailer: number
  cite_other: number
  positive: number
  neutral: number
  negative: number
  correct: number
  incorrect: number
}

export async function queryFigures(
  db: Database,
  filter: FigureFilter,
  dimension: FigureDimension,
): Promise<FigureGroup[]> {
  const conditions: SQL[] = [
    sql`a.tenant_group = ${filter.tenantGroup}`,
    sql`a.project_id = ${filter.projectId}`,
  ]
  if (!filter.includeBranded) conditions.push(sql`a.branded = false`)
  if (filter.from) conditions.push(sql`a.asked_at >= ${filter.from.toISOString()}::timestamptz`)
  if (filter.to) conditions.push(sql`a.asked_at < ${filter.to.toISOString()}::timestamptz`)
  if (filter.runId) conditions.push(sql`a.run_id = ${filter.runId}`)
  const { group, key, label } = keyOf[dimension]
  const ok = sql`a.status = 'ok'`
  const result = (await db.execute(sql`
    select ${key} as key, ${label} as label,
      count(*) filter (where ${ok})::int as answers,
      count(*) filter (where a.status = 'failed')::int as failed,
      count(*) filter (where a.status = 'noAnswer')::int as no_answer,
      count(*) filter (where ${ok} and a.brand_mentioned)::int as brand_answers,
      coalesce(sum(a.entities_mentioned) filter (where ${ok}), 0)::int as entity_mentions,
      coalesce(sum(a.brand_position) filter (where ${ok}), 0)::int as position_sum,
      count(a.brand_position) filter (where ${ok})::int as positioned,
      coalesce(sum(a.cite_own) filter (where ${ok}), 0)::int as cite_own,
      coalesce(sum(a.cite_competitor) filter (where ${ok}), 0)::int as cite_competitor,
      coalesce(sum(a.cite_health_portal) filter (where ${ok}), 0)::int as cite_health_portal,
      coalesce(sum(a.cite_retailer) filter (where ${ok}), 0)::int as cite_retailer,
      coalesce(sum(a.cite_other) filter (where ${ok}), 0)::int as cite_other,
      count(*) filter (where ${ok} and v.sentiment = 'positive')::int as positive,
      count(*) filter (where ${ok} and v.sentiment = 'neutral')::int as neutral,
      count(*) filter (where ${ok} and v.sentiment = 'negative')::int as negative,
      count(*) filter (where ${ok} and v.accuracy = 'correct')::int as correct,
      count(*) filter (where ${ok} and v.accuracy = 'incorrect')::int as incorrect
    from visibility_answers a
    left join visibility_verdicts v on v.answer_id = a.id
    where ${sql.join(conditions, sql` and `)}
    group by ${group}
    order by 1`)) as unknown as { rows: Row[] }
  const groups = result.rows.map((row) => ({
    key: String(row.key),
    label: String(row.label),
    ...computeFigures(countsOf(row)),
  }))
  // The whole range with no answer at all: one group of zeros, n = 0.
  if (dimension === 'all' && groups.length === 0)
    return [{ key: 'all', label: 'all', ...computeFigures(countsOf(null)) }]
  return groups
}

function countsOf(row: Row | null): AnswerCounts {
  const n = (value: unknown) => Number(value ?? 0)
  return {
    answers: n(row?.answers),
    failed: n(row?.failed),
    noAnswer: n(row?.no_answer),
    brandAnswers: n(row?.brand_answers),
    entityMentions: n(row?.entity_mentions),
    positionSum: n(row?.position_sum),
    positioned: n(row?.positioned),
    citations: {
      own: n(row?.cite_own),
      competitor: n(row?.cite_competitor),
      healthPortal: n(row?.cite_health_portal),
      retailer: n(row?.cite_retailer),
      other: n(row?.cite_other),
    },
    positive: n(row?.positive),
    neutral: n(row?.neutral),
    negative: n(row?.negative),
    correct: n(row?.correct),
    incorrect: n(row?.incorrect),
  }
}
