// Vectors and hybrid retrieval over HTTP on the test's database, with the embeddings model behind the
// real AI SDK against the scripted OpenAI-compatible server (bag-of-words vectors, synonyms sharing a
// bucket). PGlite has pgvector: indexing embeds, retrieval fuses full text and cosine similarity.
// Debian's PostgreSQL 15 has none: the same steps stay full-text only, and the usage API says so.
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { defaultVectorMinSimilarity } from '../../src/server/config.ts'
import {
  aiModels,
  assistants,
  assistantVersions,
  tenantAiSettings,
  tenantAllowedModels,
} from '../../src/server/db/ai-tables.ts'
import { embedBatchSize } from '../../src/server/knowledge/embed-chunks.ts'
import { enqueueEmbedding } from '../../src/server/knowledge/embed-file-job.ts'
import { retrievePassages } from '../../src/server/knowledge/retrieve.ts'
import {
  hasVectorSearch,
  vectorIndexExpression,
  vectorLiteral,
} from '../../src/server/knowledge/vector-search.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

const apiKey = 'sk-scripted-embed-4321'
// "Cephalgie" and "Kopfweh" share no word and no stem, but embed alike.
const synonyms = { cephalgie: 'kopfweh', cephalgien: 'kopfweh' }
const cephalgia =
  '# Cephalgie\n\nBei Cephalgie lindert Paracetamol 500 mg die Beschwerden innerhalb einer Stunde.'
const storage = '# Lagerung\n\nTrocken und unter 25 Grad aufbewahren, vor Licht geschützt.'
const packaging = '# Packungen\n\nErhältlich als Schachtel mit 10 oder 20 Filmtabletten.'
const question = 'Was hilft gegen Kopfweh?'

interface Row {
  n: number
}
const count = async (t: KnowledgeTestApp, query: ReturnType<typeof sql>) =>
  Number(((await t.app.db.execute(query)) as unknown as { rows: Row[] }).rows[0]!.n)

describe('knowledge vectors and hybrid retrieval', () => {
  let t: KnowledgeTestApp
  let server: ScriptedOpenAiServer
  let admin: Record<string, string>
  let collectionId: string
  let embedModel: string
  let smallModel: string
  let chatModel: string
  /** PGlite always has pgvector; PostgreSQL only when the server has it installed. */
  let vectors: boolean

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({
      apiKey,
      embeddingDimensions: { 'scripted-embed': 256, 'scripted-embed-small': 128 },
      embeddingSynonyms: synonyms,
    })
    t = await buildKnowledgeApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    embedModel = randomUUID()
    smallModel = randomUUID()
    chatModel = randomUUID()
    await t.app.db.insert(aiModels).values([
      {
        id: chatModel,
        providerId,
        modelName: 'scripted-chat',
        displayName: 'Scripted chat',
        capabilities: ['chat'],
        contextWindow: 16_000,
      },
      {
        id: embedModel,
        providerId,
        modelName: 'scripted-embed',
        displayName: 'Scripted embed',
        capabilities: ['embeddings'],
        embeddingDimensions: 256,
      },
      {
        id: smallModel,
        providerId,
        modelName: 'scripted-embed-small',
        displayName: 'Scripted embed small',
        capabilities: ['embeddings'],
        embeddingDimensions: 128,
      },
    ])
    for (const group of ['DEMO', 'NERES']) {
      await t.app.db.insert(tenantAllowedModels).values([
        { tenantGroup: group, modelId: embedModel },
        { tenantGroup: group, modelId: smallModel },
        { tenantGroup: group, modelId: chatModel },
      ])
      await t.app.db
        .insert(tenantAiSettings)
        .values({ tenantGroup: group, embeddingModelId: embedModel, defaultChatModelId: chatModel })
    }
    admin = (await t.as('ADMIN', 'DEMO')).headers
    collectionId = await t.createCollection(admin, 'Fachinfos')
    if (t.app.database.kind === 'pglite') vectors = true
    else
      vectors =
        (await count(t, sql`select count(*)::int as n from pg_available_extensions where name = 'vector'`)) >
        0
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  const uploadReady = async (
    headers: Record<string, string>,
    collection: string,
    filename: string,
    text: string,
  ) => {
    const response = await t.upload(headers, { collectionId: collection, filename }, text)
    expect(response.statusCode, response.body).toBe(201)
    return t.waitForStatus(headers, response.json().id as string, ['ready', 'failed'])
  }
  const search = async (headers: Record<string, string>, collection: string, q: string) => {
    const response = await t.app.inject({
      url: `/api/knowledge/collections/${collection}/search?q=${encodeURIComponent(q)}`,
      headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { fileId: string; filename: string; text: string }[]
  }
  const embeddingRequests = () => server.requests.filter((request) => request.path === '/v1/embeddings')
  const vectorsOf = (fileId: string) =>
    count(
      t,
      sql`select count(*)::int as n from knowledge_chunk_embeddings e join knowledge_chunks c on c.id = e.chunk_id where c.file_id = ${fileId}`,
    )

  it('detects pgvector at start, and the usage API says whether vector search is available and what it lacks', async () => {
    expect(hasVectorSearch(t.app.db)).toBe(vectors)
    if (t.app.database.kind === 'pglite') expect(vectors).toBe(true)
    const demo = (await t.app.inject({ url: '/api/knowledge/usage', headers: admin })).json()
    const bpi = (
      await t.app.inject({ url: '/api/knowledge/usage', headers: (await t.as('ADMIN', 'BPI')).headers })
    ).json()
    if (vectors) {
      expect(demo).toMatchObject({ vectorSearch: true, vectorSearchMissing: null })
      expect(bpi).toMatchObject({ vectorSearch: false, vectorSearchMissing: 'embeddingsModel' })
    } else {
      expect(demo).toMatchObject({ vectorSearch: false, vectorSearchMissing: 'databaseExtension' })
      expect(bpi).toMatchObject({ vectorSearch: false, vectorSearchMissing: 'databaseExtension' })
    }
  })

  it('embeds every chunk through the gateway in batches, with a ledger row per call', async () => {
    const sections = Array.from(
      { length: embedBatchSize + 6 },
      (_, i) => `## Abschnitt ${i + 1}\n\nInhalt Nummer ${i + 1} der Sammlung.`,
    )
    const before = embeddingRequests().length
    const file = await uploadReady(
      admin,
      collectionId,
      'viele-abschnitte.md',
      `# Viele\n\n${sections.join('\n\n')}`,
    )
    expect(file).toMatchObject({ status: 'ready', vectorErrorCode: null, hasVectors: vectors })
    const calls = embeddingRequests().slice(before)
    if (!vectors) {
      expect(calls).toHaveLength(0)
      expect(await vectorsOf(file.id as string)).toBe(0)
      return
    }
    const sizes = calls.map((call) => (call.body!.input as string[]).length)
    expect(sizes.every((size) => size <= embedBatchSize)).toBe(true)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(file.chunkCount)
    expect(calls.length).toBeGreaterThan(1)
    expect(await vectorsOf(file.id as string)).toBe(file.chunkCount)
    // The first vectors of 256 dimensions created that dimension's HNSW index (decision 0044), and it
    // serves an ordered nearest-neighbour scan of the shape retrieval asks (the planner prefers it to
    // a sort once there are enough vectors; here a sort is forbidden to show it can).
    expect(
      await count(
        t,
        sql`select count(*)::int as n from pg_indexes where indexname = 'knowledge_chunk_embeddings_hnsw_256'`,
      ),
    ).toBe(1)
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`)
      return (await tx.execute(sql`explain select e.chunk_id from knowledge_chunk_embeddings e where e.dimensions = 256 and e.tenant_group = 'DEMO'
        order by ${vectorIndexExpression(256)} <=> ${vectorLiteral(new Array(256).fill(0.0625))}::vector(256) limit 5`)) as unknown as {
        rows: unknown[]
      }
    })
    expect(JSON.stringify(plan.rows)).toContain('Index Scan using knowledge_chunk_embeddings_hnsw_256')
    const ledger = await count(
      t,
      sql`select count(*)::int as n from ai_usage where tool = 'embedding' and model_id = ${embedModel} and outcome = 'ok' and tenant_group = 'DEMO'`,
    )
    expect(ledger).toBeGreaterThanOrEqual(calls.length)
  })

  it('finds a passage full text misses (a synonym that shares a vector), and only full text without a model', async () => {
    const target = await uploadReady(admin, collectionId, 'cephalgie.md', cephalgia)
    await uploadReady(admin, collectionId, 'lagerung.md', storage)
    await uploadReady(admin, collectionId, 'packungen.md', packaging)
    const found = await search(admin, collectionId, question)
    if (vectors) {
      expect(found[0]).toMatchObject({ fileId: target.id, filename: 'cephalgie.md' })
      expect(found[0]!.text).toContain('Paracetamol')
    } else {
      expect(found.map((passage) => passage.fileId)).not.toContain(target.id)
    }
    // The words still count: a passage that has them comes first either way.
    expect((await search(admin, collectionId, 'Filmtabletten Schachtel'))[0]).toMatchObject({
      filename: 'packungen.md',
    })

    // Without an embeddings model the tenant is back to full text, which has no word of the question.
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/ai-admin/tenant-settings/DEMO',
      headers: admin,
      payload: { embeddingModelId: null },
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect((await search(admin, collectionId, question)).map((passage) => passage.fileId)).not.toContain(
      target.id,
    )
    expect((await t.app.inject({ url: '/api/knowledge/usage', headers: admin })).json()).toMatchObject({
      vectorSearch: false,
    })
    await t.app.db
      .update(tenantAiSettings)
      .set({ embeddingModelId: embedModel })
      .where(sql`tenant_group = 'DEMO'`)
  })

  it('keeps tenant and source scope: vectors never reach another tenant or another collection', async () => {
    const neresAdmin = (await t.as('ADMIN', 'NERES')).headers
    const neresCollection = await t.createCollection(neresAdmin, 'Notices')
    const neresFile = await uploadReady(neresAdmin, neresCollection, 'cephalgie-neres.md', cephalgia)
    const otherCollection = await t.createCollection(admin, 'Andere')
    const otherFile = await uploadReady(admin, otherCollection, 'cephalgie-kopie.md', cephalgia)
    if (vectors) expect(await vectorsOf(neresFile.id as string)).toBeGreaterThan(0)

    const demoIds = (await search(admin, collectionId, question)).map((passage) => passage.fileId)
    expect(demoIds).not.toContain(neresFile.id)
    expect(demoIds).not.toContain(otherFile.id)
    const everywhere = await retrievePassages(
      t.app.db,
      { tenantGroup: 'DEMO', collections: 'all', includeInternal: true },
      question,
      { limit: 50, minSimilarity: 0 },
    )
    expect(everywhere.map((passage) => passage.fileId)).not.toContain(neresFile.id)
    if (vectors) expect(everywhere.map((passage) => passage.fileId)).toContain(otherFile.id)
    const neres = await retrievePassages(
      t.app.db,
      { tenantGroup: 'NERES', collections: 'all', includeInternal: true },
      question,
      { limit: 50, minSimilarity: 0 },
    )
    expect(neres.every((passage) => passage.fileId === neresFile.id)).toBe(true)
    // Another tenant's collection id is not found, vectors or not.
    expect(
      (
        await t.app.inject({
          url: `/api/knowledge/collections/${neresCollection}/search?q=${encodeURIComponent(question)}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('drops vector hits under the similarity floor: a strict mode still answers "nothing found" without the model', async () => {
    // The default floor (KNOWLEDGE_VECTOR_MIN_SIMILARITY unset); the scripted vectors of an unrelated
    // question still share a hash bucket or two with the passage (cosine about 0.09).
    expect(t.app.config.knowledgeVectorMinSimilarity).toBe(defaultVectorMinSimilarity)
    const assistantId = randomUUID()
    await t.app.db
      .insert(assistants)
      .values({ id: assistantId, tenantGroup: 'DEMO', fixed: false, status: 'published', collectionIds: [] })
    await t.app.db
      .insert(assistantVersions)
      .values({ assistantId, version: 1, name: 'Nur Dateien', instructions: '', sourceMode: 'files' })
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: admin,
      payload: { assistantId, routeId: 'chatbot', kind: 'classic' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const threadId = created.json().id as string
    const response = await t.upload(admin, { threadId, filename: 'kopf.md' }, cephalgia)
    expect(response.statusCode, response.body).toBe(201)
    const file = await t.waitForStatus(admin, response.json().id as string, ['ready'])
    const ask = async (content: string) => {
      const before = server.requests.length
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/chat/threads/${threadId}/messages`,
        headers: admin,
        payload: { content },
      })
      expect(answer.statusCode, answer.body).toBe(200)
      const events = answer.body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { type: string; text?: string })
      const text = events
        .filter((event) => event.type === 'text')
        .map((event) => event.text)
        .join('')
      return {
        text,
        chat: () =>
          server.requests.slice(before).filter((request) => request.path.includes('chat/completions')),
      }
    }
    const unrelated = 'Wann fährt der nächste Zug nach Köln?'
    const threadScope = {
      tenantGroup: 'DEMO',
      collections: 'none' as const,
      threadId,
      assistantId,
      includeInternal: false,
    }

    if (vectors) {
      // Without a floor the vectors would offer the thread's only passage to any question.
      expect(
        (await retrievePassages(t.app.db, threadScope, unrelated, { minSimilarity: 0 })).map(
          (passage) => passage.fileId,
        ),
      ).toEqual([file.id])
    }
    expect(
      await retrievePassages(t.app.db, threadScope, unrelated, {
        minSimilarity: t.app.config.knowledgeVectorMinSimilarity,
      }),
    ).toEqual([])
    const nothing = await ask(unrelated)
    expect(nothing.text).toMatch(/^In den Quellen wurde nichts zu Ihrer Frage gefunden\./)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(nothing.chat()).toEqual([])

    // A synonym is over the floor: the model is asked, with the passage among its sources.
    if (!vectors) {
      // Full text knows no "Kopfweh": without pgvector the strict mode finds nothing either.
      expect((await ask(question)).text).toMatch(/^In den Quellen wurde nichts zu Ihrer Frage gefunden\./)
      return
    }
    server.script(reply('Paracetamol [1].'), reply('Kopfweh'))
    const relevant = await ask(question)
    expect(relevant.text).toBe('Paracetamol [1].')
    const prompt = relevant.chat()[0]!.body as { messages: { role: string; content: string }[] }
    expect(prompt.messages[0]!.content).toContain('Bei Cephalgie lindert Paracetamol')
  })

  it('leaves a file ready for full text when the provider is down, says why, and embeds it on the next index', async () => {
    server.embeddingsDown = true
    try {
      const file = await uploadReady(
        admin,
        collectionId,
        'ausfall.md',
        '# Ausfall\n\nLieferengpass bei Schmerzmitteln im Winter.',
      )
      expect(file.status).toBe('ready')
      expect(file.hasVectors).toBe(false)
      expect(file.vectorErrorCode).toBe(vectors ? 'ai.providerUnavailable' : null)
      expect(await vectorsOf(file.id as string)).toBe(0)
      // The question cannot be embedded either: retrieval answers by full text instead of failing.
      expect((await search(admin, collectionId, 'Lieferengpass'))[0]).toMatchObject({ fileId: file.id })
      if (vectors) {
        const errors = await count(
          t,
          sql`select count(*)::int as n from ai_usage where tool = 'embedding' and outcome = 'error' and error_code = 'ai.providerUnavailable'`,
        )
        expect(errors).toBeGreaterThanOrEqual(2)
      }
      server.embeddingsDown = false
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/knowledge/files/${file.id}/reindex`,
            headers: admin,
          })
        ).statusCode,
      ).toBe(202)
      const again = await t.waitForStatus(admin, file.id as string, ['ready'])
      expect(again).toMatchObject({ hasVectors: vectors, vectorErrorCode: null })
      if (vectors) expect(await vectorsOf(file.id as string)).toBe(again.chunkCount)
    } finally {
      server.embeddingsDown = false
    }
  })

  it('never compares vectors of another model: falls back to full text, then re-embeds with the new one', async () => {
    const target = (await search(admin, collectionId, 'Paracetamol'))[0]!
    // The tenant's model changes under the stored vectors (256 dimensions; the new one has 128).
    await t.app.db
      .update(tenantAiSettings)
      .set({ embeddingModelId: smallModel })
      .where(sql`tenant_group = 'DEMO'`)
    expect((await search(admin, collectionId, question)).map((passage) => passage.fileId)).not.toContain(
      target.fileId,
    )
    expect((await search(admin, collectionId, 'Paracetamol'))[0]).toMatchObject({ fileId: target.fileId })
    if (!vectors) return

    expect(await enqueueEmbedding(t.app.db, 'DEMO', smallModel)).toBeGreaterThan(0)
    const stale = () =>
      count(
        t,
        sql`select count(*)::int as n from knowledge_chunks c join knowledge_files f on f.id = c.file_id
      left join knowledge_chunk_embeddings e on e.chunk_id = c.id and e.model_id = ${smallModel} and e.dimensions = 128
      where f.tenant_group = 'DEMO' and f.status = 'ready' and e.chunk_id is null`,
      )
    for (let i = 0; i < 400 && (await stale()) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(await stale()).toBe(0)
    expect((await search(admin, collectionId, question))[0]).toMatchObject({ fileId: target.fileId })

    // Through the admin API, a change of model queues the re-embedding itself.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/ai-admin/tenant-settings/DEMO',
      headers: admin,
      payload: { embeddingModelId: embedModel },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(
      await count(
        t,
        sql`select count(*)::int as n from jobs where kind = 'knowledge.embed' and payload->>'fileId' = ${target.fileId}`,
      ),
    ).toBeGreaterThanOrEqual(2)
  })

  it('deletes a file with its chunks and vectors, and a collection with all of its files', async () => {
    const file = await uploadReady(
      admin,
      collectionId,
      'weg.md',
      '# Weg\n\nVorübergehende Mitteilung zum Lieferengpass.',
    )
    const chunkIds = (
      (await t.app.db.execute(
        sql`select id from knowledge_chunks where file_id = ${file.id as string}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => Number(row.id))
    expect(await vectorsOf(file.id as string)).toBe(vectors ? chunkIds.length : 0)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/knowledge/files/${file.id}`, headers: admin }))
        .statusCode,
    ).toBe(204)
    const ids = sql.join(
      chunkIds.map((id) => sql`${id}`),
      sql`, `,
    )
    expect(
      await count(
        t,
        sql`select count(*)::int as n from knowledge_chunk_embeddings where chunk_id in (${ids})`,
      ),
    ).toBe(0)
    expect(await count(t, sql`select count(*)::int as n from knowledge_chunks where id in (${ids})`)).toBe(0)

    const doomed = await t.createCollection(admin, 'Vergänglich')
    const inside = await uploadReady(admin, doomed, 'inside.md', cephalgia)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/knowledge/collections/${doomed}`, headers: admin }))
        .statusCode,
    ).toBe(204)
    expect(await vectorsOf(inside.id as string)).toBe(0)
    expect(
      await count(
        t,
        sql`select count(*)::int as n from knowledge_chunk_embeddings e left join knowledge_chunks c on c.id = e.chunk_id where c.id is null`,
      ),
    ).toBe(0)
  })
})
