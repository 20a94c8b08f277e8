// Starting a visibility run. Checked before anything is written: the project has engines and each is a
// model the tenant may use (visibility.noEngine / ai.modelNotAllowed, ai.budgetExceeded otherwise),
// there are active prompts, and not too many answers. Then the run row and its `visibility.run` job.
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { AiRefusal, resolveChatModel } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { enqueueJob } from '../jobs/index.ts'
import { visibilityPrompts, visibilityProjects, visibilityRuns } from '../db/visibility-tables.ts'

export const visibilityRunJobKind = 'visibility.run'
export const maxAnswersPerRun = 20_000
export const defaultVisibilityConcurrency = 4

export class VisibilityRunRefused extends Error {
  readonly statusCode: number
  readonly code: string
  readonly params: Record<string, number | string>
  constructor(statusCode: number, code: string, params: Record<string, number | string> = {}) {
    super(code)
    this.name = 'VisibilityRunRefused'
    this.statusCode = statusCode
    this.code = code
    this.params = params
  }
}

export interface VisibilityRunPayload {
  readonly runId: string
  readonly promptIds: readonly string[]
  readonly concurrency: number
  readonly minSimilarity: number
}

type Project = typeof visibilityProjects.$inferSelect

export async function startVisibilityRun(
  db: Database,
  input: {
    project: Project
    user: { id: string } | null
    minSimilarity: number
    concurrency?: number
  },
): Promise<{ runId: string; answersTotal: number }> {
  const { project } = input
  if (project.engines.length === 0) throw new VisibilityRunRefused(409, 'visibility.noEngine')
  for (const engine of project.engines) {
    try {
      const model = await resolveChatModel(db, project.tenantGroup, engine.modelId)
      if (model.kind !== 'provider') throw new VisibilityRunRefused(409, 'visibility.noEngine')
    } catch (error) {
      if (error instanceof AiRefusal) throw new VisibilityRunRefused(409, error.code)
      throw error
    }
  }
  const prompts = await db
    .select({ id: visibilityPrompts.id })
    .from(visibilityPrompts)
    .where(and(eq(visibilityPrompts.projectId, project.id), eq(visibilityPrompts.active, true)))
    .orderBy(asc(visibilityPrompts.createdAt), asc(visibilityPrompts.id))
  if (prompts.length === 0) throw new VisibilityRunRefused(400, 'visibility.noPrompts')
  const answersTotal = prompts.length * project.engines.length * project.samples
  if (answersTotal > maxAnswersPerRun)
    throw new VisibilityRunRefused(400, 'visibility.tooManyAnswers', { max: maxAnswersPerRun })
  const runId = randomUUID()
  await db.insert(visibilityRuns).values({
    id: runId,
    projectId: project.id,
    tenantGroup: project.tenantGroup,
    status: 'queued',
    answersTotal,
    createdBy: input.user?.id ?? null,
  })
  const payload: VisibilityRunPayload = {
    runId,
    promptIds: prompts.map((p) => p.id),
    concurrency: Math.min(50, Math.max(1, Math.trunc(input.concurrency ?? defaultVisibilityConcurrency))),
    minSimilarity: input.minSimilarity,
  }
  const jobId = await enqueueJob(db, {
    kind: visibilityRunJobKind,
    tenantGroup: project.tenantGroup,
    payload: { ...payload },
    dedupeKey: `${visibilityRunJobKind}:${runId}`,
    maxAttempts: 5,
  })
  await db.update(visibilityRuns).set({ jobId }).where(eq(visibilityRuns.id, runId))
  return { runId, answersTotal }
}
