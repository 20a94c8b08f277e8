// npm run bench:images: the image generator over loopback HTTP against the scripted images endpoint
// (1024 x 1024 noise PNGs, about as large as real pictures), on PGlite in a temp dir (or PostgreSQL
// when DATABASE_URL is set). Prints the time Tessera adds per image beyond the provider's own time
// (the same request sent straight to the provider is the baseline), the gallery list p95 with 10,000
// images in the tenant, and the memory while a 4-image request runs.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../src/server/app.ts'
import { encryptSecret, hintOf, useKeyCipherKey } from '../src/server/ai/key-cipher.ts'
import { loadConfig } from '../src/server/config.ts'
import {
  aiModels,
  aiProviders,
  galleryImageBlobs,
  galleryImages,
  tenantAllowedModels,
} from '../src/server/db/ai-tables.ts'
import { insertUser } from '../src/server/db/users.ts'
import { startScriptedOpenAiServer } from '../tests/support/scripted-openai-server.ts'
import { percentile } from './support/percentile.ts'

const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const apiKey = 'sk-bench-images'
const provider = await startScriptedOpenAiServer({ apiKey, imageSide: 1024, imageNoise: true })
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-images-'))
useKeyCipherKey(randomBytes(32))
// The scripted model server listens on 127.0.0.1.
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  OUTBOUND_ALLOW_LOOPBACK: 'true',
})
const app = await createApp({ config, logger: { level: config.logLevel } })
const password = 'benchmark password 1'
const user = await insertUser(
  app.db,
  {
    email: `bench-images-${Date.now()}@example.test`,
    username: 'bench',
    passwordHash: await app.passwords.hash(password),
    role: 'WRITE',
    group: 'DEMO',
    features: [],
  },
  new Date(),
)
const token = (
  await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password } })
).json().token as string
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
const providerId = randomUUID()
const modelId = randomUUID()
await app.db.insert(aiProviders).values({
  id: providerId,
  name: 'Scripted',
  kind: 'openai-compatible',
  baseUrl: provider.baseUrl,
  apiKeyEncrypted: encryptSecret(apiKey),
  apiKeyHint: hintOf(apiKey),
  timeoutMs: 60_000,
  maxRetries: 0,
})
await app.db.insert(aiModels).values({
  id: modelId,
  providerId,
  modelName: 'bench-image',
  displayName: 'Bench image',
  capabilities: ['images'],
  pricePerImage: 0.04,
})
await app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const body = {
  modelId,
  prompt: 'Schaufenster einer Apotheke im Frühling',
  count: 1,
  size: '1024x1024',
  quality: 'auto',
  style: 'photo',
}

/** The provider alone: the same request straight to the scripted endpoint. */
async function direct(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${provider.baseUrl}/images/generations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench-image', prompt: body.prompt, n: 1, size: body.size }),
  })
  await response.arrayBuffer()
  return performance.now() - started
}
/** Through Tessera: the generator stream until its done line. */
async function throughTessera(count = 1): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${address}/api/images/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, count }),
  })
  const text = await response.text()
  if (!text.trim().endsWith('{"type":"done"}')) throw new Error(`generation failed: ${text.slice(0, 200)}`)
  return performance.now() - started
}

// Warm-up (JIT, sharp's first load, first inserts), then alternate so both see the same machine.
await direct()
await throughTessera()
const rounds = Number(process.env.BENCH_IMAGE_ROUNDS ?? 20)
const directTimes: number[] = []
const tesseraTimes: number[] = []
for (let i = 0; i < rounds; i++) {
  directTimes.push(await direct())
  tesseraTimes.push(await throughTessera())
}
const added = percentile(tesseraTimes, 50) - percentile(directTimes, 50)
console.log(
  `provider alone per image: p50 ${ms(percentile(directTimes, 50))}, p95 ${ms(percentile(directTimes, 95))}`,
)
console.log(
  `through Tessera per image: p50 ${ms(percentile(tesseraTimes, 50))}, p95 ${ms(percentile(tesseraTimes, 95))}`,
)
console.log(`time Tessera adds per image (p50 difference): ${ms(added)}`)

// Memory while a 4-image request runs, sampled every 5 ms.
globalThis.gc?.()
const before = process.memoryUsage()
let peakRss = before.rss
let peakHeap = before.heapUsed
const sampler = setInterval(() => {
  const now = process.memoryUsage()
  peakRss = Math.max(peakRss, now.rss)
  peakHeap = Math.max(peakHeap, now.heapUsed)
}, 5)
const fourMs = await throughTessera(4)
clearInterval(sampler)
console.log(
  `4-image request: ${ms(fourMs)}; RSS ${mb(before.rss)} -> peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}), heap ${mb(before.heapUsed)} -> peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)})`,
)

// 10,000 images in the tenant (a third the caller's, a third shared, a third others' private ones).
const other = await insertUser(
  app.db,
  {
    email: `bench-images-other-${Date.now()}@example.test`,
    username: 'other',
    passwordHash: 'x',
    role: 'READ',
    group: 'DEMO',
    features: [],
  },
  new Date(),
)
const words = [
  'Apotheke',
  'Frühling',
  'Tabletten',
  'Schaufenster',
  'Kräuter',
  'Sonne',
  'Winter',
  'Familie',
  'Hustensaft',
  'Vitamine',
]
const start = Date.now() - 10_000 * 60_000
for (let batch = 0; batch < 20; batch++) {
  const rows = Array.from({ length: 500 }, (_, i) => {
    const n = batch * 500 + i
    return {
      id: randomUUID(),
      tenantGroup: 'DEMO',
      userId: n % 3 === 0 ? user.id : other.id,
      visibility: n % 3 === 1 ? 'tenant' : 'private',
      origin: 'generated',
      prompt: `${words[n % 10]} und ${words[(n * 7) % 10]} Nummer ${n}`,
      mediaType: 'image/png',
      width: 1024,
      height: 1024,
      sizeBytes: 4,
      createdAt: new Date(start + n * 60_000),
    }
  })
  await app.db.insert(galleryImages).values(rows)
  await app.db
    .insert(galleryImageBlobs)
    .values(rows.map((row) => ({ imageId: row.id, content: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) })))
}
async function timeList(url: string, times = 100): Promise<number[]> {
  const result: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    const response = await fetch(`${address}${url}`, { headers })
    await response.json()
    result.push(performance.now() - started)
  }
  return result
}
await timeList('/api/images?limit=24', 10)
for (const [label, url] of [
  ['first page (24)', '/api/images?limit=24'],
  ['shared only', '/api/images?scope=shared&limit=24'],
  ['search "Kräuter Sonne"', `/api/images?q=${encodeURIComponent('Kräuter Sonne')}&limit=24`],
  ['search with no match', `/api/images?q=Zahnbürste&limit=24`],
] as const) {
  const times = await timeList(url)
  console.log(
    `gallery list, 10,000 images, ${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  )
}
// A deep page: follow the cursor 40 pages down, then time that page.
let cursor: string | null = null
for (let i = 0; i < 40; i++) {
  const page = (await (
    await fetch(`${address}/api/images?limit=24${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      headers,
    })
  ).json()) as { nextCursor: string | null }
  cursor = page.nextCursor
}
const deep = await timeList(`/api/images?limit=24&cursor=${encodeURIComponent(cursor ?? '')}`)
console.log(
  `gallery list, 10,000 images, page 41 by cursor: p50 ${ms(percentile(deep, 50))}, p95 ${ms(percentile(deep, 95))}`,
)

await app.close()
await provider.close()
rmSync(dataDir, { recursive: true, force: true })
