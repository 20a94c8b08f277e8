// Whether this database can rank passages by vectors (decision 0039). pgvector is created at start
// when the database offers it: PGlite always (@electric-sql/pglite-pgvector), PostgreSQL only when
// the server has the extension installed (Debian's PostgreSQL 15 has not). Without it, retrieval stays
// full-text only and indexing stores no vectors.
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'

const availability = new WeakMap<Database, boolean>()

/** Creates the extension if the database has it, and remembers whether it is there. */
export async function detectVectorSearch(db: Database, log?: FastifyBaseLogger): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists vector`)
  } catch (error) {
    // Not installed, or not ours to create (another process may have created it meanwhile): the check below decides.
    log?.debug({ err: error }, 'pgvector could not be created')
  }
  const found = (await db.execute(sql`select 1 from pg_extension where extname = 'vector'`)) as unknown as { rows: unknown[] }
  const available = found.rows.length > 0
  availability.set(db, available)
  log?.info({ vectorSearch: available }, available ? 'pgvector available: hybrid retrieval' : 'pgvector not available: full-text retrieval only')
  return available
}

/** False until detectVectorSearch ran on this database. */
export function hasVectorSearch(db: Database): boolean {
  return availability.get(db) ?? false
}

/** A vector as pgvector's text form, to be cast with `::vector` in SQL. */
export function vectorLiteral(vector: readonly number[]): string {
  return `[${vector.join(',')}]`
}
