// The `analysis.run` job: the run's items through the model, `concurrency` calls at a time, until done
// or cancelled (cancel-run.ts: heard at once in this process, else read with the status once a second;
// no item starts after it, the calls in flight finish and keep their results, the run stays
// `cancelled`). Restart
// safety: results are unique per run and item and an attempt starts by skipping the items that have
// one, so an item analysed before a crash or a stop is not paid for twice; the run's counters are
// counted from its results (at the start, every second and at the end). A spent budget (or a model no longer allowed) ends the run as failed
// with that code; the items without a result stay unanalysed (a later run takes them). Items are read
// in chunks and results written by group commit (decision 0111); a worker waits for its result to be
// committed before it takes the next item, so a stop leaves no answer unwritten.
import { EventEmitter } from 'node:events'
import { setTimeout as delay } from 'node:timers/promises'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { analysisPrompts, analysisResults, analysisRuns } from '../../db/analysis-tables.ts'
import { registerJobKind, type JobContext, type JobInput } from '../../jobs/index.ts'
import { tenantLanguage } from '../prompts/prompt-versions.ts'
import type { AnalysisProfile } from '../prompts/prompt-defaults.ts'
import { analyseItem } from './analyse-item.ts'
import { runCancellations } from './cancel-run.ts'
import { resolveRunModel } from './estimate-run.ts'
import { itemFeed } from './item-feed.ts'
import { resultWriter } from './result-batches.ts'
import { analysisRunJobKind, type RunJobPayload } from './start-run.ts'

/**
 * `item` after each item's result is written: { runId, itemId, startedAt, loadedAt, answeredAt, endedAt }
 * (performance.now(): taken, read, answered by the model and checked, written). The benchmark listens.
 */
export const analysisRunEvents = new EventEmitter()

/**
 * No two calls of a run start closer than this (decision 0111, addenda round 5 and 7): fifty calls
 * sent in the same millisecond come back in the same millisecond too, and the fiftieth answer then
 * waits for the other forty-nine to be checked and written (time added per item p95 244 ms on a
 * quiet machine). Staggering only the workers' first calls was not enough: workers that once queued
 * behind each other leave the queue together and stay in step, so bunches formed again during the
 * run. A run of 50 calls at a time has all of them under way after 0.4 s, and starts at most 125
 * calls a second, more than the one event loop can check and write (about 6 ms of CPU per item).
 * Providers also meet a burst of simultaneous requests with 429s.
 */
export const callSpacingMs = 8

export function registerAnalysisRunJob(): void {
  registerJobKind(analysisRunJobKind, runAnalysisJob, { timeoutMs: 6 * 60 * 60_000 })
}

const ended = ['done', 'failed', 'cancelled']

async function runAnalysisJob(
  job: JobInput,
  { db, log, signal }: JobContext,
): Promise<Record<string, unknown>> {
  const { runId, itemIds, concurrency } = job.payload as unknown as RunJobPayload
  const tenantGroup = job.tenantGroup ?? ''
  const [run] = await db
    .select()
    .from(analysisRuns)
    .where(and(eq(analysisRuns.id, runId), eq(analysisRuns.tenantGroup, tenantGroup)))
  if (!run || ended.includes(run.status)) return { skipped: 'no run waiting' }
  const [prompt] = await db.select().from(analysisPrompts).where(eq(analysisPrompts.id, run.promptId))
  // A cancelled run stays cancelled: the job's own ending never writes over it.
  const finish = (status: string, errorCode: string | null) =>
    db
      .update(analysisRuns)
      .set({ status, errorCode, updatedAt: sql`now()` as unknown as Date })
      .where(and(eq(analysisRuns.id, runId), sql`${analysisRuns.status} <> 'cancelled'`))
  const resolved = await resolveRunModel(db, tenantGroup, run.modelId)
  if (resolved.kind === 'none' || !prompt) {
    await finish('failed', resolved.kind === 'none' ? resolved.code : 'analysisRun.interrupted')
    return { failed: resolved.kind === 'none' ? resolved.code : 'no prompt' }
  }
  const analysed = await db
    .select({ itemId: analysisResults.itemId })
    .from(analysisResults)
    .where(eq(analysisResults.runId, runId))
  await recountRun(db, runId)
  const [started] = await db
    .update(analysisRuns)
    .set({ status: 'running', updatedAt: sql`now()` as unknown as Date })
    .where(and(eq(analysisRuns.id, runId), sql`${analysisRuns.status} in ('queued', 'running')`))
    .returning({ id: analysisRuns.id })
  if (!started) return { skipped: 'cancelled before it started' }

  const done = new Set(analysed.map((row) => row.itemId))
  const queue = itemIds.filter((id) => !done.has(id))
  const context = {
    runId,
    tenantGroup,
    tool: run.tool,
    profile: run.profile as AnalysisProfile,
    promptId: prompt.id,
    promptVersion: prompt.version,
    schemaVersion: prompt.schemaVersion,
    modelLabel: resolved.model.label,
  }
  const ctx = { db, tenantGroup, userId: run.createdBy, tool: run.tool, signal, log }
  const language = tenantLanguage(tenantGroup)
  let stopCode: string | null = null
  let cancelled = false
  let written = 0
  // Items are read in chunks and results written in batches (decision 0111): the database sees a few
  // statements per chunk and per batch, not a dozen per item queued ahead of every request.
  const take = itemFeed(db, { tenantGroup, tool: run.tool }, queue)
  const results = resultWriter(db, context)

  // The run's pacer: the workers take their turns in order, each at least callSpacingMs after the one
  // before (a timer that fires late pushes the next turn back too). A turn resolves with its time, the
  // item's start. A stop or cancel ends a waiting worker at once.
  let lastTurn = -Infinity
  let turns: Promise<number> = Promise.resolve(0)
  const waitForTurn = (): Promise<number> => {
    turns = turns.then(async () => {
      // Timers count whole milliseconds and may fire a fraction early: wait until the spacing is there.
      for (
        let wait = lastTurn + callSpacingMs - performance.now();
        wait > 0 && !signal.aborted && !cancelled && stopCode === null;
      ) {
        await delay(Math.ceil(wait), undefined, { signal }).catch(() => undefined)
        wait = lastTurn + callSpacingMs - performance.now()
      }
      lastTurn = performance.now()
      return lastTurn
    })
    return turns
  }

  const worker = async () => {
    while (stopCode === null && !cancelled && !signal.aborted) {
      const startedAt = await waitForTurn()
      if (stopCode !== null || cancelled || signal.aborted) return
      const next = await take()
      // A stop or cancel heard while the chunk was read: no call starts after it.
      if (next === undefined || stopCode !== null || cancelled || signal.aborted) return
      const { id: itemId, item } = next
      const loadedAt = performance.now()
      if (!item) {
        // Deleted since the start: it leaves the run.
        await db
          .update(analysisRuns)
          .set({ itemsTotal: sql`${analysisRuns.itemsTotal} - 1` })
          .where(eq(analysisRuns.id, runId))
        continue
      }
      const analysis = await analyseItem({
        ctx,
        model: resolved.model,
        profile: context.profile,
        instruction: prompt.instruction,
        language,
        item,
      })
      if (analysis.kind === 'stopped') {
        if (analysis.code !== 'ai.stopped') stopCode = analysis.code
        return
      }
      const answeredAt = performance.now()
      if (await results.write({ item, analysis })) written += 1
      analysisRunEvents.emit('item', {
        runId,
        itemId,
        startedAt,
        loadedAt,
        answeredAt,
        endedAt: performance.now(),
      })
    }
  }
  // The counters follow the results once a second (not per item: fifty calls at once would queue on the run's row).
  // A cancel in this process is heard at once; one made elsewhere shows in the recount's status.
  const onCancel = (id: string) => {
    if (id === runId) cancelled = true
  }
  runCancellations.on('cancel', onCancel)
  const progress = setInterval(() => {
    recountRun(db, runId)
      .then((status) => {
        if (status === 'cancelled') cancelled = true
      })
      .catch((error: unknown) => log.warn({ err: error, runId }, 'run progress not counted'))
  }, 1_000)
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, queue.length)) }, worker))
  } finally {
    clearInterval(progress)
    runCancellations.off('cancel', onCancel)
  }
  if ((await recountRun(db, runId)) === 'cancelled') return { cancelled: true, written }
  // Stopped (the runner stops, or the job timed out): the job is handed back and resumes later.
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('analysis run aborted')
  await finish(stopCode ? 'failed' : 'done', stopCode)
  return stopCode ? { failed: stopCode, written } : { written }
}

/** The run's counters from its results (after a crash the increments of the last attempt may be missing); answers its status. */
async function recountRun(db: Database, runId: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    update analysis_runs r set
      items_done = s.done, items_failed = s.failed, tokens_used = s.tokens, cost = s.cost
    from (select count(*)::int as done, count(*) filter (where status = 'failed')::int as failed,
                 coalesce(sum(tokens_in + tokens_out), 0)::int as tokens, sum(cost) as cost
          from analysis_results where run_id = ${runId}) s
    where r.id = ${runId} returning r.status`)
  return (result as unknown as { rows: { status: string }[] }).rows[0]?.status
}
