// npm run bench:voice: the time Tessera adds before the first streamed byte of a typed "try it" turn
// (issue 42, decision 0102) - the byte the browser starts speaking from. A server on a fresh PGlite data
// directory (in this process), a DEMO admin and an agent that looks up the product master on every turn;
// a local OpenAI-compatible provider that answers each chat request with its first chunk after a fixed
// delay and records, per request, when it arrived and when that first chunk left. Tessera's share is the
// client's time from sending to the first `text` line minus the provider's own time from arrival to its
// first chunk. Sequential turns, then 10 at once. Prints, asserts nothing.
//   npx tsx scripts/bench-voice.ts [turns=200]
// BENCH_VOICE_PRODUCTS=0: the agent does not look up the product master (to see that lookup's share).
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { median, percentile } from './support/percentile.ts'

const turns = Number(process.argv[2] ?? 200)
const providerDelayMs = 20

// The provider: one SSE answer per chat request; the request's id travels in the user's text.
const providerTimes = new Map<string, number>()
const provider = createServer((request, response) => {
  const arrived = performance.now()
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: { content: string }[] }
    const id = /turn-([0-9a-f-]+)/.exec(body.messages.at(-1)!.content)?.[1] ?? ''
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    const chunk = (text: string) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`
    setTimeout(() => {
      response.write(chunk('Zyrtomax wird dreimal täglich angewendet. '))
      providerTimes.set(id, performance.now() - arrived)
      response.write(chunk('Gute Besserung.'))
      response.write(
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 } })}\n\n`,
      )
      response.end('data: [DONE]\n\n')
    }, providerDelayMs)
  })
})
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`

const { createApp } = await import('../src/server/app.ts')
const { loadConfig } = await import('../src/server/config.ts')
const { encryptSecret, hintOf, useKeyCipherKey } = await import('../src/server/ai/key-cipher.ts')
const tables = await import('../src/server/db/ai-tables.ts')
const { insertUser } = await import('../src/server/db/users.ts')
const { createSession } = await import('../src/server/db/sessions.ts')

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-voice-'))
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  OUTBOUND_ALLOW_LOOPBACK: 'true',
})
const app = await createApp({ config, logger: { level: 'warn' } })
useKeyCipherKey(randomBytes(32))
const db = app.db
const user = await insertUser(
  db,
  {
    email: `bench-voice-${Date.now()}@example.test`,
    username: 'benchvoice',
    passwordHash: await app.passwords.hash('benchmark password 1'),
    role: 'ADMIN',
    group: 'DEMO',
    features: [],
  },
  new Date(),
)
const token = await createSession(db, user.id, new Date(), { idleMinutes: 600, maxHours: 24 })
const providerId = randomUUID()
await db.insert(tables.aiProviders).values({
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
await db.insert(tables.aiModels).values({
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
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
const agent = (await (
  await fetch(`${baseUrl}/api/voice/agents`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench',
      config: {
        persona: 'Lena',
        language: 'de-DE',
        voice: 'alloy',
        instructions: 'Kurz antworten.',
        firstMessage: 'Guten Tag.',
        collectionIds: [],
        productLookup: process.env.BENCH_VOICE_PRODUCTS !== '0',
        chatModelId: null,
        transcriptionModelId: null,
        speechModelId: null,
        maxCallSeconds: 3600,
        recording: false,
        consentText: '',
        summaryPrompt: '',
        dataFields: [],
        successCriteria: [],
      },
    }),
  })
).json()) as { id: string }

/** One call of `count` typed turns; Tessera's share of each turn's time to its first text line. */
async function callWithTurns(count: number): Promise<number[]> {
  const call = (await (
    await fetch(`${baseUrl}/api/voice/agents/${agent.id}/calls`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    })
  ).json()) as { callId: string }
  const added: number[] = []
  for (let i = 0; i < count; i++) {
    const id = randomUUID()
    const sent = performance.now()
    const response = await fetch(`${baseUrl}/api/voice/calls/${call.callId}/turns`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: `Wie oft darf ich Zyrtomax nehmen? turn-${id}` }),
    })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let seen = ''
    let first = Number.NaN
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      seen += decoder.decode(value, { stream: true })
      if (Number.isNaN(first) && seen.includes('"type":"text"')) first = performance.now() - sent
    }
    const providerMs = providerTimes.get(id)
    added.push(providerMs === undefined ? Number.NaN : first - providerMs)
  }
  return added
}

const row = (label: string, values: number[]) =>
  `| ${label} | ${values.filter((v) => !Number.isNaN(v)).length} | ${median(values).toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${percentile(values, 99).toFixed(1)} |`

await callWithTurns(10) // warm-up
const sequential: number[] = []
for (let done = 0; done < turns; done += 20)
  sequential.push(...(await callWithTurns(Math.min(20, turns - done))))
const parallel = (
  await Promise.all(Array.from({ length: 10 }, () => callWithTurns(Math.ceil(turns / 10))))
).flat()
console.log(
  `bench-voice: ${turns} typed turns, product lookup ${process.env.BENCH_VOICE_PRODUCTS === '0' ? 'off' : 'on'}, provider first chunk after ${providerDelayMs} ms, load ${loadavg()[0]!.toFixed(1)}, Node ${process.version}`,
)
console.log('| typed turns | n | median ms | p95 ms | p99 ms |')
console.log('|---|---|---|---|---|')
console.log(row('one at a time', sequential))
console.log(row('10 calls at once', parallel))
await app.close()
provider.close()
rmSync(dataDir, { recursive: true, force: true })
