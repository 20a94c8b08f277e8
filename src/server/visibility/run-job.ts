// The `visibility.run` job: every active prompt of the run on every engine, `samples` times, then the
// verdicts. Restart safety: an answer is unique per run, prompt, engine and sample and a verdict per
// answer, and an attempt skips what is stored, so a run stopped by a restart resumes where it was and
// nothing is paid for twice. A spent budget or a withdrawn model ends the run as failed with that code.
import { EventEmitter } from 'node:events'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { AiRefusal, resolveChatModel } from '../ai/gateway.ts'
import type { ProviderChatModel } from '../ai/resolve-model.ts'
import type { Database } from '../db/connect.ts'
import {
  visibilityAnswers,
  visibilityPrompts,
  visibilityProjects,
  visibilityRuns,
  visibilityVerdicts,
} from '../db/visibility-tables.ts'
import { registerJobKind, type JobContext, type JobInput } from '../jobs/index.ts'
import { askEngine, storeAnswers, visibilityTool, type AskedAnswer, type AskSlot } from './ask-engine.ts'
import { judgeAnswer, labelPassages } from './judge-answer.ts'
import { compileProjectNames } from './match-answer.ts'
import { visibilityRunJobKind, type VisibilityRunPayload } from './start-run.ts'

/**
 * `answers` after each prompt x engine's samples are stored: { runId, promptId, modelId, answers, ms } with ms the time
 * from the first call to the stored answers (performance.now()); the benchmark listens.
 */
export const visibilityRunEvents = new EventEmitter()

export function registerVisibilityRunJob(): void {
  registerJobKind(visibilityRunJobKind, runVisibilityJob, { timeoutMs: 6 * 60 * 60_000 })
}

const ended = ['done', 'failed']

/** Runs `tasks` through `slots` workers. */
async function inParallel<T>(items: T[], slots: number, work: (item: T) => Promise<boolean>) {
  let stop = false
  const worker = async () => {
    for (let item = items.shift(); item !== undefined && !stop; item = items.shift())
      if (!(await work(item))) stop = true
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, items.length)) }, worker))
}

async function runVisibilityJob(job: JobInput, { db, log, signal }: JobContext) {
  const { runId, promptIds, concurrency, minSimilarity } = job.payload as unknown as VisibilityRunPayload
  const tenantGroup = job.tenantGroup ?? ''
  const [run] = await db
    .select()
    .from(visibilityRuns)
    .where(and(eq(visibilityRuns.id, runId), eq(visibilityRuns.tenantGroup, tenantGroup)))
  if (!run || ended.includes(run.status)) return { skipped: 'no run waiting' }
  const [project] = await db.select().from(visibilityProjects).where(eq(visibilityProjects.id, run.projectId))
  const finish = (status: string, errorCode: string | null) =>
    db
      .update(visibilityRuns)
      .set({ status, errorCode, updatedAt: sql`now()` as unknown as Date })
      .where(eq(visibilityRuns.id, runId))
  if (!project) {
    await finish('failed', 'visibility.interrupted')
    return { failed: 'no project' }
  }
  const models: ProviderChatModel[] = []
  for (const engine of project.engines) {
    try {
      const model = await resolveChatModel(db, tenantGroup, engine.modelId)
      if (model.kind === 'provider') models.push(model)
    } catch (error) {
      if (!(error instanceof AiRefusal)) throw error
      await finish('failed', error.code)
      return { failed: error.code }
    }
  }
  await db.update(visibilityRuns).set({ status: 'running' }).where(eq(visibilityRuns.id, runId))
  const prompts = promptIds.length
    ? await db
        .select()
        .from(visibilityPrompts)
        .where(inArray(visibilityPrompts.id, [...promptIds]))
    : []
  const answered = await db
    .select({
      promptId: visibilityAnswers.promptId,
      modelId: visibilityAnswers.modelId,
      sample: visibilityAnswers.sample,
    })
    .from(visibilityAnswers)
    .where(eq(visibilityAnswers.runId, runId))
  const done = new Set(answered.map((a) => `${a.promptId}\0${a.modelId}\0${a.sample}`))
  // One piece of work per prompt and engine: its open samples, asked one after another and stored in
  // one statement.
  const groups: AskSlot[][] = []
  for (const prompt of prompts)
    for (const model of models) {
      const open: AskSlot[] = []
      for (let sample = 1; sample <= project.samples; sample++)
        if (!done.has(`${prompt.id}\0${model.modelId}\0${sample}`))
          open.push({ runId, prompt, model, sample })
      if (open.length > 0) groups.push(open)
    }
  // Prompts deleted since the start leave the run.
  const total = prompts.length * models.length * project.samples
  if (total !== run.answersTotal)
    await db.update(visibilityRuns).set({ answersTotal: total }).where(eq(visibilityRuns.id, runId))

  const ctx = { db, tenantGroup, userId: run.createdBy, tool: visibilityTool, signal, log }
  const compiled = compileProjectNames(project)
  let stopCode: string | null = null
  const progress = setInterval(() => {
    recountRun(db, runId).catch((error: unknown) =>
      log.warn({ err: error, runId }, 'run progress not counted'),
    )
  }, 1_000)
  try {
    await inParallel(groups, concurrency, async (group) => {
      const startedAt = performance.now()
      const answered: { slot: AskSlot; answer: AskedAnswer }[] = []
      let going = true
      for (const slot of group) {
        if (signal.aborted) {
          going = false
          break
        }
        const outcome = await askEngine(ctx, slot)
        if (outcome.kind === 'stopped') {
          if (outcome.code !== 'ai.stopped') stopCode = outcome.code
          going = false
          break
        }
        answered.push({ slot, answer: outcome.answer })
      }
      // What was answered before a stop is kept: paid for, it is not asked again on resume.
      await storeAnswers(db, project, compiled, answered)
      if (answered.length > 0)
        visibilityRunEvents.emit('answers', {
          runId,
          promptId: group[0]!.prompt.id,
          modelId: group[0]!.model.modelId,
          answers: answered.length,
          ms: performance.now() - startedAt,
        })
      return going
    })
    if (!stopCode && !signal.aborted) {
      await db.update(visibilityRuns).set({ status: 'judging' }).where(eq(visibilityRuns.id, runId))
      stopCode = await judgeRun(db, ctx, project, runId, concurrency, minSimilarity, models)
    }
  } finally {
    clearInterval(progress)
  }
  await recountRun(db, runId)
  if (signal.aborted)
    throw signal.reason instanceof Error ? signal.reason : new Error('visibility run aborted')
  await finish(stopCode ? 'failed' : 'done', stopCode)
  return stopCode ? { failed: stopCode } : { done: true }
}

/** Verdicts for the run's answers naming the brand that have none; the judge is the tenant's default model, else the first engine. */
async function judgeRun(
  db: Database,
  ctx: Parameters<typeof judgeAnswer>[0],
  project: typeof visibilityProjects.$inferSelect,
  runId: string,
  concurrency: number,
  minSimilarity: number,
  models: readonly ProviderChatModel[],
): Promise<string | null> {
  let judge: ProviderChatModel | undefined
  try {
    const model = await resolveChatModel(db, project.tenantGroup)
    judge = model.kind === 'provider' ? model : models[0]
  } catch (error) {
    if (!(error instanceof AiRefusal)) throw error
    return error.code
  }
  if (!judge) return null
  const answers = await db
    .select({
      id: visibilityAnswers.id,
      projectId: visibilityAnswers.projectId,
      text: visibilityAnswers.text,
    })
    .from(visibilityAnswers)
    .leftJoin(visibilityVerdicts, eq(visibilityVerdicts.answerId, visibilityAnswers.id))
    .where(
      and(
        eq(visibilityAnswers.runId, runId),
        eq(visibilityAnswers.status, 'ok'),
        eq(visibilityAnswers.brandMentioned, true),
        isNull(visibilityVerdicts.answerId),
      ),
    )
  let stopCode: string | null = null
  const model = judge
  await inParallel(answers, concurrency, async (answer) => {
    if (ctx.signal?.aborted) return false
    const passages = await labelPassages(
      ctx,
      project.approvedCollectionId,
      `${project.brand} ${answer.text.slice(0, 600)}`,
      minSimilarity,
    )
    const outcome = await judgeAnswer(ctx, { brand: project.brand, answer, passages, model })
    if (typeof outcome === 'object') {
      if (outcome.stopped !== 'ai.stopped') stopCode = outcome.stopped
      return false
    }
    return true
  })
  return stopCode
}

/** The run's counters from its answers and verdicts. */
export async function recountRun(db: Database, runId: string): Promise<void> {
  await db.execute(sql`
    update visibility_runs r set
      answers_done = s.done, answers_failed = s.failed, tokens_used = s.tokens + s.judge_tokens,
      verdicts_done = s.verdicts, updated_at = now()
    from (select count(*)::int as done, count(*) filter (where a.status <> 'ok')::int as failed,
                 coalesce(sum(a.tokens_in + a.tokens_out), 0)::int as tokens,
                 coalesce(sum(v.tokens_in + v.tokens_out), 0)::int as judge_tokens,
                 count(v.answer_id)::int as verdicts
          from visibility_answers a left join visibility_verdicts v on v.answer_id = a.id
          where a.run_id = ${runId}) s
    where r.id = ${runId}`)
}
