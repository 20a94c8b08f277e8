// Traces the statements of one chat answer (PGlite): the bench:ai set-up, then one send, every
// statement with its time since the send, and when the first text event arrived.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { reply, startScriptedOpenAiServer } from '../tests/support/scripted-openai-server.ts'

const apiKey = 'sk-bench-ai'
const userCount = 3
let tracing = false
let t0 = 0
const trace: string[] = []
for (const name of ['query', 'exec'] as const) {
  const original = PGlite.prototype[name] as (...args: unknown[]) => Promise<unknown>
  ;(PGlite.prototype as unknown as Record<string, unknown>)[name] = async function (this: PGlite, ...args: unknown[]) {
    const started = performance.now()
    try {
      return await original.apply(this, args)
    } finally {
      if (tracing) trace.push(`${(started - t0).toFixed(1).padStart(7)} +${(performance.now() - started).toFixed(1).padStart(6)} ms  ${String(args[0]).replace(/\s+/g, ' ').slice(0, 160)}`)
    }
  }
}
const provider = await startScriptedOpenAiServer({ apiKey })
provider.script(...Array.from({ length: 100 }, () => reply(['Die Dosierung ', 'beträgt ', '[1].'], { chunkDelayMs: 100, usage: { input: 200, output: 20 } })))
const baseUrl = provider.baseUrl
const { createApp } = await import('../src/server/app.ts')
const { loadConfig } = await import('../src/server/config.ts')
const { encryptSecret, hintOf, useKeyCipherKey } = await import('../src/server/ai/key-cipher.ts')
const tables = await import('../src/server/db/ai-tables.ts')
const { insertUser } = await import('../src/server/db/users.ts')
const { createSession } = await import('../src/server/db/sessions.ts')
const { replaceChunks } = await import('../src/server/knowledge/insert-chunks.ts')
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-ai-'))
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  const app = await createApp({ config, logger: { level: config.logLevel } })
  useKeyCipherKey(randomBytes(32))
  const db = app.db
  const now = new Date()
  const passwordHash = await app.passwords.hash('benchmark password 1')
  const tokens: string[] = []
  const userIds: string[] = []
  const stamp = Date.now()
  for (let i = 0; i < userCount; i++) {
    const user = await insertUser(
      db,
      {
        email: `bench-ai-${stamp}-${i}@example.test`,
        username: `bench${i}`,
        passwordHash,
        role: 'WRITE',
        group: 'DEMO',
        features: [],
      },
      now,
    )
    userIds.push(user.id)
    tokens.push(await createSession(db, user.id, now, { idleMinutes: 600, maxHours: 24 }))
  }

  // The scripted provider as the tenant's default chat model.
  const providerId = randomUUID()
  await db
    .insert(tables.aiProviders)
    .values({
      id: providerId,
      name: 'Scripted',
      kind: 'openai-compatible',
      baseUrl,
      apiKeyEncrypted: encryptSecret(apiKey),
      apiKeyHint: hintOf(apiKey),
      timeoutMs: 60_000,
      maxRetries: 0,
    })
  const modelId = randomUUID()
  await db
    .insert(tables.aiModels)
    .values({
      id: modelId,
      providerId,
      modelName: 'scripted-chat',
      displayName: 'Scripted chat',
      capabilities: ['chat'],
      contextWindow: 16_000,
    })
  await db.insert(tables.tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
  await db
    .insert(tables.tenantAiSettings)
    .values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    .onConflictDoUpdate({ target: tables.tenantAiSettings.tenantGroup, set: { defaultChatModelId: modelId } })

  // One collection of 200 one-page documents, so each answer retrieves its sources first (mode "all").
  const collectionId = randomUUID()
  await db
    .insert(tables.knowledgeCollections)
    .values({ id: collectionId, tenantGroup: 'DEMO', name: 'Bench', internal: false })
  for (let i = 0; i < 200; i++) {
    const fileId = randomUUID()
    await db
      .insert(tables.knowledgeFiles)
      .values({
        id: fileId,
        tenantGroup: 'DEMO',
        collectionId,
        filename: `doc-${i}.pdf`,
        extension: 'pdf',
        mediaType: 'application/pdf',
        sizeBytes: 1,
        sha256: fileId,
        status: 'ready',
        language: 'german',
      })
    const text = `Produkt ${i}: Der Listenpreis beträgt ${i + 5} Euro. Die Dosierung beträgt ${(i % 4) + 1} Tabletten täglich. Lagerung unter 25 Grad.`
    await replaceChunks(db, { fileId, tenantGroup: 'DEMO', language: 'german' }, [
      { ordinal: 0, unitKind: 'page', unitNumber: 1, heading: '', text },
    ])
  }
  const assistantId = randomUUID()
  await db.insert(tables.assistants).values({ id: assistantId, tenantGroup: 'DEMO' })
  await db
    .insert(tables.assistantVersions)
    .values({ assistantId, version: 1, name: 'Bench', sourceMode: 'all' })


  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const headers = { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' }
  for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
    const created = await fetch(`${address}/api/chat/threads`, { method: 'POST', headers, body: JSON.stringify({ assistantId, routeId: 'chatbot', kind: 'classic' }) })
    const threadId = ((await created.json()) as { id: string }).id
    await new Promise((resolve) => setTimeout(resolve, 300))
    trace.length = 0
    tracing = true
    t0 = performance.now()
    const response = await fetch(`${address}/api/chat/threads/${threadId}/messages`, { method: 'POST', headers, body: JSON.stringify({ content: 'Wie hoch ist der Listenpreis und die Dosierung?' }) })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const text = decoder.decode(next.value)
      for (const line of text.split('\n').filter(Boolean)) trace.push(`${(performance.now() - t0).toFixed(1).padStart(7)} event ${line.slice(0, 60)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 1500))
    tracing = false
    console.log(`--- round ${round}: ${trace.filter((line) => !line.includes(' event ')).length} statements`)
    console.log(trace.join('\n'))
  }
  await app.close()
  await provider.close()
