// Scores every sentence of the best passages against the question with PostgreSQL's own stemming
// (ts_rank in the passage's language), so "Dosierungen" finds "Dosierung" as retrieval did.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'

export interface CandidateSentence {
  readonly sourceN: number
  readonly order: number
  readonly text: string
  /** A text-search configuration: german, french, english or simple. */
  readonly config: string
}

export interface RankedSentence extends CandidateSentence {
  readonly score: number
}

const knownConfigs = new Set(['german', 'french', 'english', 'simple'])

/** The sentences that share at least one stemmed term with the question, best first. */
export async function rankSentences(db: Database, question: string, candidates: readonly CandidateSentence[]): Promise<RankedSentence[]> {
  if (candidates.length === 0) return []
  const elements = candidates.map((candidate, index) => ({ i: index, c: knownConfigs.has(candidate.config) ? candidate.config : 'simple', s: candidate.text }))
  const result = (await db.execute(sql`
    select (e->>'i')::int as i, ts_rank(to_tsvector((e->>'c')::regconfig, e->>'s'), q.query) as score
    from jsonb_array_elements(${JSON.stringify(elements)}::jsonb) as e,
    lateral (select nullif(replace(plainto_tsquery((e->>'c')::regconfig, ${question})::text, '&', '|'), '')::tsquery as query) as q
    where q.query is not null and to_tsvector((e->>'c')::regconfig, e->>'s') @@ q.query
  `)) as unknown as { rows: { i: number; score: number }[] }
  return result.rows
    .map((row) => ({ ...candidates[Number(row.i)]!, score: Number(row.score) }))
    .sort((a, b) => b.score - a.score || a.sourceN - b.sourceN || a.order - b.order)
}
