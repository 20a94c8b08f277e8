// Files and their bytes (decision 0034: in the database, so every process reaches every file). A file
// row and its blob are written in one transaction: there is never a row without bytes or bytes without a row.
import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { knowledgeFileBlobs, knowledgeFiles } from '../db/ai-tables.ts'
import type { Database } from '../db/connect.ts'

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

export async function storeFile(db: Database, file: NewKnowledgeFile, bytes: Uint8Array): Promise<KnowledgeFile> {
  const id = randomUUID()
  return db.transaction(async (tx) => {
    const [row] = await tx
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
    await tx.insert(knowledgeFileBlobs).values({ fileId: id, content: bytes })
    return row!
  })
}

export async function readFileBytes(db: Database, tenantGroup: string, fileId: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ content: knowledgeFileBlobs.content })
    .from(knowledgeFileBlobs)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, knowledgeFileBlobs.fileId))
    .where(and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.tenantGroup, tenantGroup)))
  return row ? new Uint8Array(row.content) : null
}

export async function findFile(db: Database, tenantGroup: string, fileId: string): Promise<KnowledgeFile | null> {
  const [row] = await db.select().from(knowledgeFiles).where(and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.tenantGroup, tenantGroup)))
  return row ?? null
}

/** File, blob and chunks go together (the foreign keys cascade). */
export async function deleteFile(db: Database, tenantGroup: string, fileId: string): Promise<boolean> {
  const deleted = await db
    .delete(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.tenantGroup, tenantGroup)))
    .returning({ id: knowledgeFiles.id })
  return deleted.length > 0
}

export async function setFileStatus(
  db: Database,
  fileId: string,
  fields: Partial<Pick<KnowledgeFile, 'status' | 'errorCode' | 'errorDetail' | 'language' | 'unitCount' | 'chunkCount' | 'vectorModelId' | 'vectorErrorCode'>>,
): Promise<void> {
  await db.update(knowledgeFiles).set({ ...fields, updatedAt: sql`now()` }).where(eq(knowledgeFiles.id, fileId))
}
