// npm run bench:voice:webhooks: 1,000 signed call-ended webhooks (Vapi shape) analysed by a local
// OpenAI-compatible model, with the server stopped and started again on the same PGlite data directory
// half-way (issue 42, decision 0102). Prints how many calls were stored, how many analyses ended done,
// failed or still queued after the restart, and the time; asserts nothing.
//   npx tsx scripts/bench-voice-webhooks.ts [calls=1000]
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'

const total = Number(process.argv[2] ?? 1000)
const analysis = JSON.stringify({
  summary: 'Frage zur Dosierung.',
  fields: {},
  criteria: {},
  adverseEvent: {
    suspected: false,
    product: null,
    reaction: null,
    patient: null,
    reporter: null,
    contactConsent: null,
  },
})
const provider = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
    response.write(chunk({ content: analysis }, null))
    response.write(chunk({}, 'stop'))
    response.end('data: [DONE]\n\n')
  })
})
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`

const { createApp } = await import('../src/server/app.ts')
const { loadConfig } = await import('../src/server/config.ts')
const { encryptSecret, hintOf, useKeyCipherKey } = await import('../src/server/ai/key-cipher.ts')
const tables = await import('../src/server/db/ai-tables.ts')
const { voiceCallAnalyses } = await import('../src/server/db/voice-tables.ts')
const { createAgent, webhookSecretOf } = await import('../src/server/voice/agent-store.ts')
const { insertUser } = await import('../src/server/db/users.ts')
const { signPayload } = await import('../src/server/voice/webhook-signature.ts')

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-voice-webhooks-'))
const key = randomBytes(32)
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  OUTBOUND_ALLOW_LOOPBACK: 'true',
  JOB_POLL_MS: '200',
})
const start = async () => {
  const app = await createApp({ config, logger: { level: 'warn' } })
  useKeyCipherKey(key)
  return { app, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) }
}

let server = await start()
const db = server.app.db
const user = await insertUser(
  db,
  {
    email: `bench-webhooks-${Date.now()}@example.test`,
    username: 'benchwebhooks',
    passwordHash: 'x',
    role: 'ADMIN',
    group: 'DEMO',
    features: [],
  },
  new Date(),
)
const providerId = randomUUID()
await db
  .insert(tables.aiProviders)
  .values({
    id: providerId,
    name: 'Bench',
    kind: 'openai-compatible',
    baseUrl: providerUrl,
    apiKeyEncrypted: encryptSecret('sk-bench'),
    apiKeyHint: hintOf('sk-bench'),
    timeoutMs: 60_000,
    maxRetries: 0,
  })
const modelId = randomUUID()
await db
  .insert(tables.aiModels)
  .values({
    id: modelId,
    providerId,
    modelName: 'bench-chat',
    displayName: 'Bench chat',
    capabilities: ['chat'],
  })
await db.insert(tables.tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
await db
  .insert(tables.tenantAiSettings)
  .values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
  .onConflictDoUpdate({ target: tables.tenantAiSettings.tenantGroup, set: { defaultChatModelId: modelId } })
const config_ = {
  persona: '',
  language: 'de-DE' as const,
  voice: 'alloy',
  instructions: '',
  firstMessage: '',
  collectionIds: [],
  productLookup: false,
  chatModelId: null,
  transcriptionModelId: null,
  speechModelId: null,
  maxCallSeconds: 600,
  recording: false,
  consentText: '',
  summaryPrompt: '',
  dataFields: [],
  successCriteria: [],
}
const agentId = await createAgent(db, 'DEMO', user.id, { name: 'Bench', config: config_ })
const secret = (await webhookSecretOf(db, 'DEMO', agentId))!

const report = (i: number) => ({
  message: {
    type: 'end-of-call-report',
    endedReason: 'customer-ended-call',
    call: { id: `bench-${i}` },
    startedAt: new Date().toISOString(),
    durationSeconds: 40,
    artifact: {
      messages: [
        { role: 'bot', message: 'Guten Tag, Zyrtomax-Hotline.', secondsFromStart: 0.5 },
        {
          role: 'user',
          message: `Wie oft am Tag darf ich Zyrtomax nehmen? Anruf ${i}.`,
          secondsFromStart: 3,
        },
        { role: 'bot', message: 'Dreimal täglich.', secondsFromStart: 6 },
      ],
    },
  },
})
async function post(i: number): Promise<number> {
  const body = JSON.stringify(report(i))
  const response = await fetch(`${server.baseUrl}/api/voice/webhooks/${agentId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tessera-signature': signPayload(secret, Math.floor(Date.now() / 1000), body),
    },
    body,
  })
  await response.arrayBuffer()
  return response.status
}
const statuses = new Map<number, number>()
const postRange = async (from: number, to: number) => {
  for (let i = from; i < to; i += 20)
    for (const status of await Promise.all(
      Array.from({ length: Math.min(20, to - i) }, (_, k) => post(i + k)),
    ))
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
}

const began = performance.now()
await postRange(0, total / 2)
// The restart: whatever analyses are queued or running now must be done by the next process.
await server.app.close()
server = await start()
await postRange(total / 2, total)
const count = async () =>
  (await server.app.db.execute(
    sql`select status, count(*)::int as n from ${voiceCallAnalyses} group by status`,
  )) as unknown as { rows: { status: string; n: number }[] }
let rows: { status: string; n: number }[] = []
for (let i = 0; i < 1200; i++) {
  rows = (await count()).rows
  if (!rows.some((row) => row.status === 'queued')) break
  await new Promise((resolve) => setTimeout(resolve, 250))
}
const seconds = ((performance.now() - began) / 1000).toFixed(1)
const calls = (await server.app.db.execute(sql`select count(*)::int as n from voice_calls`)) as unknown as {
  rows: { n: number }[]
}
console.log(
  `bench-voice-webhooks: ${total} webhooks, restart after ${total / 2}, load ${loadavg()[0]!.toFixed(1)}, Node ${process.version}`,
)
console.log(
  `answers: ${[...statuses].map(([status, n]) => `${status} x${n}`).join(', ')}; calls stored: ${calls.rows[0]!.n}`,
)
console.log(
  `analyses: ${rows.map((row) => `${row.status} ${row.n}`).join(', ')}; ${seconds} s from the first post to the last analysis`,
)
await server.app.close()
provider.close()
rmSync(dataDir, { recursive: true, force: true })
