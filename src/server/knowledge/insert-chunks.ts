// Writes a file's chunks with their search vectors; a re-index replaces the old ones. Each statement
// is its own short transaction (decision 0056): on PGlite a statement runs on the server's own event
// loop, and awaiting PGlite's answers alone never lets another request in. The number of chunks per
// statement follows the time the last one took (search vectors, the GIN index and the lexeme counts
// of migration 0023 cost 2 to 20 ms a chunk, depending on the machine's load), so that a statement
// stays near `statementMs`. (A pause as long as the statement after each one was tried: six times
// slower indexing on the loaded test machine, and no fewer requests over 100 ms; decision 0056.)
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import type { DocumentChunk } from './document-seam.ts'

/** Aimed-at length of one statement; other requests wait at most about this long behind it. */
export const statementMs = 25
const firstBatch = 4
const maxBatch = 200
const configs = new Set(['german', 'french', 'english', 'simple'])

export interface ChunkTarget {
  readonly fileId: string
  readonly tenantGroup: string
  /** Text-search configuration: the document's language, else the tenant's. */
  readonly language: string
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Statements sized by time: `run(size)` does up to `size` items and says how many it did (0: done).
 * The next size aims at `statementMs` from the time per item the last statement took; the event loop
 * turns between two statements.
 */
export async function inTimedBatches(
  run: (size: number) => Promise<number>,
  signal?: AbortSignal,
): Promise<void> {
  for (let size = firstBatch; ;) {
    signal?.throwIfAborted()
    const at = performance.now()
    const done = await run(size)
    if (done === 0) return
    size = Math.max(
      1,
      Math.min(maxBatch, Math.floor(statementMs / Math.max(0.01, (performance.now() - at) / done))),
    )
    await yieldToEventLoop()
  }
}

/** Deletes the chunks of a file a few at a time (their lexeme counts go down in the same statements). */
export async function deleteChunks(db: Database, fileId: string, signal?: AbortSignal): Promise<void> {
  await inTimedBatches(async (size) => {
    const result = (await db.execute(sql`delete from knowledge_chunks where id in
      (select id from knowledge_chunks where file_id = ${fileId} limit ${size})`)) as unknown as {
      rowCount?: number | null
      affectedRows?: number
    }
    return Number(result.rowCount ?? result.affectedRows ?? 0)
  }, signal)
}

export async function replaceChunks(
  db: Database,
  target: ChunkTarget,
  chunks: readonly DocumentChunk[],
  signal?: AbortSignal,
): Promise<number> {
  const config = configs.has(target.language) ? target.language : 'simple'
  await deleteChunks(db, target.fileId, signal)
  let start = 0
  await inTimedBatches(async (size) => {
    const batch = chunks.slice(start, start + size)
    if (batch.length === 0) return 0
    const rows = batch.map(
      (
        chunk,
      ) => sql`(${target.fileId}, ${target.tenantGroup}, ${chunk.ordinal}, ${chunk.unitKind}, ${chunk.unitNumber}, ${chunk.heading}, ${chunk.text},
        setweight(to_tsvector(${config}::regconfig, ${chunk.heading}), 'A') || to_tsvector(${config}::regconfig, ${chunk.text}))`,
    )
    await db.execute(sql`insert into knowledge_chunks (file_id, tenant_group, ordinal, unit_kind, unit_number, heading, text, search_vector)
      values ${sql.join(rows, sql`, `)}`)
    start += batch.length
    return batch.length
  }, signal)
  return chunks.length
}
