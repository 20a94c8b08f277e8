// The model part of bench:analysis (issue 39, decision 0095): an analysis run of 2,000 items, 50
// model calls at a time, against a scripted OpenAI-compatible model with a fixed answer time. The app
// (API and job runner, as `npm start` runs them) is a child process on a fresh PGlite data directory, or
// PostgreSQL when DATABASE_URL is set; this process runs the model server and the health client, so the
// server's event loop is its own. Prints:
//  - the time Tessera adds per item, p50/p95: from the item's start in the job (loading it) to its
//    result and findings written and the notification rules run, minus the model server's own time for
//    that item's call (measured at the server, from the request's arrival to the answer's end);
//  - GET /api/health while the run goes on (one request after another), p50/p99;
//  - the run's wall time and items per second.
// BENCH_ITEMS (default 2000), BENCH_CONCURRENCY (default 50), BENCH_MODEL_MS (default 500: the model's
// time per answer), BENCH_CPU_PROF (a directory: the server process writes a CPU profile there). A's scripts/bench-analysis.ts may import runAnalysisRunBench.
import { fork } from 'node:child_process'
import { randomBytes, randomUUID, createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { percentile } from './support/percentile.ts'
import { serverNodeFlags } from './support/server-node-flags.ts'

const itemCount = Number(process.env.BENCH_ITEMS ?? 2000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50)
const modelMs = Number(process.env.BENCH_MODEL_MS ?? 500)
const apiKey = 'sk-bench-analysis'

type FromChild =
  | { type: 'ready'; address: string }
  | {
      type: 'done'
      status: string
      items: { index: number; ms: number; readMs: number; callMs: number; writeMs: number }[]
      wallMs: number
      cpuMs: number
      errorCode: string | null
    }

/** About 2 KB of German forum text with the item's number and a reaction the model quotes. */
function itemText(index: number): string {
  const filler =
    'Ich habe in den letzten Wochen verschiedene Mittel gegen Erkältung ausprobiert und meine Erfahrungen aufgeschrieben. '
  return `Beitrag ${index}: Nach Zyrtomax bekam ich einen Hautausschlag am Arm. ${filler.repeat(17)}`
}

const answer = JSON.stringify({
  relevance: 70,
  summary: 'Ein Nutzer berichtet von einem Hautausschlag nach Zyrtomax.',
  products: ['Zyrtomax'],
  adverseEvents: [
    {
      product: 'Zyrtomax',
      reaction: 'Hautausschlag',
      patientPresent: true,
      reporterPresent: true,
      quote: 'bekam ich einen Hautausschlag am Arm',
      isIndication: false,
    },
  ],
})

// ---------------------------------------------------------------- the server (child process)
async function serve(baseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-analysis-'))
  const { createApp } = await import('../src/server/app.ts')
  const { loadConfig } = await import('../src/server/config.ts')
  const { encryptSecret, hintOf, useKeyCipherKey } = await import('../src/server/ai/key-cipher.ts')
  const tables = await import('../src/server/db/ai-tables.ts')
  const { analysisItems, analysisRuns } = await import('../src/server/db/analysis-tables.ts')
  const { startRun } = await import('../src/server/analysis/runs/start-run.ts')
  const { analysisRunEvents } = await import('../src/server/analysis/runs/run-job.ts')
  const { eq } = await import('drizzle-orm')
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  })
  const app = await createApp({ config, logger: { level: config.logLevel } })
  useKeyCipherKey(randomBytes(32))
  const db = app.db
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
    displayName: 'Scripted analyst',
    capabilities: ['chat'],
    contextWindow: 32_000,
    priceInputPerMillion: 2,
    priceOutputPerMillion: 8,
  })
  await db.insert(tables.tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
  await db
    .insert(tables.tenantAiSettings)
    .values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    .onConflictDoUpdate({ target: tables.tenantAiSettings.tenantGroup, set: { defaultChatModelId: modelId } })
  const indexOf = new Map<string, number>()
  for (let start = 0; start < itemCount; start += 500) {
    const rows = []
    for (let index = start; index < Math.min(itemCount, start + 500); index++) {
      const id = randomUUID()
      indexOf.set(id, index)
      const text = itemText(index)
      rows.push({
        id,
        tenantGroup: 'DEMO',
        tool: 'medicheck',
        sourceKind: 'paste',
        title: `Beitrag ${index}`,
        text,
        language: 'de',
        contentHash: createHash('sha256').update(text).digest('hex'),
        status: 'matched',
      })
    }
    await db.insert(analysisItems).values(rows)
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  process.send!({ type: 'ready', address })
  await new Promise<void>((resolve) => process.once('message', () => resolve()))

  const items: { index: number; ms: number; readMs: number; callMs: number; writeMs: number }[] = []
  type ItemEvent = {
    itemId: string
    startedAt: number
    loadedAt: number
    answeredAt: number
    endedAt: number
  }
  analysisRunEvents.on('item', (event: ItemEvent) => {
    items.push({
      index: indexOf.get(event.itemId)!,
      ms: event.endedAt - event.startedAt,
      readMs: event.loadedAt - event.startedAt,
      callMs: event.answeredAt - event.loadedAt,
      writeMs: event.endedAt - event.answeredAt,
    })
  })
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  const { runId } = await startRun(db, {
    tenantGroup: 'DEMO',
    tool: 'medicheck',
    profile: 'pvScreening',
    itemIds: [...indexOf.keys()],
    user: null,
    concurrency,
  })
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const [run] = await db.select().from(analysisRuns).where(eq(analysisRuns.id, runId))
    if (run && (run.status === 'done' || run.status === 'failed')) {
      process.send!({
        type: 'done',
        status: run.status,
        items,
        wallMs: performance.now() - started,
        cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore)),
        errorCode: run.errorCode,
      })
      break
    }
  }
  // The parent stops its health requests first.
  await new Promise<void>((resolve) => process.once('message', () => resolve()))
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

// ---------------------------------------------------------------- the model server and the clients
async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

/** A chat-completions endpoint answering every call with `answer` after modelMs (whole, or streamed when asked), recording its time per item. */
async function startModelServer(serverMs: Map<number, number>) {
  const server = createServer((request, response) => {
    const arrived = performance.now()
    void readBody(request).then(async (raw) => {
      const body = JSON.parse(raw) as { messages: { content: string }[] }
      const index = Number(/Beitrag (\d+):/.exec(body.messages[1]?.content ?? '')?.[1] ?? -1)
      await new Promise((resolve) => setTimeout(resolve, modelMs))
      if ((body as { stream?: boolean }).stream !== true) {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            id: 'c',
            object: 'chat.completion',
            created: 0,
            model: 'scripted-chat',
            choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 900, completion_tokens: 120, total_tokens: 1020 },
          }),
          () => serverMs.set(index, performance.now() - arrived),
        )
        return
      }
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'scripted-chat', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(chunk({ role: 'assistant', content: answer }, null))
      response.write(chunk({}, 'stop'))
      response.write(
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'scripted-chat', choices: [], usage: { prompt_tokens: 900, completion_tokens: 120, total_tokens: 1020 } })}\n\n`,
      )
      response.end('data: [DONE]\n\n', () => serverMs.set(index, performance.now() - arrived))
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface AnalysisRunBench {
  readonly addedP50: number
  readonly addedP95: number
  /** The parts of the added time, p50/p95: waiting for the item to be read, the call beyond the model's own time, waiting for the result to be written. */
  readonly parts: { readonly name: string; readonly p50: number; readonly p95: number }[]
  readonly healthP50: number
  readonly healthP99: number
  readonly healthRequests: number
  /** Health answers other than 200 (503: the database ping took over 2 s). */
  readonly healthFailed: number
  readonly wallSeconds: number
  readonly itemsPerSecond: number
  /** The server process's CPU time (user + system, all threads) during the run per item: holds under load when wall times do not. */
  readonly cpuMsPerItem: number
  readonly status: string
}

export async function runAnalysisRunBench(): Promise<AnalysisRunBench> {
  const serverMs = new Map<number, number>()
  const model = await startModelServer(serverMs)
  const child = fork(new URL(import.meta.url).pathname, ['--serve', model.baseUrl], {
    execArgv: [
      ...serverNodeFlags,
      ...process.execArgv,
      // BENCH_CPU_PROF=<dir>: a CPU profile of the server process, to find where its time per item goes.
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
  })
  const ready = await new Promise<Extract<FromChild, { type: 'ready' }>>((resolve) =>
    child.once('message', (message: FromChild) => message.type === 'ready' && resolve(message)),
  )
  const done = new Promise<Extract<FromChild, { type: 'done' }>>((resolve) =>
    child.on('message', (message: FromChild) => message.type === 'done' && resolve(message)),
  )
  let running = true
  const health: number[] = []
  let healthFailed = 0
  const probe = (async () => {
    while (running) {
      const sent = performance.now()
      const response = await fetch(`${ready.address}/api/health`)
      await response.arrayBuffer()
      if (response.status !== 200) healthFailed += 1
      health.push(performance.now() - sent)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  child.send({ type: 'start' })
  const result = await done
  running = false
  await probe
  child.send({ type: 'stop' })
  await new Promise((resolve) => child.once('exit', resolve))
  await model.close()
  const added = result.items.map((item) => item.ms - (serverMs.get(item.index) ?? Number.NaN))
  const part = (name: string, values: number[]) => ({
    name,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
  })
  const parts = [
    part(
      'read',
      result.items.map((item) => item.readMs),
    ),
    part(
      'call beyond the model',
      result.items.map((item) => item.callMs - (serverMs.get(item.index) ?? Number.NaN)),
    ),
    part(
      'write and rules',
      result.items.map((item) => item.writeMs),
    ),
  ]
  return {
    addedP50: percentile(added, 50),
    addedP95: percentile(added, 95),
    parts,
    healthP50: percentile(health, 50),
    healthP99: percentile(health, 99),
    healthRequests: health.length,
    healthFailed,
    wallSeconds: result.wallMs / 1000,
    itemsPerSecond: result.items.length / (result.wallMs / 1000),
    cpuMsPerItem: result.cpuMs / Math.max(1, result.items.length),
    status: `${result.status}${result.errorCode ? ` (${result.errorCode})` : ''}, ${result.items.length} items`,
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!)
else if (import.meta.url === `file://${process.argv[1]}`) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  console.log(
    `analysis run: ${itemCount} items, ${concurrency} model calls at a time, model ${modelMs} ms per answer, ${database}, load average ${loadavg()[0]!.toFixed(1)}`,
  )
  const figures = await runAnalysisRunBench()
  const ms = (value: number | null) =>
    value === null || Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`
  console.log(
    `run: ${figures.status} in ${figures.wallSeconds.toFixed(1)} s (${figures.itemsPerSecond.toFixed(1)} items/s); server CPU ${ms(figures.cpuMsPerItem)} per item`,
  )
  console.log(
    `time Tessera adds per item: p50 ${ms(figures.addedP50)}, p95 ${ms(figures.addedP95)} (goal p95 < 20 ms)`,
  )
  console.log(
    `  of which ${figures.parts.map((p) => `${p.name} p50 ${ms(p.p50)} / p95 ${ms(p.p95)}`).join('; ')}`,
  )
  console.log(
    `GET /api/health during the run (${figures.healthRequests} requests, ${figures.healthFailed} not 200): p50 ${ms(figures.healthP50)}, p99 ${ms(figures.healthP99)} (goal p99 < 100 ms)`,
  )
  console.log(`load average after: ${loadavg()[0]!.toFixed(1)}`)
}
