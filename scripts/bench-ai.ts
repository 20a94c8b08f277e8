// npm run bench:ai: the chat stream under load, over loopback HTTP, on PGlite in a temp dir (or
// PostgreSQL when DATABASE_URL is set). Prints the first-token latency at 50 concurrent streams,
// errors among 200 concurrent streams, memory per stream, and history search p95 over 100,000
// messages. Answers come from the offline engine: until the platform room's gateway and scripted
// provider are on main there is no provider path to measure, and the offline engine's whole
// first-token time is time Tessera adds.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { createApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { assistants, assistantVersions, knowledgeCollections, knowledgeFiles } from '../src/server/db/ai-tables.ts'
import { insertUser } from '../src/server/db/users.ts'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const ms = (value: number) => `${value.toFixed(1)} ms`

// Sends are limited per user and minute; the bench sends far more from one user on purpose.
process.env.CHAT_SEND_PER_MINUTE = '1000000'
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-ai-'))
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
const app = await createApp({ config, logger: { level: config.logLevel } })
const password = 'benchmark password 1'
const user = await insertUser(app.db, { email: `bench-ai-${Date.now()}@example.test`, username: 'bench', passwordHash: await app.passwords.hash(password), role: 'WRITE', group: 'DEMO', features: [] }, new Date())
const token = (await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password } })).json().token as string
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

// One collection of 200 one-page documents, indexed as the knowledge room does.
const collectionId = randomUUID()
await app.db.insert(knowledgeCollections).values({ id: collectionId, tenantGroup: 'DEMO', name: 'Bench', internal: false })
for (let i = 0; i < 200; i++) {
  const fileId = randomUUID()
  await app.db.insert(knowledgeFiles).values({ id: fileId, tenantGroup: 'DEMO', collectionId, filename: `doc-${i}.pdf`, extension: 'pdf', mediaType: 'application/pdf', sizeBytes: 1, sha256: fileId, status: 'ready', language: 'german' })
  const text = `Produkt ${i}: Der Listenpreis beträgt ${i + 5} Euro. Die Dosierung beträgt ${i % 4 + 1} Tabletten täglich. Lagerung unter 25 Grad.`
  await app.db.execute(sql`insert into knowledge_chunks (file_id, tenant_group, ordinal, unit_kind, unit_number, heading, text, search_vector)
    values (${fileId}, 'DEMO', 0, 'page', 1, '', ${text}, to_tsvector('german', ${text}))`)
}
const assistantId = randomUUID()
await app.db.insert(assistants).values({ id: assistantId, tenantGroup: 'DEMO' })
await app.db.insert(assistantVersions).values({ assistantId, version: 1, name: 'Bench', sourceMode: 'all' })

const address = await app.listen({ port: 0, host: '127.0.0.1' })
const newThread = async () =>
  (await app.inject({ method: 'POST', url: '/api/chat/threads', headers, payload: { assistantId, routeId: 'chatbot', kind: 'classic' } })).json().id as string

/** One streamed answer: time to the first text line, total time, and whether it ended with done. */
async function stream(threadId: string): Promise<{ firstTextMs: number; totalMs: number; ok: boolean }> {
  const started = performance.now()
  let firstTextMs = NaN
  let last = ''
  try {
    const response = await fetch(`${address}/api/chat/threads/${threadId}/messages`, { method: 'POST', headers, body: JSON.stringify({ content: 'Wie hoch ist der Listenpreis und die Dosierung?' }) })
    if (response.status !== 200) return { firstTextMs, totalMs: performance.now() - started, ok: false }
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffered = ''
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      buffered += decoder.decode(next.value, { stream: true })
      const lines = buffered.split('\n')
      buffered = lines.pop()!
      for (const line of lines) {
        const event = JSON.parse(line) as { type: string }
        if (event.type === 'text' && Number.isNaN(firstTextMs)) firstTextMs = performance.now() - started
        last = event.type
      }
    }
  } catch {
    return { firstTextMs, totalMs: performance.now() - started, ok: false }
  }
  return { firstTextMs, totalMs: performance.now() - started, ok: last === 'done' }
}

async function round(concurrency: number) {
  const threads = await Promise.all(Array.from({ length: concurrency }, newThread))
  return Promise.all(threads.map(stream))
}

console.log(`bench:ai on ${app.database.kind}, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`)
await round(10) // warm-up
const firstTokens: number[] = []
for (let i = 0; i < 4; i++) firstTokens.push(...(await round(50)).map((result) => result.firstTextMs))
console.log(`first token at 50 concurrent streams (offline engine, 200 streams): p50 ${ms(percentile(firstTokens, 50))}, p95 ${ms(percentile(firstTokens, 95))}`)

global.gc?.()
const baseline = process.memoryUsage()
let peakHeap = baseline.heapUsed
let peakRss = baseline.rss
const sampler = setInterval(() => {
  const now = process.memoryUsage()
  peakHeap = Math.max(peakHeap, now.heapUsed)
  peakRss = Math.max(peakRss, now.rss)
}, 5)
const big = await round(200)
clearInterval(sampler)
const errors = big.filter((result) => !result.ok).length
console.log(`200 concurrent streams: ${errors} errors, p95 complete answer ${ms(percentile(big.map((result) => result.totalMs), 95))}`)
console.log(`memory per stream (peak during the 200 minus before; server and client in one process): heap ${((peakHeap - baseline.heapUsed) / 200 / 1024).toFixed(0)} KiB, rss ${((peakRss - baseline.rss) / 200 / 1024).toFixed(0)} KiB`)

// History search: 100,000 messages of one user in 1,000 threads, searched as the history page does.
const words = ['Dosierung', 'Preis', 'Lieferung', 'Rabatt', 'Apotheke', 'Tabletten', 'Lagerung', 'Studie', 'Zulassung', 'Packung', 'Großhandel', 'Außendienst']
const historyThreads = await Promise.all(Array.from({ length: 1000 }, newThread))
const fillStarted = performance.now()
for (let batch = 0; batch < 100; batch++) {
  await app.db.execute(sql`
    insert into chat_messages (id, thread_id, tenant_group, user_id, seq, role, content, status, search_vector, created_at)
    select gen_random_uuid()::text, (${JSON.stringify(historyThreads)}::jsonb ->> ((${batch} * 10 + g / 100) % 1000)::int), 'DEMO', ${user.id},
           1000 + ${batch} * 1000 + g, 'user', c.content, 'complete', to_tsvector('german', c.content), now() - (g || ' minutes')::interval
    from generate_series(1, 1000) as g,
    lateral (select 'Frage ' || g || ' zu ' || (${JSON.stringify(words)}::jsonb ->> (g % 12)) || ' und ' || (${JSON.stringify(words)}::jsonb ->> ((g * 7 + ${batch}) % 12)) || ' im Monat ' || (g % 12 + 1) as content) c`)
}
console.log(`history: 100,000 messages written in ${(performance.now() - fillStarted) / 1000} s`)
const searchTimes: number[] = []
for (let i = 0; i < 200; i++) {
  const term = words[i % words.length]!
  const started = performance.now()
  await app.db.execute(sql`
    select t.id, t.title, ts_headline('german', m.content, q.query) as snippet
    from chat_messages m join chat_threads t on t.id = m.thread_id, websearch_to_tsquery('german', ${term}) q(query)
    where m.tenant_group = 'DEMO' and m.user_id = ${user.id} and m.search_vector @@ q.query
    order by m.created_at desc limit 20`)
  searchTimes.push(performance.now() - started)
}
console.log(`history search over 100,000 messages (200 searches, one word each): p50 ${ms(percentile(searchTimes, 50))}, p95 ${ms(percentile(searchTimes, 95))}`)

await app.close()
rmSync(dataDir, { recursive: true, force: true })
