// Vectors for a file's chunks from the tenant's embeddings model, through the gateway (budget, timeout,
// retries, one ledger row per call). A batch of chunks is read, embedded with no transaction open, then
// written in short statements (insert-chunks.ts, decision 0056), so the single PGlite connection is
// never held while a provider answers nor for long while the vectors are indexed.
// A provider failure or refusal never fails the file: it stays searchable by full text, and the code
// is kept on the file for the data pool to show (decision 0039).
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { AiCallFailed, AiRefusal, embedTexts, resolveEmbeddingModelId } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { knowledgeChunkEmbeddings, knowledgeFiles } from '../db/ai-tables.ts'
import { inTimedBatches } from './insert-chunks.ts'
import { ensureVectorIndex, hasVectorSearch } from './vector-search.ts'

/** Chunks per gateway call and per insert. */
export const embedBatchSize = 64

export interface EmbedTarget {
  readonly fileId: string
  readonly tenantGroup: string
  /** Who the ledger charges: the uploader. */
  readonly userId: string | null
}

export type EmbedOutcome =
  | { kind: 'skipped' }
  | { kind: 'embedded'; modelId: string; vectors: number }
  | { kind: 'failed'; errorCode: string }

/** Embeds the chunks that lack a vector of the tenant's current model; records the outcome on the file. */
export async function embedFileChunks(
  db: Database,
  target: EmbedTarget,
  options: { signal?: AbortSignal; log?: FastifyBaseLogger } = {},
): Promise<EmbedOutcome> {
  const modelId = hasVectorSearch(db) ? await resolveEmbeddingModelId(db, target.tenantGroup) : null
  if (!modelId) {
    await recordOutcome(db, target.fileId, { vectorModelId: null, vectorErrorCode: null })
    return { kind: 'skipped' }
  }
  let vectors = 0
  let afterId = 0
  try {
    for (;;) {
      options.signal?.throwIfAborted()
      const batch = (await db.execute(sql`
        select c.id, c.heading, c.text from knowledge_chunks c
        left join knowledge_chunk_embeddings e on e.chunk_id = c.id and e.model_id = ${modelId}
        where c.file_id = ${target.fileId} and c.tenant_group = ${target.tenantGroup} and e.chunk_id is null and c.id > ${afterId}
        order by c.id limit ${embedBatchSize}`)) as unknown as {
        rows: { id: number | string; heading: string; text: string }[]
      }
      if (batch.rows.length === 0) break
      const texts = batch.rows.map((row) => (row.heading ? `${row.heading}\n${row.text}` : row.text))
      const embeddings = await embedTexts(
        {
          db,
          tenantGroup: target.tenantGroup,
          userId: target.userId,
          tool: 'embedding',
          signal: options.signal,
          log: options.log,
        },
        { modelId, texts },
      )
      const dimensions = embeddings[0]?.length ?? 0
      if (
        embeddings.length !== texts.length ||
        dimensions === 0 ||
        embeddings.some((vector) => vector.length !== dimensions || !vector.every(Number.isFinite))
      ) {
        throw new AiCallFailed('ai.badResponse')
      }
      // The first vectors of a dimension create its nearest-neighbour index (decision 0044).
      await ensureVectorIndex(db, dimensions, options.log)
      const rows = batch.rows.map(
        (row, index) =>
          sql`(${Number(row.id)}, ${target.tenantGroup}, ${modelId}, ${dimensions}, ${`{${embeddings[index]!.join(',')}}`}::real[])`,
      )
      // Written in statements sized by time (each vector also goes into the nearest-neighbour index).
      let start = 0
      await inTimedBatches(async (size) => {
        const some = rows.slice(start, start + size)
        if (some.length === 0) return 0
        await db.execute(sql`insert into knowledge_chunk_embeddings (chunk_id, tenant_group, model_id, dimensions, embedding)
          values ${sql.join(some, sql`, `)}
          on conflict (chunk_id) do update set model_id = excluded.model_id, dimensions = excluded.dimensions, embedding = excluded.embedding`)
        start += some.length
        return some.length
      }, options.signal)
      vectors += rows.length
      afterId = Number(batch.rows.at(-1)!.id)
    }
  } catch (error) {
    if (options.signal?.aborted || !(error instanceof AiCallFailed || error instanceof AiRefusal)) throw error
    options.log?.warn(
      { fileId: target.fileId, code: error.code },
      'embedding failed; the file is searchable by full text only',
    )
    // Half a file's vectors would rank half its passages: the file is full-text only until the next run.
    await db
      .delete(knowledgeChunkEmbeddings)
      .where(sql`chunk_id in (select id from knowledge_chunks where file_id = ${target.fileId})`)
    await recordOutcome(db, target.fileId, { vectorModelId: null, vectorErrorCode: error.code })
    return { kind: 'failed', errorCode: error.code }
  }
  await recordOutcome(db, target.fileId, { vectorModelId: modelId, vectorErrorCode: null })
  return { kind: 'embedded', modelId, vectors }
}

async function recordOutcome(
  db: Database,
  fileId: string,
  fields: { vectorModelId: string | null; vectorErrorCode: string | null },
): Promise<void> {
  await db.update(knowledgeFiles).set(fields).where(eq(knowledgeFiles.id, fileId))
}
