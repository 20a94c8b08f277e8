// The analysis-run suites' app: the chat test app with a short job poll, a scripted OpenAI-compatible
// model (the tenant's default, with prices), items through ingestItem, and a wait for a
// run to end. Below it, what the cancel, resume and batch suites share: the app with DEMO's admin, a
// slow run over marked items, its stop midway and its resumption on a second job runner.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import { ingestItem } from '../../src/server/analysis/items/ingest-item.ts'
import { startRun } from '../../src/server/analysis/runs/start-run.ts'
import { analysisResults } from '../../src/server/db/analysis-tables.ts'
import { JobRunner } from '../../src/server/jobs/index.ts'
import { buildChatApp, type ChatTestApp } from '../chat/chat-helpers.ts'
import type { BuildAppOptions } from '../server/helpers/build-app.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'

export const apiKey = 'sk-scripted-analysis-39'

export interface RunTestApp extends ChatTestApp {
  readonly server: ScriptedOpenAiServer
  /** Makes a chat model the group's default (prices per million tokens: 2 in, 8 out); returns its id. */
  addModel(group: string, options?: { budget?: number | null; contextWindow?: number }): Promise<string>
  setBudget(group: string, budget: number | null): Promise<void>
  addItem(
    group: string,
    fields: {
      title: string
      text: string
      language?: string
      tool?: string
      segments?: { start: number; end: number; text: string }[]
    },
  ): Promise<string>
  waitForRun(headers: Record<string, string>, runId: string): Promise<Record<string, unknown>>
}

export async function buildRunApp(options: BuildAppOptions = {}): Promise<RunTestApp> {
  useKeyCipherKey(randomBytes(32))
  const server = await startScriptedOpenAiServer({ apiKey })
  const t = await buildChatApp({ ...options, config: { jobPollMs: 50, ...options.config } })
  const db = t.app.db
  let providerId: string | null = null
  return {
    ...t,
    server,
    close: async () => {
      await t.close()
      await server.close()
    },
    addModel: async (group, modelOptions = {}) => {
      providerId ??= await insertScriptedProvider(db, server.baseUrl, apiKey)
      const modelId = randomUUID()
      await db.insert(aiModels).values({
        id: modelId,
        providerId,
        modelName: 'scripted-chat',
        displayName: 'Scripted analyst',
        capabilities: ['chat'],
        contextWindow: modelOptions.contextWindow ?? 32_000,
        priceInputPerMillion: 2,
        priceOutputPerMillion: 8,
      })
      await db.insert(tenantAllowedModels).values({ tenantGroup: group, modelId })
      await db
        .insert(tenantAiSettings)
        .values({
          tenantGroup: group,
          defaultChatModelId: modelId,
          monthlyTokenBudget: modelOptions.budget ?? null,
        })
        .onConflictDoUpdate({
          target: tenantAiSettings.tenantGroup,
          set: { defaultChatModelId: modelId, monthlyTokenBudget: modelOptions.budget ?? null },
        })
      return modelId
    },
    setBudget: async (group, budget) => {
      await db
        .update(tenantAiSettings)
        .set({ monthlyTokenBudget: budget })
        .where(eq(tenantAiSettings.tenantGroup, group))
    },
    addItem: async (group, fields) => {
      // The one way in: normalised, hashed, matched against the keyword lists, its rules run.
      const { itemId, created } = await ingestItem(db, {
        tenantGroup: group,
        tool: fields.tool ?? 'medicheck',
        sourceKind: 'paste',
        title: fields.title,
        text: fields.text,
        language: fields.language ?? 'de',
        segments: fields.segments ?? null,
      })
      expect(created).toBe(true)
      return itemId
    },
    waitForRun: async (headers, runId) => {
      for (let i = 0; i < 1200; i++) {
        const response = await t.app.inject({ url: `/api/medicheck/runs/${runId}`, headers })
        expect(response.statusCode, response.body).toBe(200)
        const run = response.json() as Record<string, unknown>
        if (run.status === 'done' || run.status === 'failed') return run
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`run ${runId} did not end`)
    },
  }
}

/** The chat request's messages. */
export const messagesOf = (body: Record<string, unknown> | null) =>
  (body?.messages ?? []) as { role: string; content: string }[]

/**
 * True when the request is about the item whose text contains `marker` (first attempt: two turns;
 * retry: four), asked with an instruction starting `instruction` (by default the German pvScreening default).
 */
export const aboutItem =
  (marker: string, turns?: 2 | 4, instruction = 'Du prüfst Medienbeiträge') =>
  (body: Record<string, unknown>) => {
    const messages = messagesOf(body)
    return (
      (turns === undefined || messages.length === turns) &&
      (messages[0]?.content ?? '').startsWith(instruction) &&
      (messages[1]?.content ?? '').includes(marker)
    )
  }

/** True when the chat request's item text (the second message) contains `marker`. */
export const asksAbout = (marker: string) => (body: Record<string, unknown> | null) =>
  (messagesOf(body)[1]?.content ?? '').includes(marker)

/** Polls `check` every 25 ms until it holds (at most 30 s). */
export async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A pvScreening answer that found nothing. */
export const nothingFound = JSON.stringify({
  relevance: 10,
  summary: 'Nichts.',
  products: [],
  adverseEvents: [],
})

export type RunAdmin = Awaited<ReturnType<RunTestApp['signInAs']>>

/** The run app with DEMO's admin signed in and, unless `model` is false, DEMO's default model added. */
export async function buildRunAppAsAdmin(options: { model?: boolean } = {}): Promise<{
  t: RunTestApp
  admin: RunAdmin
}> {
  const t = await buildRunApp()
  const admin = await t.signInAs('ADMIN', 'DEMO')
  if (options.model !== false) await t.addModel('DEMO')
  return { t, admin }
}

type ResultRow = typeof analysisResults.$inferSelect

export interface SlowRun {
  readonly runId: string
  readonly itemIds: string[]
  readonly marker: string
  readonly usage: { input: number; output: number }
  /** The run's result rows as they are now. */
  results(): Promise<ResultRow[]>
  /** The ledger's successful calls of the run's tool with the run's input tokens. */
  paid(): Promise<(typeof aiUsage.$inferSelect)[]>
}

/**
 * `count` DEMO items titled `${title} n` with the text `${marker} Nummer n: Zyrtomax.`, each answered
 * with `output` in two chunks 150 ms apart (~300 ms a call, so a stop or cancel falls mid-run), and
 * a run over them started by `userId`.
 */
export async function startSlowRun(
  t: RunTestApp,
  options: {
    userId: string
    title: string
    marker: string
    count: number
    output: string
    usage: { input: number; output: number }
    concurrency: number
    tool?: 'medicheck' | 'podcast'
  },
): Promise<SlowRun> {
  const tool = options.tool ?? 'medicheck'
  const itemIds: string[] = []
  for (let n = 1; n <= options.count; n++)
    itemIds.push(
      await t.addItem('DEMO', {
        title: `${options.title} ${n}`,
        text: `${options.marker} Nummer ${n}: Zyrtomax.`,
        tool,
      }),
    )
  t.server.answerWhen(
    asksAbout(options.marker),
    reply([options.output.slice(0, 20), options.output.slice(20)], {
      chunkDelayMs: 150,
      usage: options.usage,
    }),
  )
  const { runId } = await startRun(t.app.db, {
    tenantGroup: 'DEMO',
    tool,
    profile: tool === 'medicheck' ? 'pvScreening' : 'podcastEpisode',
    itemIds,
    user: { id: options.userId },
    concurrency: options.concurrency,
  })
  const results = () => t.app.db.select().from(analysisResults).where(eq(analysisResults.runId, runId))
  const paid = async () =>
    (
      await t.app.db
        .select()
        .from(aiUsage)
        .where(and(eq(aiUsage.tool, tool), eq(aiUsage.tokensIn, options.usage.input)))
    ).filter((row) => row.outcome === 'ok')
  return { runId, itemIds, marker: options.marker, usage: options.usage, results, paid }
}

/**
 * Waits until the slow run has `atLeast` results, then stops the app's job runner (as on a crash or a
 * deploy) and returns the results written by then.
 */
export async function stopMidway(t: RunTestApp, run: SlowRun, atLeast: number): Promise<ResultRow[]> {
  await until(async () => (await run.results()).length >= atLeast, `${atLeast} results`)
  await t.app.jobRunner!.stop()
  return run.results()
}

/**
 * Finishes a slow run stopped midway on a second runner and checks that none of it was paid for twice:
 * done with every item and the tokens of one call each, the results written `before` the stop the same
 * rows, one completed call and one paid ledger row per item.
 */
export async function expectResumedPayingOnce(
  t: RunTestApp,
  headers: Record<string, string>,
  run: SlowRun,
  before: readonly ResultRow[],
): Promise<void> {
  const count = run.itemIds.length
  expect(await resumeOnSecondRunner(t, headers, run.runId)).toMatchObject({
    status: 'done',
    itemsTotal: count,
    itemsDone: count,
    itemsFailed: 0,
    tokensUsed: count * (run.usage.input + run.usage.output),
  })
  const after = await run.results()
  expect(after.map((row) => row.itemId).sort()).toEqual([...run.itemIds].sort())
  for (const row of before) expect(after.find((other) => other.itemId === row.itemId)!.id).toBe(row.id)
  expectOneCompletedCallPerItem(t, run.marker, count)
  expect(await run.paid()).toHaveLength(count)
}

/** Finishes a run whose job runner was stopped on a second runner, as another instance would; returns the run. */
async function resumeOnSecondRunner(
  t: RunTestApp,
  headers: Record<string, string>,
  runId: string,
): Promise<Record<string, unknown>> {
  const second = new JobRunner({ db: t.app.db, log: t.app.log, pollMs: 50, retryBaseMs: 50 })
  second.start()
  try {
    return await t.waitForRun(headers, runId)
  } finally {
    await second.stop()
  }
}

/** Each of the `count` items with `marker` was answered by exactly one completed (not aborted) call. */
function expectOneCompletedCallPerItem(t: RunTestApp, marker: string, count: number): void {
  const completed = t.server.requests.filter((request) => !request.aborted && asksAbout(marker)(request.body))
  for (let n = 1; n <= count; n++)
    expect(
      completed.filter((request) => messagesOf(request.body)[1]!.content.includes(`Nummer ${n}:`)),
      `item ${n}`,
    ).toHaveLength(1)
}
