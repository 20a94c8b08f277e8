// Passages for a question (the chat's sources): only ready files of the caller's tenant, only the
// sources the scope names, ranked by full-text cover density and, where the database and the tenant
// offer vectors, by cosine similarity too (hybrid, decision 0039). The question is parsed in each
// language a document may be indexed in (german, french, english), so a German question finds a
// German document's inflected forms.
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { AiCallFailed, AiRefusal, embedTexts, resolveEmbeddingModelId } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { expansionWords } from './field-terms.ts'
import { fuseRankings } from './fuse-rankings.ts'
import { readProfiles, tenantProducts, type StoredProfile } from './profile/profile-store.ts'
import { analyseQuestion } from './question-analysis.ts'
import { rankPassages } from './rank-passages.ts'
import {
  hasVectorSearch,
  indexableDimensions,
  vectorIndexExpression,
  vectorLiteral,
  vectorSearchOf,
} from './vector-search.ts'

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

/** Any of the words, in any of the languages. */
function anyWordQuery(words: readonly string[]): SQL {
  return sql.join(
    words.flatMap((word) => configs.map((config) => sql`plainto_tsquery(${config}::regconfig, ${word})`)),
    sql` || `,
  )
}

/** Which files the scope reaches, as a condition on `f` (knowledge_files) and `k` (its collection). */
export function scopeCondition(scope: SourceScope): SQL {
  const parts: SQL[] = []
  const internalOk = scope.includeInternal ? sql`true` : sql`k.internal = false`
  if (scope.collections === 'internal') {
    if (scope.includeInternal) parts.push(sql`(f.collection_id is not null and k.internal = true)`)
  } else if (scope.collections === 'all') {
    parts.push(sql`(f.collection_id is not null and ${internalOk})`)
  } else if (Array.isArray(scope.collections) && scope.collections.length > 0) {
    const ids = sql.join(
      scope.collections.map((id) => sql`${id}`),
      sql`, `,
    )
    parts.push(sql`(f.collection_id in (${ids}) and ${internalOk})`)
  }
  if (scope.threadId) parts.push(sql`f.thread_id = ${scope.threadId}`)
  if (scope.assistantId) parts.push(sql`f.assistant_id = ${scope.assistantId}`)
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`
}

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
  const ofProduct =
    analysis.products.length === 0
      ? []
      : await productPassages(db, scope, analysis.products, [query, ...expansion].join(' '), candidates)
  const lists = [fullText, crossLingual, byVector ?? [], ofProduct, ...translated].filter(
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

/**
 * Passages of the documents whose profile names one of `products`, those holding the question's words
 * (in any of the three languages) first, by cover density. Only chunks holding at least one of the
 * words are read, through the GIN index, so a product with many documents stays cheap.
 */
async function productPassages(
  db: Database,
  scope: SourceScope,
  products: readonly string[],
  text: string,
  limit: number,
): Promise<Passage[]> {
  const words = (await contentWords(db, text)).filter(
    (word) => !products.some((product) => product.toLowerCase() === word),
  )
  if (words.length === 0) return []
  const names = sql.join(
    products.map((product) => sql`${product.toLowerCase()}`),
    sql`, `,
  )
  const result = (await db.execute(sql`
    with q as materialized (select (${anyWordQuery(words)}) as query)
    select ${passageColumns}, ts_rank_cd(c.search_vector, q.query) as score
    from q, knowledge_document_profiles p
    join knowledge_files f on f.id = p.file_id
    join knowledge_chunks c on c.file_id = f.id
    left join knowledge_collections k on k.id = f.collection_id
    where p.tenant_group = ${scope.tenantGroup} and lower(p.product) in (${names})
      and ${inScope(scope)} and c.search_vector @@ q.query
    order by score desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}

const passageColumns = sql`c.id, c.file_id, f.filename, f.collection_id, c.unit_kind, c.unit_number, c.heading, c.text, f.language`

/** Ready files of the tenant that the scope reaches; `c` is the chunk, `f` its file, `k` its collection. */
const inScope = (scope: SourceScope) =>
  sql`c.tenant_group = ${scope.tenantGroup} and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready' and ${scopeCondition(scope)}`

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
 * The passages nearest to the question's vector, by cosine distance, among vectors of the tenant's
 * current model and the question's dimensions only. Null when there is no vector search for this
 * tenant, or the question could not be embedded (logged; full text answers alone).
 */
async function nearestPassages(
  db: Database,
  scope: SourceScope,
  query: string,
  limit: number,
  options: RetrieveOptions,
): Promise<Passage[] | null> {
  if (!hasVectorSearch(db) || query.trim() === '') return null
  const modelId = await resolveEmbeddingModelId(db, scope.tenantGroup)
  if (!modelId) return null
  let vector: number[] | undefined
  try {
    const context = {
      db,
      tenantGroup: scope.tenantGroup,
      userId: options.userId ?? null,
      tool: 'embedding',
      assistantId: scope.assistantId ?? null,
      threadId: scope.threadId ?? null,
      signal: options.signal,
      log: options.log,
    }
    vector = (await embedTexts(context, { modelId, texts: [query] }))[0]
  } catch (error) {
    if (!(error instanceof AiCallFailed || error instanceof AiRefusal)) throw error
    // A stopped question (ai.stopped) lands here too: the caller notices its own abort.
    if (!options.signal?.aborted)
      options.log?.warn({ code: error.code }, 'the question could not be embedded; full-text retrieval only')
    return null
  }
  // pgvector refuses NaN and infinities: a vector with them is as good as none.
  if (!vector || vector.length === 0 || !vector.every(Number.isFinite)) return null
  const nearest = await nearestByVector(db, scope, modelId, vector, limit)
  // Ordered by similarity, so the floor cuts a tail: what remains is what the vectors vouch for.
  return nearest.filter((passage) => passage.score >= options.minSimilarity)
}

/** hnsw.ef_search: candidates the index keeps while it walks its graph (pgvector's default is 40). */
const efSearch = 100
/**
 * hnsw.max_scan_tuples: how far an iterative scan goes looking for rows in scope (pgvector's default
 * is 20,000). A scope that needs more holds a small share of the tenant's vectors: the exact scan,
 * which casts only the rows in scope, answers it faster than a long walk through the graph.
 */
const maxScanTuples = 2000

/**
 * The `limit` passages in scope nearest to `vector` by cosine distance, among vectors of `modelId`
 * and of the vector's dimensions. Through the dimension's HNSW index where it exists (decision
 * 0040): it returns candidates in order of distance and the joins drop those out of tenant or scope;
 * with pgvector 0.8 the scan goes on until `limit` rows passed (`hnsw.iterative_scan`), up to
 * `maxScanTuples` index entries. When the index yields fewer than `limit` rows (a narrow scope, few
 * vectors), the exact scan answers instead, so a narrow scope never loses a passage it holds.
 * `exact` forces the exact scan (the benchmark compares both).
 */
export async function nearestByVector(
  db: Database,
  scope: SourceScope,
  modelId: string,
  vector: readonly number[],
  limit: number,
  { exact = false } = {},
): Promise<Passage[]> {
  const literal = vectorLiteral(vector)
  const dimensions = vector.length
  if (!exact && indexableDimensions(db, dimensions)) {
    const expression = vectorIndexExpression(dimensions)
    const query = sql`${literal}::${sql.raw(`vector(${dimensions})`)}`
    const iterative = vectorSearchOf(db)!.iterativeScan
    const rows = await db.transaction(async (tx) => {
      // Transaction-local settings: on PostgreSQL the pool's connections keep their defaults.
      await tx.execute(
        sql`select set_config('hnsw.ef_search', ${String(Math.max(efSearch, limit))}, true)${iterative ? sql`, set_config('hnsw.iterative_scan', 'strict_order', true), set_config('hnsw.max_scan_tuples', ${String(maxScanTuples)}, true)` : sql``}`,
      )
      // `dimensions = N` as a literal, so the planner matches the partial index's predicate.
      const result = (await tx.execute(sql`
        select ${passageColumns}, 1 - (${expression} <=> ${query}) as score
        from knowledge_chunk_embeddings e
        join knowledge_chunks c on c.id = e.chunk_id
        join knowledge_files f on f.id = c.file_id
        left join knowledge_collections k on k.id = f.collection_id
        where e.dimensions = ${sql.raw(String(dimensions))} and e.tenant_group = ${scope.tenantGroup} and e.model_id = ${modelId} and ${inScope(scope)}
        order by ${expression} <=> ${query}
        limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
      return result.rows
    })
    if (rows.length >= limit) return rows.map(toPassage)
  }
  const result = (await db.execute(sql`
    select ${passageColumns}, 1 - (e.embedding::vector <=> ${literal}::vector) as score
    from knowledge_chunk_embeddings e
    join knowledge_chunks c on c.id = e.chunk_id
    join knowledge_files f on f.id = c.file_id
    left join knowledge_collections k on k.id = f.collection_id
    where e.tenant_group = ${scope.tenantGroup} and e.model_id = ${modelId} and e.dimensions = ${dimensions} and ${inScope(scope)}
    order by e.embedding::vector <=> ${literal}::vector, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}

function toPassage(row: Record<string, unknown>): Passage {
  return {
    chunkId: Number(row.id),
    fileId: String(row.file_id),
    filename: String(row.filename),
    collectionId: (row.collection_id as string | null) ?? null,
    unitKind: String(row.unit_kind),
    unitNumber: row.unit_number === null ? null : Number(row.unit_number),
    heading: String(row.heading),
    text: String(row.text),
    score: Number(row.score),
    language: (row.language as string | null) ?? null,
  }
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
