// Passages for a question (the chat's sources): only ready files of the caller's tenant, only the
// sources the scope names, ranked by full-text cover density and, where the database and the tenant
// offer vectors, by cosine similarity too (hybrid, decision 0039). The question is parsed in each
// language a document may be indexed in (german, french, english), so a German question finds a
// German document's inflected forms.
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'
import { expansionWords } from './field-terms.ts'
import { fuseRankings } from './fuse-rankings.ts'
import { readProfiles, tenantProducts, type StoredProfile } from './profile/profile-store.ts'
import { analyseQuestion } from './question-analysis.ts'
import { rankPassages } from './rank-passages.ts'
import { nearestPassages } from './nearest-passages.ts'
import { inScope, passageColumns, scopeCondition, toPassage } from './passage-rows.ts'
import { anyWordQuery, datedPassages, productPassages } from './profile-passages.ts'

export interface SourceScope {
  tenantGroup: string
  collections: 'none' | 'internal' | 'all' | readonly string[]
  threadId?: string | null
  assistantId?: string | null
  includeInternal: boolean
}

export interface Passage {
  chunkId: number
  fileId: string
  filename: string
  collectionId: string | null
  unitKind: string
  unitNumber: number | null
  heading: string
  text: string
  score: number
  language: string | null
  /** What the passage's document is (set by retrievePassages; decision 0091). */
  profile?: StoredProfile | null
  /**
   * Cosine similarity to the question when the vector search found the passage at or above the
   * floor (set by retrievePassages); null when only the full text found it (decision 0092).
   */
  similarity?: number | null
}

const configs = ['german', 'french', 'english'] as const

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
/** The fill-up ranks the rarest uncommon words' chunks, until about this many. */
const fillUpChunks = 800

interface WeighedWord {
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
async function weighedWords(db: Database, tenantGroup: string | null, query: string): Promise<WeighedWord[]> {
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
function allWordsQuery(words: readonly string[]): SQL {
  const text = words.join(' ')
  return sql.join(
    configs.map((config) => sql`plainto_tsquery(${config}::regconfig, ${text})`),
    sql` || `,
  )
}

export { nearestByVector } from './nearest-passages.ts'
export { scopeCondition } from './passage-rows.ts'

export interface RetrieveOptions {
  limit?: number
  /**
   * Least cosine similarity of a passage found by vector (KNOWLEDGE_VECTOR_MIN_SIMILARITY, decision
   * 0040): nearer passages always exist, so without a floor a question about anything gets some.
   * Vector hits under it are dropped before fusion; 0 keeps them all.
   */
  minSimilarity: number
  /**
   * The question in other languages (translated by the chat model, decision 0092): each adds a
   * full-text list to the fusion.
   */
  translations?: readonly string[]
  /** Who asks (the ledger row of the question's embedding). */
  userId?: string | null
  signal?: AbortSignal
  log?: FastifyBaseLogger
}

/**
 * Full text: passages with every content word first; when those are fewer than asked for, passages
 * with the question's rarest words fill up the list (ranked lower, rarer words first), so a long
 * question still finds the page that answers part of it. A word in commonWordChunks chunks or more
 * never fills up, the rarest words fill up only until their chunks reach fillUpChunks, and when every
 * word is common only the first commonWordChunks chunks with all of them are ranked: the work per
 * question stays bounded however large the index grows. With vectors (pgvector and a tenant
 * embeddings model, decision 0039) that list is fused with the nearest passages by cosine distance
 * (reciprocal rank fusion), so a passage that says the same in other words is found too; a question
 * naming field concepts (dose, storage...) adds a list searched with their words in the other
 * languages. The fused candidates are then ranked again by what the question names and asks, read
 * against each document's profile (rank-passages.ts, decision 0092).
 */
export async function retrievePassages(
  db: Database,
  scope: SourceScope,
  query: string,
  options: RetrieveOptions,
): Promise<Passage[]> {
  const limit = Math.min(Math.max(options.limit ?? 8, 1), 50)
  // Each list offers more candidates than asked for, so fusion and the second ranking can lift a
  // passage both lists know or one of the right product and strength.
  const candidates = Math.min(limit * 3, 50)
  // The question's field words in the other languages (decision 0092): a French question finds a
  // German leaflet through its product name and "Dosierung" for "posologie".
  const expansion = expansionWords(query)
  const textList = (text: string) =>
    weighedWords(db, scope.tenantGroup, text).then((weighed) =>
      weighed.length === 0 ? [] : fullTextPassages(db, scope, weighed, candidates),
    )
  // All at once (on PostgreSQL on several connections).
  const [fullText, crossLingual, byVector, products, ...translated] = await Promise.all([
    textList(query),
    expansion.length === 0 ? [] : textList(`${query} ${expansion.join(' ')}`),
    nearestPassages(db, scope, query, candidates, options),
    tenantProducts(db, scope.tenantGroup),
    ...(options.translations ?? []).map(textList),
  ])
  const analysis = analyseQuestion(
    query,
    products.map((row) => row.product),
  )
  // The named product's own documents (decision 0092): a question naming "Zyrtomax" whose other words
  // the leaflet says differently ("good for" / "shelf life") or in another language still reaches them.
  // The documents of a year the question names (decision 0104, round 5): "nach der Preisliste von Juli
  // 2024" reaches the older price list, whose rows its successor repeats.
  const words =
    analysis.products.length === 0 && analysis.dates.length === 0
      ? []
      : await contentWords(db, [query, ...expansion].join(' '))
  const [ofProduct, ofDate] = await Promise.all([
    analysis.products.length === 0 ? [] : productPassages(db, scope, analysis.products, words, candidates),
    analysis.dates.length === 0
      ? []
      : datedPassages(db, scope, analysis.dates, analysis.products, words, candidates),
  ])
  const lists = [fullText, crossLingual, byVector ?? [], ofProduct, ofDate, ...translated].filter(
    (list) => list.length > 0,
  )
  if (lists.length === 0) return []
  const fused = fuseRankings(lists, (passage) => passage.chunkId, candidates * lists.length)
  const profiles = await readProfiles(
    db,
    scope.tenantGroup,
    fused.map(({ item }) => item.fileId),
  )
  const similarities = new Map((byVector ?? []).map((passage) => [passage.chunkId, passage.score]))
  return rankPassages(analysis, fused, profiles)
    .slice(0, limit)
    .map(({ passage, score }) => ({
      ...passage,
      score,
      profile: profiles.get(passage.fileId) ?? null,
      similarity: similarities.get(passage.chunkId) ?? null,
    }))
}

async function fullTextPassages(
  db: Database,
  scope: SourceScope,
  weighed: readonly WeighedWord[],
  limit: number,
): Promise<Passage[]> {
  const words = weighed.map((word) => word.word)
  // A word in none of the tenant's chunks (counted over its lexemes in all three languages, so 0 is
  // exact) matches nothing: no chunk holds every word, and it adds nothing to a chunk's weight.
  const present = weighed.filter((word) => word.chunks > 0)
  const uncommon: WeighedWord[] = []
  let budget = fillUpChunks
  for (const word of [...present].sort((a, b) => a.chunks - b.chunks)) {
    if (word.chunks >= commonWordChunks || (uncommon.length > 0 && word.chunks > budget)) break
    uncommon.push(word)
    budget -= word.chunks
  }
  const passages =
    present.length < weighed.length
      ? []
      : await rankedPassages(
          db,
          scope,
          allWordsQuery(words),
          limit,
          weighed.every((word) => word.chunks >= commonWordChunks),
        )
  if (passages.length < limit && words.length > 1 && uncommon.length > 0) {
    const seen = new Set(passages.map((passage) => passage.chunkId))
    for (const passage of await rankedPassages(
      db,
      scope,
      anyWordQuery(uncommon.map((word) => word.word)),
      limit,
      false,
      uncommon,
    )) {
      if (passages.length >= limit) break
      if (!seen.has(passage.chunkId)) passages.push(passage)
    }
  }
  return passages
}

/** A rare word weighs more: ln(1 + commonWordChunks / chunks), as inverse document frequency does. */
const weightOf = (word: WeighedWord) => Math.log(1 + commonWordChunks / Math.max(1, word.chunks))

/**
 * Ranked by cover density, or with `weighed` words (the fill-up) first by the summed weight of the
 * words a chunk contains, so a chunk with the question's rarest word comes before one that repeats
 * its most frequent one.
 */
async function rankedPassages(
  db: Database,
  scope: SourceScope,
  tsquery: SQL,
  limit: number,
  capped: boolean,
  weighed?: readonly WeighedWord[],
): Promise<Passage[]> {
  if (weighed) return weighedPassages(db, scope, tsquery, limit, weighed)
  // Capped: the chunks matching are many (every word is common); rank the first commonWordChunks only.
  // The search condition is then checked inside (through the GIN index) and not again outside, where
  // it would read each candidate's search vector once more (decision 0057).
  const candidates = capped
    ? sql`(select c0.* from knowledge_chunks c0
          join knowledge_files f on f.id = c0.file_id
          left join knowledge_collections k on k.id = f.collection_id
          where c0.tenant_group = ${scope.tenantGroup} and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready'
            and ${scopeCondition(scope)} and c0.search_vector @@ (select query from q)
          limit ${commonWordChunks})`
    : sql`knowledge_chunks`
  const result = (await db.execute(sql`
    with q as (select (${tsquery}) as query)
    select ${passageColumns}, ts_rank_cd(c.search_vector, q.query) as score
    from q, ${candidates} c
    join knowledge_files f on f.id = c.file_id
    left join knowledge_collections k on k.id = f.collection_id
    where ${inScope(scope)}${capped ? sql`` : sql` and c.search_vector @@ q.query`}
    order by score desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}

/**
 * The fill-up's ranking, the same order as "summed weight, then cover density, then id", with less
 * reading (decision 0057). A chunk's search vector is stored out of line (TOAST): every function
 * reading it fetches and decompresses it again, and the weight (one `@@` per word) and the cover
 * density read it once per word and once more, for every candidate (up to about 800). Now which
 * words a chunk holds comes from the GIN index (one bitmap scan per word, a bit per word, no search
 * vector read), and cover density is computed only for the chunks that can still make the list:
 * those weighing at least as much as the `limit`-th (ties included), each vector read once. Each
 * chunk's words are gathered once (a materialized CTE) and its file checked by a lookup of its own
 * (lateral, `limit 1` so the planner keeps it one): on tables without statistics the planner had
 * joined every file to all matching chunks and sorted them again per file (46 ms instead of 14 for
 * 200 one-page files, docs/benchmarks.md, "First token").
 */
async function weighedPassages(
  db: Database,
  scope: SourceScope,
  tsquery: SQL,
  limit: number,
  weighed: readonly WeighedWord[],
): Promise<Passage[]> {
  // Each word's query and the question's are computed once (a sub-select, a materialized CTE): a
  // prepared statement's generic plan (decision 0073) otherwise parses them again for every row.
  const perWord = sql.join(
    weighed.map(
      (word, i) => sql`select c.id, c.file_id, ${2 ** i}::bigint as bit from knowledge_chunks c
      where c.tenant_group = ${scope.tenantGroup} and c.search_vector @@ (select ${anyWordQuery([word.word])})`,
    ),
    sql` union all `,
  )
  // The summed weight in word order, term by term as before, so equal word sets weigh exactly the same.
  const weight = sql.join(
    weighed.map(
      (word, i) => sql`(case when h.words & ${2 ** i} <> 0 then ${weightOf(word)}::float8 else 0 end)`,
    ),
    sql` + `,
  )
  const result = (await db.execute(sql`
    with q as materialized (select (${tsquery}) as query),
    matched as materialized (select w.id, w.file_id, bit_or(w.bit) as words from (${perWord}) w group by w.id, w.file_id),
    hits as materialized (
      select h.id, ${weight} as weight
      from matched h
      cross join lateral (select 1 from knowledge_files f left join knowledge_collections k on k.id = f.collection_id
        where f.id = h.file_id and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready' and ${scopeCondition(scope)} limit 1) in_scope),
    cut as (select weight from hits order by weight desc limit 1 offset ${limit - 1})
    select ${passageColumns}, ts_rank_cd(c.search_vector, q.query) as score, h.weight
    from q, hits h
    join knowledge_chunks c on c.id = h.id
    join knowledge_files f on f.id = c.file_id
    where h.weight >= coalesce((select weight from cut), 0)
    order by h.weight desc, score desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}

/**
 * Passages spread over the scope's documents, for a tool that needs an overview rather than an
 * answer (the FAQ's questions, decision 0048): up to `limit`, taken round-robin over the files (each
 * file's passages in order), so every document is represented. `excludeFileIds` leaves files out
 * (the FAQ document itself).
 */
export async function samplePassages(
  db: Database,
  scope: SourceScope,
  limit: number,
  excludeFileIds: readonly string[] = [],
): Promise<Passage[]> {
  const excluded =
    excludeFileIds.length === 0
      ? sql`true`
      : sql`f.id not in (${sql.join(
          excludeFileIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
  const result = (await db.execute(sql`
    select * from (
      select ${passageColumns}, 0 as score,
        row_number() over (partition by c.file_id order by c.ordinal) as nth
      from knowledge_chunks c
      join knowledge_files f on f.id = c.file_id
      left join knowledge_collections k on k.id = f.collection_id
      where ${inScope(scope)} and ${excluded}) s
    where s.nth <= ${Math.max(1, limit)}
    order by s.nth, s.filename, s.file_id
    limit ${Math.max(1, limit)}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}
