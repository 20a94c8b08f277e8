// Writes a file's chunks with their search vectors. Short transactions of at most 200 chunks, so a
// large document never holds the (single, on PGlite) connection for long; a re-index replaces the old ones.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import type { DocumentChunk } from './document-seam.ts'

const batchSize = 200
const configs = new Set(['german', 'french', 'english', 'simple'])

export interface ChunkTarget {
  readonly fileId: string
  readonly tenantGroup: string
  /** Text-search configuration: the document's language, else the tenant's. */
  readonly language: string
}

export async function replaceChunks(db: Database, target: ChunkTarget, chunks: readonly DocumentChunk[], signal?: AbortSignal): Promise<number> {
  const config = configs.has(target.language) ? target.language : 'simple'
  await db.execute(sql`delete from knowledge_chunks where file_id = ${target.fileId}`)
  for (let start = 0; start < chunks.length; start += batchSize) {
    signal?.throwIfAborted()
    const rows = chunks.slice(start, start + batchSize).map(
      (chunk) => sql`(${target.fileId}, ${target.tenantGroup}, ${chunk.ordinal}, ${chunk.unitKind}, ${chunk.unitNumber}, ${chunk.heading}, ${chunk.text},
        setweight(to_tsvector(${config}::regconfig, ${chunk.heading}), 'A') || to_tsvector(${config}::regconfig, ${chunk.text}))`,
    )
    await db.execute(sql`insert into knowledge_chunks (file_id, tenant_group, ordinal, unit_kind, unit_number, heading, text, search_vector)
      values ${sql.join(rows, sql`, `)}`)
  }
  return chunks.length
}
