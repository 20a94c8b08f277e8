// Vectors of a tenant's campaigns (job kind campaigns.embed, decision 0107): subject, preview text and
// the start of the plain text, through the gateway's embedTexts with the tenant's embeddings model, as
// knowledge passages get theirs (embed-chunks.ts). Queued after a sync, after an import, and when the
// tenant's embeddings model changes. A campaign whose words changed since (embedTextHash) or whose
// vector is of another model is embedded again. No model, or no pgvector: nothing to do, search stays
// full-text. A provider failure leaves the campaigns not yet embedded full-text only; the next sync or
// import tries again.
import { sql } from 'drizzle-orm'
import { AiCallFailed, AiRefusal, embedTexts, resolveEmbeddingModelId } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { enqueueJob, registerJobKind } from '../jobs/index.ts'
import { inTimedBatches } from '../knowledge/insert-chunks.ts'
import { hasVectorSearch } from '../knowledge/vector-search.ts'

export const embedJobKind = 'campaigns.embed'
/** Campaigns per gateway call. */
export const campaignEmbedBatch = 32
/** The plain text's share of what is embedded; the generated embed_text_hash hashes the same. */
export const embeddedPlainTextChars = 4000

/** What a campaign's vector stands for (the same words as campaigns.embed_text_hash). */
export function campaignEmbeddingText(subject: string, previewText: string, plainText: string): string {
  return [subject, previewText, plainText.slice(0, embeddedPlainTextChars)]
    .filter((part) => part.trim() !== '')
    .join('\n')
}

export async function enqueueCampaignEmbedding(db: Database, tenantGroup: string): Promise<number | null> {
  if (!hasVectorSearch(db) || !(await resolveEmbeddingModelId(db, tenantGroup))) return null
  return enqueueJob(db, {
    kind: embedJobKind,
    tenantGroup,
    payload: {},
    dedupeKey: `${embedJobKind}:${tenantGroup}`,
    maxAttempts: 1,
  })
}

/** Campaigns without a fresh vector of `modelId` (none, another model's, or of other words). */
export function staleCampaigns(tenantGroup: string, modelId: string) {
  return sql`from campaigns c left join campaign_embeddings e on e.campaign_id = c.id
    where c.tenant_group = ${tenantGroup}
      and (e.campaign_id is null or e.model_id <> ${modelId} or e.text_hash <> c.embed_text_hash)`
}

export function registerCampaignEmbedJob(): void {
  registerJobKind(embedJobKind, async (job, { db, signal, log }) => {
    const tenantGroup = job.tenantGroup!
    const modelId = hasVectorSearch(db) ? await resolveEmbeddingModelId(db, tenantGroup) : null
    if (!modelId) return { skipped: 'noEmbeddingsModel' }
    let embedded = 0
    let afterId = ''
    try {
      for (;;) {
        signal.throwIfAborted()
        const batch = (await db.execute(sql`
          select c.id, c.subject, c.preview_text as "previewText", left(c.plain_text, ${embeddedPlainTextChars}) as "plainText", c.embed_text_hash as hash
          ${staleCampaigns(tenantGroup, modelId)} and c.id > ${afterId}
          order by c.id limit ${campaignEmbedBatch}`)) as unknown as {
          rows: { id: string; subject: string; previewText: string; plainText: string; hash: string }[]
        }
        if (batch.rows.length === 0) break
        afterId = batch.rows.at(-1)!.id
        const texts = batch.rows.map((row) =>
          campaignEmbeddingText(row.subject, row.previewText, row.plainText),
        )
        const vectors = await embedTexts(
          { db, tenantGroup, userId: null, tool: 'campaigns', signal, log },
          { modelId, texts: texts.map((text) => text || ' ') },
        )
        const dimensions = vectors[0]?.length ?? 0
        if (
          vectors.length !== texts.length ||
          dimensions === 0 ||
          vectors.some((vector) => vector.length !== dimensions || !vector.every(Number.isFinite))
        )
          throw new AiCallFailed('ai.badResponse')
        const rows = batch.rows.map(
          (row, index) =>
            sql`(${row.id}, ${tenantGroup}, ${modelId}, ${dimensions}, ${`{${vectors[index]!.join(',')}}`}::real[], ${row.hash})`,
        )
        let start = 0
        await inTimedBatches(async (size) => {
          const some = rows.slice(start, start + size)
          if (some.length === 0) return 0
          await db.execute(sql`insert into campaign_embeddings (campaign_id, tenant_group, model_id, dimensions, embedding, text_hash)
            values ${sql.join(some, sql`, `)}
            on conflict (campaign_id) do update set model_id = excluded.model_id, dimensions = excluded.dimensions,
              embedding = excluded.embedding, text_hash = excluded.text_hash`)
          start += some.length
          return some.length
        }, signal)
        embedded += rows.length
      }
    } catch (error) {
      if (signal.aborted || !(error instanceof AiCallFailed || error instanceof AiRefusal)) throw error
      log.warn(
        { tenantGroup, code: error.code },
        'campaigns could not be embedded; full-text search for them',
      )
      return { failed: error.code, embedded }
    }
    return { embedded }
  })
}
