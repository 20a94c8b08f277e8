// Job `knowledge.embed`: vectors for a ready file's chunks from the tenant's current embeddings model.
// Queued for every ready file when a tenant's embeddings model changes; until it ran, retrieval ranks
// that file's passages by full text only (vectors of another model are never compared, decision 0039).
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { knowledgeFiles } from '../db/ai-tables.ts'
import { enqueueJob, type JobHandler } from '../jobs/index.ts'
import { embedFileChunks } from './embed-chunks.ts'
import { findFile } from './file-store.ts'

export const embedJobKind = 'knowledge.embed'

export const embedFileJob: JobHandler = async (job, { db, signal, log }) => {
  const fileId = String(job.payload.fileId)
  const file = await findFile(db, job.tenantGroup ?? '', fileId)
  // Deleted, or being indexed again (the index job embeds at its end).
  if (!file || file.status !== 'ready') return { skipped: file ? file.status : 'file deleted' }
  const outcome = await embedFileChunks(
    db,
    { fileId, tenantGroup: file.tenantGroup, userId: file.uploadedBy },
    { signal, log },
  )
  return { vectors: outcome.kind }
}

/** One job per ready file of the tenant whose vectors are not of this model; returns how many were queued. */
export async function enqueueEmbedding(db: Database, tenantGroup: string, modelId: string): Promise<number> {
  const files = await db
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(
      and(
        eq(knowledgeFiles.tenantGroup, tenantGroup),
        eq(knowledgeFiles.status, 'ready'),
        sql`${knowledgeFiles.vectorModelId} is distinct from ${modelId}`,
      ),
    )
  let queued = 0
  for (const file of files) {
    if (
      (await enqueueJob(db, {
        kind: embedJobKind,
        payload: { fileId: file.id },
        tenantGroup,
        dedupeKey: `${embedJobKind}:${file.id}`,
      })) !== null
    )
      queued++
  }
  return queued
}
