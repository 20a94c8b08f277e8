// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the same SQL, so one Drizzle schema and one set of migrations serve both.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { vector } from '@electric-sql/pglite-pgvector'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import * as schema from './schema.ts'
import { TransactionPool } from './pg-transaction-pool.ts'
import { AiConfigCache, aiConfigChangedChannel, attachAiConfigCache } from './ai-config-cache.ts'
import { authChangedChannel, SessionCache } from './session-cache.ts'
import { usePreparedStatements } from './pglite-prepared.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres'
  readonly db: Database
  /** Applies pending migrations. */
  migrate(): Promise<void>
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  /** The session cache: PGlite only, where this process is the only writer (session-cache.ts). */
  readonly sessionCache: SessionCache | null
  /** PGlite only: the whole database as an uncompressed tarball, which `pgliteDump` opens again. */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  readonly databaseUrl?: string
  /** Directory for PGlite's files; `memory` keeps everything in memory (tests). */
  readonly dataDir: string | 'memory'
  /**
   * With `memory`: start from this dump of another PGlite database instead of an empty one. Tests
   * open a migrated dump (tests/support/database-template.ts): PGlite's own initdb takes seconds.
   */
  readonly pgliteDump?: Blob
  readonly onPoolError?: (error: Error) => void
}

/** Arbitrary constant naming Tessera's migration lock. */
const migrationLockKey = 7_283_911

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError)
  return openPglite(options.dataDir, options.pgliteDump)
}

const byteaType = 17

/**
 * bytea in and out of PGlite through Buffer's native hex codec. PGlite's own serializer builds one
 * string per byte (`Array.from(bytes).map(...)`) and its parser one parseInt per byte, on the event
 * loop: storing a 10 MB upload file stalled every request for 5 to 12 s (docs/benchmarks.md, issue
 * 19). Reading gives a Buffer, as pg does on PostgreSQL.
 */
export const pgliteByteaCodec = {
  serializers: {
    [byteaType]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type')
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`
    },
  },
  parsers: { [byteaType]: (text: string) => Buffer.from(text.slice(2), 'hex') },
}

async function openPglite(dataDir: string, dump: Blob | undefined): Promise<DatabaseHandle> {
  let client: PGlite
  // pg_trgm backs the product-data lists' search indexes (migration 0001); pgvector the knowledge
  // vectors (decision 0039), created at start by detectVectorSearch.
  const options = { extensions: { pg_trgm, vector }, ...pgliteByteaCodec }
  if (dataDir === 'memory') {
    client = await PGlite.create(dump ? { ...options, loadDataDir: dump } : options)
  } else {
    const directory = join(dataDir, 'pgdata')
    mkdirSync(directory, { recursive: true })
    client = await PGlite.create(directory, options)
  }
  // Statements run again are named prepared statements: parsed and planned once (decision 0073).
  usePreparedStatements(client)
  const db = drizzlePglite(client, { schema }) as unknown as Database
  const sessionCache = new SessionCache(() => !client.closed)
  await client.listen(authChangedChannel, () => sessionCache.clear())
  const aiConfigCache = new AiConfigCache(() => !client.closed, 1_000)
  attachAiConfigCache(db, aiConfigCache)
  await client.listen(aiConfigChangedChannel, () => aiConfigCache.clear())
  return {
    kind: 'pglite',
    db,
    sessionCache,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw Object.assign(new Error('PGlite is closed'), { code: 'DB_CLOSED' })
      await db.execute(sql`select 1`)
    },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    close: async () => {
      sessionCache.disable()
      aiConfigCache.disable()
      if (!client.closed) await client.close()
    },
  }
}

async function openPostgres(
  databaseUrl: string,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  // Short connect and statement timeouts: with the database gone, requests fail fast with 503 instead
  // of queueing; the pool reconnects on its own when it returns. A refused connection fails at once;
  // the connect timeout is for a connection being made (TCP and SCRAM): on a busy host (bench:cluster
  // at load 20) that took over 2 s, and a live database was answered as gone. Two connections stay
  // open between bursts, so a request seldom has to make one.
  const pool = new TransactionPool({
    connectionString: databaseUrl,
    max: 10,
    min: 2,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
  })
  pool.on('error', (error) => onPoolError?.(error))
  // pg-pool listens for errors only on idle clients and inside pool.query. A client checked out for a
  // transaction (drizzle's transaction, the migration lock) has no listener of its own, so a connection
  // lost mid-transaction would be an uncaught 'error' event and end the process. The failed query
  // already rejects its caller; this listener only keeps the event from escaping.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    kind: 'postgres',
    db,
    sessionCache: null,
    migrate: async () => {
      // Several instances may start at once: an advisory lock lets one migrate while the others wait.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey])
        await migratePg(drizzlePg(client), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {})
        client.release()
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      if (!pool.ended) await pool.end()
    },
  }
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'DB_CLOSED',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

/** Whether an error means the database is unreachable (as opposed to a bug or a constraint). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && unavailableCodes.has(candidate.code)) return true
    const message = typeof candidate.message === 'string' ? candidate.message : ''
    if (
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end|Query read timeout|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true
    current = candidate.cause
  }
  return false
}
