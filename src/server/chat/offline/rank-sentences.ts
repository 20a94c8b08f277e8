// Scores every sentence of the best passages against the question with PostgreSQL's own stemming
// (ts_rank in the passage's language), so "Dosierungen" finds "Dosierung" as retrieval did. A word
// of the question that most candidate sentences share (the product name) says little about which
// one answers; a word only one sentence has ("Tageshöchstdosis") says much. So sentences are
// ordered by the rarity-weighted sum of the question's words they hold, then by ts_rank.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'

export interface CandidateSentence {
  readonly sourceN: number
  readonly order: number
  readonly text: string
  /** A text-search configuration: german, french, english or simple. */
  readonly config: string
  /**
   * The heading the sentence stands under ("6.3 Shelf life"): its words count as the sentence's, so
   * "4 years." under "Shelf life" answers "What is the shelf life?". Never quoted.
   */
  readonly context?: string
}

export interface RankedSentence extends CandidateSentence {
  readonly score: number
  /** The question's words it holds, each weighted by its rarity among the candidates (ln((N+1)/df)). */
  readonly weight: number
}

const knownConfigs = new Set(['german', 'french', 'english', 'simple'])

/** The sentences that share at least one stemmed term with the question, best first. */
export async function rankSentences(
  db: Database,
  question: string,
  candidates: readonly CandidateSentence[],
): Promise<RankedSentence[]> {
  if (candidates.length === 0) return []
  const elements = candidates.map((candidate, index) => ({
    i: index,
    c: knownConfigs.has(candidate.config) ? candidate.config : 'simple',
    s: candidate.context ? `${candidate.context}\n${candidate.text}` : candidate.text,
  }))
  const result = (await db.execute(sql`
    select (e->>'i')::int as i, ts_rank(to_tsvector((e->>'c')::regconfig, e->>'s'), q.query) as score,
      array(select unnest(tsvector_to_array(to_tsvector((e->>'c')::regconfig, e->>'s')))
        intersect select unnest(tsvector_to_array(to_tsvector((e->>'c')::regconfig, ${question})))) as terms
    from jsonb_array_elements(${JSON.stringify(elements)}::jsonb) as e,
    lateral (select nullif(replace(plainto_tsquery((e->>'c')::regconfig, ${question})::text, '&', '|'), '')::tsquery as query) as q
    where q.query is not null and to_tsvector((e->>'c')::regconfig, e->>'s') @@ q.query
  `)) as unknown as { rows: { i: number; score: number; terms: string[] | string }[] }
  const matches = result.rows.map((row) => ({
    i: Number(row.i),
    score: Number(row.score),
    terms: termsOf(row.terms),
  }))
  const sentencesWith = new Map<string, number>()
  for (const match of matches)
    for (const term of match.terms) sentencesWith.set(term, (sentencesWith.get(term) ?? 0) + 1)
  const rarity = (term: string) => Math.log((candidates.length + 1) / (sentencesWith.get(term) ?? 1))
  return matches
    .map((match) => ({
      ...candidates[match.i]!,
      score: match.score,
      weight: match.terms.reduce((sum, term) => sum + rarity(term), 0),
    }))
    .sort((a, b) => b.weight - a.weight || b.score - a.score || a.sourceN - b.sourceN || a.order - b.order)
}

/** A text[] as the driver hands it over: an array (node-postgres, PGlite) or its literal '{a,b}'. */
function termsOf(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value
  if (!value || value === '{}') return []
  return value
    .slice(1, -1)
    .split(',')
    .map((term) => term.replace(/^"|"$/g, ''))
}
