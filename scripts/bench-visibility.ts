// bench:visibility (issue 40, decisions 0099, 0112). Two parts, on a fresh PGlite data directory or on
// PostgreSQL when DATABASE_URL is set:
//  1. A run of 200 prompts x 3 engines x 3 samples (1,800 answers) against a scripted
//     OpenAI-compatible model server in a process of its own (support/visibility-model-server.ts,
//     answering after BENCH_MODEL_MS, default 0) with a list, citations and the brand. Prints, per
//     answer, Tessera's own time: a prompt x engine's time from its first call to its stored answers
//     (the gateway calls with budget and ledger, the matcher, the citations, the answers and mentions
//     written) minus the time the model server held its requests, divided by its answers; the same
//     with the server's time; the CPU time of this process per answer while asking (the bench's own
//     work in it is a status read every 250 ms) and how busy its event loop was.
//  2. The figures over a year of daily runs: BENCH_ANSWERS (default 650,000) answers written with
//     generate_series, then each dimension's figures query timed (best and worst of 3).
// BENCH_PROMPTS (default 200), BENCH_CONCURRENCY (default 8).
import { randomBytes, randomUUID } from 'node:crypto'
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance as nodePerformance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import type { ModelServerMessage } from './support/visibility-model-server.ts'
import { percentile } from './support/percentile.ts'

const promptCount = Number(process.env.BENCH_PROMPTS ?? 200)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const answerCount = Number(process.env.BENCH_ANSWERS ?? 650_000)
const modelDelayMs = Number(process.env.BENCH_MODEL_MS ?? 0)
const apiKey = 'sk-bench-visibility'

/** The scripted engine in its own process (support/visibility-model-server.ts). */
async function startModelServer(delayMs: number) {
  const child = fork(
    fileURLToPath(new URL('./support/visibility-model-server.ts', import.meta.url)),
    [String(delayMs)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  const next = () =>
    new Promise<ModelServerMessage>((resolve, reject) => {
      child.once('message', (message) => resolve(message as ModelServerMessage))
      child.once('exit', (code) => reject(new Error(`model server exited with ${code}`)))
    })
  const { ready } = await next()
  return {
    baseUrl: `http://127.0.0.1:${ready!.port}/v1`,
    /** Per `${model}\n${prompt}`: how long the server held each request. */
    held: async () => {
      const answer = next()
      child.send('held')
      return new Map(Object.entries((await answer).held!))
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.send('close')
      }),
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

async function main() {
  const model = await startModelServer(modelDelayMs)
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-visibility-'))
  const { createApp } = await import('../src/server/app.ts')
  const { loadConfig } = await import('../src/server/config.ts')
  const { encryptSecret, hintOf, useKeyCipherKey } = await import('../src/server/ai/key-cipher.ts')
  const tables = await import('../src/server/db/ai-tables.ts')
  const vis = await import('../src/server/db/visibility-tables.ts')
  const { startVisibilityRun } = await import('../src/server/visibility/start-run.ts')
  const { visibilityRunEvents } = await import('../src/server/visibility/run-job.ts')
  const { queryFigures, figureDimensions } = await import('../src/server/visibility/figure-query.ts')
  const { eq, sql } = await import('drizzle-orm')
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  })
  const app = await createApp({ config, logger: { level: config.logLevel } })
  useKeyCipherKey(randomBytes(32))
  const db = app.db
  const group = 'PARENT'
  const providerId = randomUUID()
  await db.insert(tables.aiProviders).values({
    id: providerId,
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl: model.baseUrl,
    apiKeyEncrypted: encryptSecret(apiKey),
    apiKeyHint: hintOf(apiKey),
    timeoutMs: 60_000,
    maxRetries: 0,
  })
  const engines = []
  for (const name of ['engine-a', 'engine-b', 'engine-c']) {
    const modelId = randomUUID()
    await db.insert(tables.aiModels).values({
      id: modelId,
      providerId,
      modelName: name,
      displayName: name,
      capabilities: ['chat'],
      contextWindow: 32_000,
      priceInputPerMillion: 2,
      priceOutputPerMillion: 8,
    })
    await db.insert(tables.tenantAllowedModels).values({ tenantGroup: group, modelId })
    engines.push({ modelId, webSearch: false })
  }
  await db
    .insert(tables.tenantAiSettings)
    .values({ tenantGroup: group, defaultChatModelId: engines[0]!.modelId })
    .onConflictDoUpdate({
      target: tables.tenantAiSettings.tenantGroup,
      set: { defaultChatModelId: engines[0]!.modelId },
    })
  const projectId = randomUUID()
  const [project] = await db
    .insert(vis.visibilityProjects)
    .values({
      id: projectId,
      tenantGroup: group,
      name: 'Bench',
      brand: 'Zyrtomax',
      brandAliases: ['Zyrtomax Forte'],
      ownDomains: ['zyrtomax.de'],
      competitors: [
        { name: 'Dolorin', aliases: ['Dolorin Akut'], domains: ['dolorin.de'] },
        { name: 'Halsfrei', aliases: [], domains: [] },
      ],
      markets: [{ country: 'DE', language: 'de' }],
      topics: ['Halsschmerzen'],
      engines,
      samples: 3,
    })
    .returning()
  const prompts = await db
    .insert(vis.visibilityPrompts)
    .values(
      Array.from({ length: promptCount }, (_, i) => ({
        id: randomUUID(),
        projectId,
        tenantGroup: group,
        text: `Frage ${i}: Was hilft am besten gegen Halsschmerzen?`,
        topic: `Thema ${i % 10}`,
        category: ['discovery', 'useCase', 'comparison', 'brand'][i % 4]!,
        market: 'DE',
        language: 'de',
        branded: false,
      })),
    )
    .returning()

  // ---- 1. the run
  // Per prompt x engine (its samples asked one after another, then stored in one statement): the
  // time from its first call to its stored answers, and the model server's time for its calls.
  const asked: { promptId: string; modelId: string; answers: number; ms: number }[] = []
  const expected = promptCount * engines.length * 3
  let counted = 0
  const cpuBefore = process.cpuUsage()
  const loopBefore = nodePerformance.eventLoopUtilization()
  let cpuMs = Number.NaN
  let loopUtilization = Number.NaN
  visibilityRunEvents.on(
    'answers',
    (event: { promptId: string; modelId: string; answers: number; ms: number }) => {
      asked.push(event)
      counted += event.answers
      if (counted === expected) {
        const cpu = process.cpuUsage(cpuBefore)
        cpuMs = (cpu.user + cpu.system) / 1000
        loopUtilization = nodePerformance.eventLoopUtilization(loopBefore).utilization
      }
    },
  )
  const started = performance.now()
  const { runId, answersTotal } = await startVisibilityRun(db, {
    project: project!,
    user: null,
    minSimilarity: 0.25,
    concurrency,
  })
  let status = ''
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const [run] = await db.select().from(vis.visibilityRuns).where(eq(vis.visibilityRuns.id, runId))
    status = run?.status ?? ''
    if (status === 'judging' || status === 'done' || status === 'failed') break
  }
  const wallMs = performance.now() - started
  const held = await model.held()
  const promptText = new Map<string, string>(prompts.map((p) => [p.id, p.text]))
  const modelName = new Map<string, string>(engines.map((e, i) => [e.modelId, `engine-${'abc'[i]}`]))
  const perAnswer: number[] = []
  const ownPerAnswer: number[] = []
  const serverMs: number[] = []
  for (const g of asked) {
    const times = held.get(`${modelName.get(g.modelId)}\n${promptText.get(g.promptId)}`) ?? []
    serverMs.push(...times)
    const own = g.ms - times.reduce((sum, t) => sum + t, 0)
    for (let i = 0; i < g.answers; i++) {
      perAnswer.push(g.ms / g.answers)
      ownPerAnswer.push(own / g.answers)
    }
  }
  const p5095 = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`
  console.log(
    `bench:visibility on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${concurrency} calls at a time, model server in its own process answering after ${modelDelayMs} ms`,
  )
  console.log(
    `run: ${answersTotal} answers (${promptCount} prompts x 3 engines x 3 samples), status ${status}, ${perAnswer.length} timed`,
  )
  console.log(
    `  Tessera's own time per answer (a prompt x engine's time from its first call to its stored answers, minus the model server's time for its calls, per answer): ${p5095(ownPerAnswer)}`,
  )
  console.log(`  the same with the model server's time: ${p5095(perAnswer)}`)
  console.log(`  the model server's time per request: ${p5095(serverMs)}`)
  console.log(
    `  CPU of Tessera's process while asking: ${ms(cpuMs / expected)} per answer; event loop busy ${(loopUtilization * 100).toFixed(0)} % of the time`,
  )
  console.log(
    `  wall ${(wallMs / 1000).toFixed(1)} s, ${((answersTotal * 1000) / wallMs).toFixed(0)} answers/s`,
  )
  // Let the verdict step end before the bulk insert.
  for (let i = 0; i < 600; i++) {
    const [run] = await db.select().from(vis.visibilityRuns).where(eq(vis.visibilityRuns.id, runId))
    if (run?.status === 'done' || run?.status === 'failed') break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  // ---- 2. a year of daily answers, then the figures
  const insertStarted = performance.now()
  for (let from = 0; from < answerCount; from += 50_000) {
    const to = Math.min(answerCount, from + 50_000) - 1
    await db.execute(sql`
      insert into visibility_answers (id, run_id, project_id, tenant_group, prompt_id, market, topic, category, branded,
        model_id, model_label, sample, status, text, tokens_in, tokens_out, brand_mentioned, brand_position,
        entities_mentioned, cite_own, cite_competitor, cite_health_portal, cite_retailer, cite_other, asked_at)
      select md5(i::text || ${runId}), ${runId}, ${projectId}, ${group}, 'p' || i,
        (array['DE','AT','CH','FR'])[1 + i % 4], 'Thema ' || (i % 10), (array['discovery','useCase','comparison','brand'])[1 + i % 4], i % 7 = 0,
        (array['a','b','c'])[1 + i % 3], (array['engine-a','engine-b','engine-c'])[1 + i % 3], 1 + i % 3,
        case when i % 50 = 0 then 'failed' when i % 77 = 0 then 'noAnswer' else 'ok' end, '', 20, 90,
        i % 3 <> 0, case when i % 3 = 1 then 1 + i % 5 end, 1 + i % 3, i % 2, i % 3, 1, i % 2, 0,
        now() - ((i % 365) || ' days')::interval
      from generate_series(${from}::int, ${to}::int) as i`)
  }
  await db.execute(sql`analyze visibility_answers`)
  console.log(
    `figures over ${answerCount.toLocaleString('en')} answers (written in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s):`,
  )
  for (const dimension of figureDimensions) {
    const times: number[] = []
    let groups = 0
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now()
      groups = (await queryFigures(db, { tenantGroup: group, projectId }, dimension)).length
      times.push(performance.now() - t0)
    }
    console.log(
      `  by ${dimension}: ${groups} groups, best ${ms(Math.min(...times))}, worst ${ms(Math.max(...times))}`,
    )
  }
  await app.close()
  await model.close()
  rmSync(dataDir, { recursive: true, force: true })
}

await main()
