// Whether this database can rank passages by vectors (decision 0039), and its nearest-neighbour
// indexes (decision 0044). pgvector is created at start when the database offers it: PGlite always
// (@electric-sql/pglite-pgvector), PostgreSQL only when the server has the extension installed
// (Debian's PostgreSQL 15 has not). Without it, retrieval stays full-text only and indexing stores no
// vectors.
//
// Vectors stay `real[]` (migration 0011 runs without pgvector). An HNSW index needs a fixed dimension,
// so each dimension gets its own partial expression index, created here at runtime (never by a
// migration) the first time vectors of that dimension are stored, and at start for those already
// stored:
//   create index ... using hnsw ((embedding::vector(N)) vector_cosine_ops) where dimensions = N
// A query uses it when it orders by exactly `embedding::vector(N) <=> q` and says `dimensions = N`
// (vectorIndexExpression); retrieve.ts falls back to the exact scan when the index gives too few rows.
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'

export interface VectorSearch {
  /** pgvector's version, e.g. "0.8.0". */
  readonly version: string
  /** HNSW indexes exist from pgvector 0.5. */
  readonly hnsw: boolean
  /** `hnsw.iterative_scan` (pgvector 0.8): the index scan goes on until enough rows pass the filters. */
  readonly iterativeScan: boolean
}

const availability = new WeakMap<Database, VectorSearch | null>()
/** Dimensions whose index this process made sure of, per database. */
const indexed = new WeakMap<Database, Map<number, Promise<boolean>>>()

/** pgvector's HNSW index takes `vector` of at most 2,000 dimensions; larger ones are searched exactly. */
export const maxIndexedDimensions = 2000

/** Creates the extension if the database has it, and remembers whether it is there. */
export async function detectVectorSearch(db: Database, log?: FastifyBaseLogger): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists vector`)
  } catch (error) {
    // Not installed, or not ours to create (another process may have created it meanwhile): the check below decides.
    log?.debug({ err: error }, 'pgvector could not be created')
  }
  const found = (await db.execute(
    sql`select extversion from pg_extension where extname = 'vector'`,
  )) as unknown as { rows: { extversion: string }[] }
  const version = found.rows[0]?.extversion
  const search =
    version === undefined
      ? null
      : { version, hnsw: atLeast(version, [0, 5]), iterativeScan: atLeast(version, [0, 8]) }
  availability.set(db, search)
  indexed.set(db, new Map())
  log?.info(
    { vectorSearch: search !== null, pgvector: version },
    search ? 'pgvector available: hybrid retrieval' : 'pgvector not available: full-text retrieval only',
  )
  if (search?.hnsw) {
    // Vectors stored before this process (or before an upgrade) get their index now.
    const stored = (await db.execute(
      sql`select distinct dimensions from knowledge_chunk_embeddings`,
    )) as unknown as { rows: { dimensions: number }[] }
    for (const row of stored.rows) await ensureVectorIndex(db, Number(row.dimensions), log)
  }
  return search !== null
}

/** False until detectVectorSearch ran on this database. */
export function hasVectorSearch(db: Database): boolean {
  return (availability.get(db) ?? null) !== null
}

export function vectorSearchOf(db: Database): VectorSearch | null {
  return availability.get(db) ?? null
}

function atLeast(version: string, [major, minor]: [number, number]): boolean {
  const [a = 0, b = 0] = version.split('.').map(Number)
  return a > major || (a === major && b >= minor)
}

/** Whether vectors of this many dimensions can have (and so may already have) an HNSW index. */
export function indexableDimensions(db: Database, dimensions: number): boolean {
  return (
    (vectorSearchOf(db)?.hnsw ?? false) &&
    Number.isInteger(dimensions) &&
    dimensions > 0 &&
    dimensions <= maxIndexedDimensions
  )
}

/** The indexed expression for vectors of `dimensions`: a query must order by exactly this. */
export function vectorIndexExpression(dimensions: number): SQL {
  if (!Number.isInteger(dimensions) || dimensions <= 0) throw new Error(`bad dimensions ${dimensions}`)
  return sql.raw(`e.embedding::vector(${dimensions})`)
}

/**
 * Creates the HNSW index for vectors of `dimensions` unless it exists; once per process and
 * dimension. Its failure (another process creating the same index, a lack of rights) is logged and
 * leaves retrieval exact: the index is a speed-up, never a condition.
 */
export function ensureVectorIndex(
  db: Database,
  dimensions: number,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  if (!indexableDimensions(db, dimensions)) return Promise.resolve(false)
  const known = indexed.get(db) ?? new Map<number, Promise<boolean>>()
  indexed.set(db, known)
  let pending = known.get(dimensions)
  if (!pending) {
    const name = `knowledge_chunk_embeddings_hnsw_${dimensions}`
    pending = db
      .execute(
        sql.raw(
          `create index if not exists ${name} on knowledge_chunk_embeddings using hnsw ((embedding::vector(${dimensions})) vector_cosine_ops) where dimensions = ${dimensions}`,
        ),
      )
      .then(
        () => true,
        async (error: unknown) => {
          const exists = (await db.execute(
            sql`select 1 from pg_indexes where indexname = ${name}`,
          )) as unknown as { rows: unknown[] }
          if (exists.rows.length === 0)
            log?.warn({ err: error, dimensions }, 'vector index could not be created; exact vector search')
          return exists.rows.length > 0
        },
      )
    known.set(dimensions, pending)
  }
  return pending
}

/** A vector as pgvector's text form, to be cast with `::vector` in SQL. */
export function vectorLiteral(vector: readonly number[]): string {
  return `[${vector.join(',')}]`
}
