// The question's words as the full text sees them (decision 0043, 0054): content words (a stop word of
// any indexed language dropped) and, for a tenant, how many of its chunks hold each (capped), so rare
// words decide which chunks are read. A stage of retrievePassages (retrieve.ts).
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'

export const configs = ['german', 'french', 'english'] as const

/**
 * The question's content words: a word any of the three languages treats as a stop word ("die",
 * "the", "les") is dropped, so a question in one language does not match every document of another
 * through its small words.
 */
export async function contentWords(db: Database, query: string): Promise<string[]> {
  return (await weighedWords(db, null, query)).map((word) => word.word)
}

/**
 * A word matching this many of the tenant's chunks is common: it still ranks, but never decides alone
 * which chunks are read. Ranking reads each candidate's search vector, so a question of common words
 * would otherwise read a large part of the index (docs/benchmarks.md, "Knowledge", decision 0043).
 */
export const commonWordChunks = 500

export interface WeighedWord {
  readonly word: string
  /** Chunks of the tenant containing the word (in any language), counted up to commonWordChunks. */
  readonly chunks: number
}

/**
 * Content words and, with a tenant, how many of its chunks contain each (capped): the sum over the
 * word's lexemes in the three languages of knowledge_lexeme_chunks (kept by triggers, decision
 * 0054), one index lookup per lexeme instead of reading up to commonWordChunks chunk rows per word.
 * A chunk holding two of a word's lexemes counts twice: an indexed chunk has one language, and a
 * word rarely stems to two lexemes that both occur in one text.
 */
export async function weighedWords(
  db: Database,
  tenantGroup: string | null,
  query: string,
): Promise<WeighedWord[]> {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 32)
  if (words.length === 0) return []
  const lexemes = sql.join(
    configs.map((config) => sql`to_tsvector(${config}::regconfig, w)`),
    sql` || `,
  )
  const count =
    tenantGroup === null
      ? sql`0`
      : sql`least(${commonWordChunks}, (select coalesce(sum(k.chunks), 0) from knowledge_lexeme_chunks k
        where k.tenant_group = ${tenantGroup} and k.lexeme = any(tsvector_to_array(${lexemes}))))`
  const kept = (await db.execute(sql`
    select w, ${count} as chunks from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) with ordinality as u(w, n)
    where ${sql.join(
      configs.map((config) => sql`numnode(plainto_tsquery(${config}::regconfig, w)) > 0`),
      sql` and `,
    )}
    order by n`)) as unknown as { rows: { w: string; chunks: number | string }[] }
  return kept.rows.map((row) => ({ word: row.w, chunks: Number(row.chunks) }))
}

/** All words, stemmed in any one of the languages documents are indexed in. */
export function allWordsQuery(words: readonly string[]): SQL {
  const text = words.join(' ')
  return sql.join(
    configs.map((config) => sql`plainto_tsquery(${config}::regconfig, ${text})`),
    sql` || `,
  )
}
