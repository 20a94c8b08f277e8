// bench:visibility (issue 40, decision 0099). Two parts, in this process, on a fresh PGlite data
// directory or on PostgreSQL when DATABASE_URL is set:
//  1. A run of 200 prompts x 3 engines x 3 samples (1,800 answers) against a scripted
//     OpenAI-compatible model server (in this process) that answers at once with a list, citations and
//     the brand; prints the time per answer in the job (the gateway call with budget and ledger, the
//     matcher, the citations, the answer and its mentions written), p50/p95, and the model server's own
//     time per request (included in the former), the run's wall time and answers per second.
//  2. The figures over a year of daily runs: BENCH_ANSWERS (default 650,000) answers written with
//     generate_series, then each dimension's figures query timed (best and worst of 3).
// BENCH_PROMPTS (default 200), BENCH_CONCURRENCY (default 8).
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { percentile } from './support/percentile.ts'

const promptCount = Number(process.env.BENCH_PROMPTS ?? 200)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const answerCount = Number(process.env.BENCH_ANSWERS ?? 650_000)
const apiKey = 'sk-bench-visibility'

const answer = [
  'Gegen Halsschmerzen helfen vor allem:',
  '1. Dolorin Akut – lindert schnell',
  '2. Zyrtomax Forte – 3-mal täglich eine Lutschtablette',
  '3. Halsfrei Spray',
  '',
  'Quellen: https://www.apotheken-umschau.de/halsschmerzen, https://www.zyrtomax.de/hals und https://www.shop-apotheke.com/hals',
].join('\n')

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

async function startModelServer(serverMs: number[]) {
  const server = createServer((request, response) => {
    const arrived = performance.now()
    void readBody(request).then(() => {
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(chunk({ role: 'assistant', content: answer }, null))
      response.write(chunk({}, 'stop'))
      response.write(
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [], usage: { prompt_tokens: 20, completion_tokens: 90, total_tokens: 110 } })}\n\n`,
      )
      response.end('data: [DONE]\n\n', () => serverMs.push(performance.now() - arrived))
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

async function main() {
  const serverMs: number[] = []
  const model = await startModelServer(serverMs)
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
  await db.insert(vis.visibilityPrompts).values(
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

  // ---- 1. the run
  const perAnswer: number[] = []
  // Per answer: a prompt x engine's time (its samples asked one after another, then stored in one
  // statement) divided by its answers, counted once for each of them.
  const perGroup: number[] = []
  visibilityRunEvents.on('answers', (event: { answers: number; ms: number }) => {
    perGroup.push(event.ms)
    for (let i = 0; i < event.answers; i++) perAnswer.push(event.ms / event.answers)
  })
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
  console.log(
    `bench:visibility on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${concurrency} calls at a time`,
  )
  console.log(
    `run: ${answersTotal} answers (${promptCount} prompts x 3 engines x 3 samples), status ${status}, ${perAnswer.length} timed`,
  )
  console.log(
    `  time per answer in the job (gateway call with budget and ledger, matcher, citations, answer and mentions written): p50 ${ms(percentile(perAnswer, 50))}, p95 ${ms(percentile(perAnswer, 95))}`,
  )
  console.log(
    `  time per prompt x engine (3 samples asked, then stored together): p50 ${ms(percentile(perGroup, 50))}, p95 ${ms(percentile(perGroup, 95))}`,
  )
  console.log(
    `  of which the scripted model server's own time per request: p50 ${ms(percentile(serverMs, 50))}, p95 ${ms(percentile(serverMs, 95))}`,
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
