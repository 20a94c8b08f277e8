// Starting a run (also for the podcast analyser: profile podcastEpisode). Checked before anything is
// written: the profile is the tool's, a model is set up (analysisRun.noModel otherwise) and the
// budget is not spent, the items are the tenant's (404 otherwise), there are some and not too many.
// Then the run row with its estimate and the `analysis.run` job.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { analysisRuns } from '../../db/analysis-tables.ts'
import { enqueueJob } from '../../jobs/index.ts'
import { estimateCost } from '../../ai/usage.ts'
import { profilesOf, type AnalysisProfile } from '../prompts/prompt-defaults.ts'
import { promptInUse } from '../prompts/prompt-versions.ts'
import { estimateTokensFor, resolveRunModel } from './estimate-run.ts'
import { maxItemsPerRun, selectRunItems, type RunSelection } from './run-items.ts'

export const analysisRunJobKind = 'analysis.run'

/** Model calls one run makes at once unless its starter says otherwise. */
export const defaultRunConcurrency = 4

/** Why a run was not started: an HTTP status and an analysisRun.* / ai.* code. */
export class RunRefused extends Error {
  readonly statusCode: number
  readonly code: string
  readonly params: Record<string, number>
  constructor(statusCode: number, code: string, params: Record<string, number> = {}) {
    super(code)
    this.name = 'RunRefused'
    this.statusCode = statusCode
    this.code = code
    this.params = params
  }
}

export interface StartRunInput {
  readonly tenantGroup: string
  readonly tool: string
  readonly profile: AnalysisProfile
  /** The items to analyse (all the tenant's, else 404); or a scope. */
  readonly itemIds?: readonly string[]
  readonly scope?: 'unanalysed' | 'all'
  readonly user: { readonly id: string } | null
  /** Model calls at once (1-50; default 4). */
  readonly concurrency?: number
}

export interface StartedRun {
  readonly runId: string
  readonly jobId: number | null
  readonly itemsTotal: number
}

export interface RunJobPayload {
  readonly runId: string
  readonly itemIds: readonly string[]
  readonly concurrency: number
}

export async function startRun(db: Database, input: StartRunInput): Promise<StartedRun> {
  if (!profilesOf(input.tool).includes(input.profile))
    throw new RunRefused(400, 'analysisRun.profileNotOfTool')
  const resolved = await resolveRunModel(db, input.tenantGroup)
  if (resolved.kind === 'none') throw new RunRefused(409, resolved.code)
  const selection: RunSelection = input.itemIds
    ? { itemIds: input.itemIds }
    : { scope: input.scope ?? 'unanalysed' }
  const items = await selectRunItems(db, input, selection)
  if (items === null) throw new RunRefused(404, 'notFound')
  if (items.length === 0) throw new RunRefused(400, 'analysisRun.noItems')
  if (items.length > maxItemsPerRun)
    throw new RunRefused(400, 'analysisRun.tooManyItems', { max: maxItemsPerRun })
  const prompt = await promptInUse(db, input.tenantGroup, input.tool, input.profile)
  const { model } = resolved
  const tokens = estimateTokensFor(input.profile, prompt.instruction, items)
  const runId = randomUUID()
  await db.insert(analysisRuns).values({
    id: runId,
    tenantGroup: input.tenantGroup,
    tool: input.tool,
    profile: input.profile,
    promptId: prompt.id,
    modelId: model.modelId,
    modelLabel: model.label,
    status: 'queued',
    itemsTotal: items.length,
    estimatedTokens: tokens.input + tokens.output,
    estimatedCost: estimateCost(model.prices, tokens.input, tokens.output),
    createdBy: input.user?.id ?? null,
  })
  const payload: RunJobPayload = {
    runId,
    itemIds: items.map((item) => item.id),
    concurrency: Math.min(50, Math.max(1, Math.trunc(input.concurrency ?? defaultRunConcurrency))),
  }
  const jobId = await enqueueJob(db, {
    kind: analysisRunJobKind,
    tenantGroup: input.tenantGroup,
    payload: { ...payload },
    dedupeKey: `${analysisRunJobKind}:${runId}`,
    maxAttempts: 5,
  })
  await db.update(analysisRuns).set({ jobId }).where(eq(analysisRuns.id, runId))
  return { runId, jobId, itemsTotal: items.length }
}
