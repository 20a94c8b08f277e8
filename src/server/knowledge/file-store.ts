// Files and their bytes (decision 0034: in the database, so every process reaches every file). The
// bytes are kept in parts of 256 KB, each written and read in a statement of its own (byte-parts.ts,
// decision 0056): no transaction around them, since on PGlite it would hold the one connection for the
// whole file. The row comes first, then its parts; a failure deletes the row (the parts go with it),
// and the index job is enqueued only once the file is whole. A file whose parts fall short of its size
// (a server stopped while storing it) is never read, and is deleted at the next start.
import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { knowledgeFileParts, knowledgeFiles } from '../db/ai-tables.ts'
import { readByteParts, writeByteParts, type PartsTable } from '../db/byte-parts.ts'
import type { Database } from '../db/connect.ts'
import { deleteChunks } from './insert-chunks.ts'

const fileParts: PartsTable = {
  name: 'knowledge_file_parts',
  key: knowledgeFileParts.fileId.name,
  seq: knowledgeFileParts.seq.name,
  part: knowledgeFileParts.part.name,
}

export type KnowledgeFile = typeof knowledgeFiles.$inferSelect

export interface NewKnowledgeFile {
  readonly tenantGroup: string
  readonly collectionId?: string | null
  readonly threadId?: string | null
  readonly assistantId?: string | null
  readonly uploadedBy: string
  readonly filename: string
  readonly extension: string
  readonly mediaType: string
  readonly metadata?: Record<string, string>
}

export async function storeFile(
  db: Database,
  file: NewKnowledgeFile,
  bytes: Uint8Array,
): Promise<KnowledgeFile> {
  const id = randomUUID()
  const [row] = await db
    .insert(knowledgeFiles)
    .values({
      id,
      tenantGroup: file.tenantGroup,
      collectionId: file.collectionId ?? null,
      threadId: file.threadId ?? null,
      assistantId: file.assistantId ?? null,
      uploadedBy: file.uploadedBy,
      filename: file.filename,
      extension: file.extension,
      mediaType: file.mediaType,
      sizeBytes: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      metadata: file.metadata ?? {},
    })
    .returning()
  try {
    await writeByteParts(db, fileParts, id, bytes)
  } catch (error) {
    await db.delete(knowledgeFiles).where(eq(knowledgeFiles.id, id))
    throw error
  }
  return row!
}

/** The file's bytes, read part by part; null when there is no such file or it is not whole (still being stored). */
export async function readFileBytes(
  db: Database,
  tenantGroup: string,
  fileId: string,
): Promise<Uint8Array | null> {
  const file = await findFile(db, tenantGroup, fileId)
  if (!file) return null
  const bytes = await readByteParts(db, fileParts, fileId)
  return bytes && bytes.byteLength === file.sizeBytes
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : null
}

/**
 * Deletes files whose parts fall short of their size and that are older than `minutes`: a server
 * stopped while storing them (nothing half stored stays). For the server's start.
 */
export async function deleteIncompleteFiles(db: Database, minutes = 10): Promise<number> {
  const result = (await db.execute(sql`
    delete from knowledge_files f
    where f.created_at < now() - make_interval(mins => ${minutes})
      and f.size_bytes > coalesce((select sum(octet_length(p.part)) from knowledge_file_parts p where p.file_id = f.id), 0)
    returning f.id`)) as unknown as { rows: unknown[] }
  return result.rows.length
}

export async function findFile(
  db: Database,
  tenantGroup: string,
  fileId: string,
): Promise<KnowledgeFile | null> {
  const [row] = await db
    .select()
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.tenantGroup, tenantGroup)))
  return row ?? null
}

/**
 * File, parts and chunks go together (the foreign keys cascade); the chunks first, a few at a time,
 * so that a large file's chunks and their lexeme counts are not one long statement.
 */
export async function deleteFile(db: Database, tenantGroup: string, fileId: string): Promise<boolean> {
  if (!(await findFile(db, tenantGroup, fileId))) return false
  await deleteChunks(db, fileId)
  const deleted = await db
    .delete(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.tenantGroup, tenantGroup)))
    .returning({ id: knowledgeFiles.id })
  return deleted.length > 0
}

export async function setFileStatus(
  db: Database,
  fileId: string,
  fields: Partial<
    Pick<
      KnowledgeFile,
      | 'status'
      | 'errorCode'
      | 'errorDetail'
      | 'language'
      | 'unitCount'
      | 'chunkCount'
      | 'vectorModelId'
      | 'vectorErrorCode'
    >
  >,
): Promise<void> {
  await db
    .update(knowledgeFiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(knowledgeFiles.id, fileId))
}
