// Vector retrieval (decisions 0039, 0040): the passages nearest to the question's embedding, through
// the dimension's HNSW index where it exists, else an exact scan.
import { sql } from 'drizzle-orm'
import { AiCallFailed, AiRefusal, embedTexts, resolveEmbeddingModelId } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { inScope, passageColumns, toPassage } from './passage-rows.ts'
import type { Passage, RetrieveOptions, SourceScope } from './retrieve.ts'
import {
  hasVectorSearch,
  indexableDimensions,
  vectorIndexExpression,
  vectorLiteral,
  vectorSearchOf,
} from './vector-search.ts'

/**
 * The passages nearest to the question's vector, by cosine distance, among vectors of the tenant's
 * current model and the question's dimensions only. Null when there is no vector search for this
 * tenant, or the question could not be embedded (logged; full text answers alone).
 */
export async function nearestPassages(
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
