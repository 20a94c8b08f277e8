// The chat benchmarks' app (npm run bench:ai, scripts/trace-answer.ts): a server on a fresh PGlite data
// directory (or PostgreSQL when DATABASE_URL is set) with WRITE users of DEMO and their sessions, the
// scripted provider at \`baseUrl\` as DEMO's default chat model, a collection of 200 one-page documents
// and an assistant answering from all sources, so each answer retrieves its sources first.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export async function startChatBenchApp(options: { baseUrl: string; apiKey: string; userCount: number }) {
  const { baseUrl, apiKey, userCount } = options
  const { createApp } = await import('../../src/server/app.ts')
  const { loadConfig } = await import('../../src/server/config.ts')
  const { encryptSecret, hintOf, useKeyCipherKey } = await import('../../src/server/ai/key-cipher.ts')
  const tables = await import('../../src/server/db/ai-tables.ts')
  const { insertUser } = await import('../../src/server/db/users.ts')
  const { createSession } = await import('../../src/server/db/sessions.ts')
  const { replaceChunks } = await import('../../src/server/knowledge/insert-chunks.ts')
  const { refreshPlannerStatistics } = await import('../../src/server/db/planner-statistics.ts')

  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-ai-'))
  // The scripted model server listens on 127.0.0.1.
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  })
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
  await db.insert(tables.aiProviders).values({
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
  await db.insert(tables.aiModels).values({
    id: modelId,
    providerId,
    modelName: 'scripted-chat',
    displayName: 'Scripted chat',
    capabilities: ['chat'],
    contextWindow: 16_000,
  })
  await db.insert(tables.tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
  // BENCH_TOKEN_BUDGET: a monthly token budget, so every answer reserves and settles (decision 0084).
  const monthlyTokenBudget = process.env.BENCH_TOKEN_BUDGET ? Number(process.env.BENCH_TOKEN_BUDGET) : null
  await db
    .insert(tables.tenantAiSettings)
    .values({ tenantGroup: 'DEMO', defaultChatModelId: modelId, monthlyTokenBudget })
    .onConflictDoUpdate({
      target: tables.tenantAiSettings.tenantGroup,
      set: { defaultChatModelId: modelId, monthlyTokenBudget },
    })

  // One collection of 200 one-page documents, so each answer retrieves its sources first (mode "all").
  const collectionId = randomUUID()
  await db
    .insert(tables.knowledgeCollections)
    .values({ id: collectionId, tenantGroup: 'DEMO', name: 'Bench', internal: false })
  for (let i = 0; i < 200; i++) {
    const fileId = randomUUID()
    await db.insert(tables.knowledgeFiles).values({
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
  // What the planner statistics job (decision 0064; autovacuum on PostgreSQL) does within minutes of
  // such a load on a running server: the figures are those of a server past it, not of the first
  // question after a bulk load.
  await refreshPlannerStatistics(db)
  const assistantId = randomUUID()
  await db.insert(tables.assistants).values({ id: assistantId, tenantGroup: 'DEMO' })
  await db
    .insert(tables.assistantVersions)
    .values({ assistantId, version: 1, name: 'Bench', sourceMode: 'all' })
  return { app, db, dataDir, tokens, userIds, assistantId }
}
