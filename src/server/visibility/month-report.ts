// The monthly report for a client (issue 40): one project's month, as counted from the answers its runs
// stored in that month (UTC): the headline figures and those per engine and market, each with n and
// its interval; the most cited domains with their type; the accuracy verdicts that stood (correct or
// incorrect, both quotes found word for word), incorrect first. Nothing is filled in: a month without
// answers is 0 with n = 0 and empty lists.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { answerConditions } from './answer-rows.ts'
import { queryFigures, type FigureFilter, type FigureGroup } from './figure-query.ts'

export const reportCitationLimit = 10
export const reportVerdictLimit = 30

export interface MonthReport {
  readonly month: string
  readonly runs: number
  readonly all: FigureGroup
  readonly byEngine: FigureGroup[]
  readonly byMarket: FigureGroup[]
  readonly citations: { domain: string; type: string; count: number; share: number }[]
  readonly citationTotal: number
  readonly verdicts: {
    answerId: string
    accuracy: string
    sentiment: string
    answerQuote: string
    labelQuote: string
    labelSource: string
    prompt: string
    engine: string
    market: string
    askedAt: string
  }[]
}

/** The first instant of `month` (YYYY-MM) and of the month after, in UTC; null when it is no month. */
export function monthRange(month: string): { from: Date; to: Date } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return null
  const year = Number(match[1])
  const index = Number(match[2]) - 1
  if (index < 0 || index > 11) return null
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) }
}

export async function monthReport(
  db: Database,
  base: Omit<FigureFilter, 'from' | 'to' | 'runId'>,
  month: string,
  range: { from: Date; to: Date },
): Promise<MonthReport> {
  const filter: FigureFilter = { ...base, from: range.from, to: range.to }
  const where = answerConditions(filter)
  const [all, byEngine, byMarket] = await Promise.all([
    queryFigures(db, filter, 'all'),
    queryFigures(db, filter, 'engine'),
    queryFigures(db, filter, 'market'),
  ])
  const runs = (await db.execute(
    sql`select count(distinct a.run_id)::int as runs from visibility_answers a where ${where}`,
  )) as unknown as { rows: { runs: number }[] }
  const citations = (await db.execute(sql`
    with cited as (
      select c->>'domain' as domain, c->>'type' as type
      from visibility_answers a cross join lateral jsonb_array_elements(a.citations) c
      where ${where} and a.status = 'ok'
    )
    select domain, type, count(*)::int as count, sum(count(*)) over ()::int as total
    from cited group by domain, type order by count desc, domain limit ${reportCitationLimit}`)) as unknown as {
    rows: { domain: string; type: string; count: number; total: number }[]
  }
  const total = Number(citations.rows[0]?.total ?? 0)
  const verdicts = (await db.execute(sql`
    select a.id as answer_id, v.accuracy, v.sentiment, v.answer_quote, v.label_quote, v.label_source,
      coalesce(p.text, '') as prompt, a.model_label as engine, a.market, a.asked_at
    from visibility_answers a
    join visibility_verdicts v on v.answer_id = a.id
    left join visibility_prompts p on p.id = a.prompt_id
    where ${where} and a.status = 'ok' and v.accuracy in ('correct', 'incorrect')
    order by (v.accuracy = 'incorrect') desc, a.asked_at desc, a.id
    limit ${reportVerdictLimit}`)) as unknown as {
    rows: {
      answer_id: string
      accuracy: string
      sentiment: string
      answer_quote: string
      label_quote: string
      label_source: string
      prompt: string
      engine: string
      market: string
      asked_at: string | Date
    }[]
  }
  return {
    month,
    runs: Number(runs.rows[0]?.runs ?? 0),
    all: all[0]!,
    byEngine,
    byMarket,
    citationTotal: total,
    citations: citations.rows.map((r) => ({
      domain: r.domain,
      type: r.type,
      count: Number(r.count),
      share: total > 0 ? Number(r.count) / total : 0,
    })),
    verdicts: verdicts.rows.map((r) => ({
      answerId: r.answer_id,
      accuracy: r.accuracy,
      sentiment: r.sentiment,
      answerQuote: r.answer_quote,
      labelQuote: r.label_quote,
      labelSource: r.label_source,
      prompt: r.prompt,
      engine: r.engine,
      market: r.market,
      askedAt: new Date(r.asked_at).toISOString(),
    })),
  }
}
