// Reading the index: a passage with its neighbours (the chat's citation preview), search inside a
// collection, and the tenant's limits and storage use (the data pool's header).
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { notFound } from '../../lib/http-error.ts'
import { visibleCollection, visibleFile } from '../../knowledge/file-access.ts'
import { allowedExtensions, readTenantStorage } from '../../knowledge/knowledge-limits.ts'
import { retrievePassages } from '../../knowledge/retrieve.ts'
import { hasVectorSearch } from '../../knowledge/vector-search.ts'
import { resolveEmbeddingModelId } from '../../ai/gateway.ts'

interface ChunkRow {
  id: number | string
  file_id: string
  ordinal: number
  unit_kind: string
  unit_number: number | null
  heading: string
  text: string
}
const toPassage = (row: ChunkRow) => ({ chunkId: Number(row.id), ordinal: row.ordinal, unitKind: row.unit_kind, unitNumber: row.unit_number, heading: row.heading, text: row.text })

export default async function passageRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Params: { chunkId: number } }>('/api/knowledge/chunks/:chunkId', { schema: contract.schemaFor('knowledge-chunks-get') }, async (request) => {
    const user = request.user!
    const found = (await app.db.execute(sql`select id, file_id, ordinal, unit_kind, unit_number, heading, text from knowledge_chunks
      where id = ${request.params.chunkId} and tenant_group = ${user.group}`)) as unknown as { rows: ChunkRow[] }
    const chunk = found.rows[0]
    const file = chunk ? await visibleFile(app.db, user, chunk.file_id) : null
    if (!chunk || !file) throw notFound('No such passage')
    const around = (await app.db.execute(sql`select id, file_id, ordinal, unit_kind, unit_number, heading, text from knowledge_chunks
      where file_id = ${file.id} and tenant_group = ${user.group} and ordinal in (${chunk.ordinal - 1}, ${chunk.ordinal + 1}) order by ordinal`)) as unknown as { rows: ChunkRow[] }
    return {
      fileId: file.id,
      filename: file.filename,
      passage: toPassage(chunk),
      before: around.rows.find((row) => row.ordinal < chunk.ordinal) ? toPassage(around.rows.find((row) => row.ordinal < chunk.ordinal)!) : null,
      after: around.rows.find((row) => row.ordinal > chunk.ordinal) ? toPassage(around.rows.find((row) => row.ordinal > chunk.ordinal)!) : null,
    }
  })

  app.get<{ Params: { collectionId: string }; Querystring: { q: string; limit?: number } }>(
    '/api/knowledge/collections/:collectionId/search',
    { schema: contract.schemaFor('knowledge-collections-search') },
    async (request) => {
      const user = request.user!
      const collection = await visibleCollection(app.db, user, request.params.collectionId)
      if (!collection) throw notFound('No such collection')
      return retrievePassages(app.db, { tenantGroup: user.group, collections: [collection.id], includeInternal: true }, request.query.q, {
        limit: request.query.limit ?? 10,
        minSimilarity: app.config.knowledgeVectorMinSimilarity,
        userId: user.id,
        log: request.log,
      })
    },
  )

  app.get('/api/knowledge/usage', { schema: contract.schemaFor('knowledge-usage') }, async (request) => {
    const group = request.user!.group
    const storage = await readTenantStorage(app.db, group, app.config.knowledgeTenantQuotaBytes)
    // Hybrid search needs both: pgvector in the database (detected at start) and a usable embeddings model.
    const vectorSearchMissing = !hasVectorSearch(app.db) ? 'databaseExtension' : (await resolveEmbeddingModelId(app.db, group)) ? null : 'embeddingsModel'
    return {
      ...storage,
      maxFileBytes: app.config.knowledgeMaxFileBytes,
      allowedExtensions,
      vectorSearch: vectorSearchMissing === null,
      vectorSearchMissing,
    }
  })
}
