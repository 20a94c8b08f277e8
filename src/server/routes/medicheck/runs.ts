// Medicheck runs (issue 39, decisions 0095, 0110): the estimate, the start and the cancel (ADMIN+), the list and one run's
// progress with its failed items (every level of DEMO). Another tenant's runs and items answer 404.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { analysisItems, analysisPrompts, analysisResults, analysisRuns } from '../../db/analysis-tables.ts'
import type { AnalysisProfile } from '../../analysis/prompts/prompt-defaults.ts'
import { promptInUse } from '../../analysis/prompts/prompt-versions.ts'
import { cancelRun } from '../../analysis/runs/cancel-run.ts'
import { estimateRun } from '../../analysis/runs/estimate-run.ts'
import { maxItemsPerRun, selectRunItems, type RunSelection } from '../../analysis/runs/run-items.ts'
import { RunRefused, startRun } from '../../analysis/runs/start-run.ts'
import { fieldError, fieldErrors, notFound } from '../../lib/http-error.ts'
import { refusalAnswer } from './run-refusal.ts'
import { toRunDto } from './run-dto.ts'

const tool = 'medicheck'

interface SelectionBody {
  profile: AnalysisProfile
  itemIds?: string[]
  scope?: 'unanalysed' | 'all'
}

function selectionOf(body: SelectionBody): RunSelection {
  if (body.itemIds && body.scope)
    throw fieldErrors({ scope: fieldError('analysisRun.itemsOrScope', 'Name items or a scope, not both') })
  return body.itemIds ? { itemIds: body.itemIds } : { scope: body.scope ?? 'unanalysed' }
}

export default async function medicheckRunRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  /** Runs whose job ended without them (a crash on the last attempt) are failed, so they do not look alive. */
  const settleAbandoned = (tenantGroup: string) =>
    app.db.execute(sql`
      update analysis_runs r set status = 'failed', error_code = 'analysisRun.interrupted', updated_at = now()
      where r.tenant_group = ${tenantGroup} and r.tool = ${tool} and r.status in ('queued', 'running') and r.job_id is not null
        and not exists (select 1 from jobs j where j.id = r.job_id and j.status in ('queued', 'running'))`)

  const runColumns = { run: analysisRuns, promptVersion: analysisPrompts.version }
  const ownRuns = (tenantGroup: string) =>
    and(eq(analysisRuns.tenantGroup, tenantGroup), eq(analysisRuns.tool, tool), eq(analysisRuns.trial, false))

  app.post<{ Body: SelectionBody }>(
    '/api/medicheck/runs/estimate',
    { schema: contract.schemaFor('medicheck-runs-estimate') },
    async (request) => {
      const user = request.user!
      const selection = selectionOf(request.body)
      const items = await selectRunItems(
        app.db,
        { tenantGroup: user.group, tool, profile: request.body.profile },
        selection,
      )
      if (items === null) throw notFound('No such item')
      const prompt = await promptInUse(app.db, user.group, tool, request.body.profile)
      return estimateRun(app.db, {
        tenantGroup: user.group,
        profile: request.body.profile,
        instruction: prompt.instruction,
        items: items.slice(0, maxItemsPerRun + 1),
      })
    },
  )

  app.post<{ Body: SelectionBody }>(
    '/api/medicheck/runs',
    { schema: contract.schemaFor('medicheck-runs-create') },
    async (request, reply) => {
      const user = request.user!
      const selection = selectionOf(request.body)
      try {
        const started = await startRun(app.db, {
          tenantGroup: user.group,
          tool,
          profile: request.body.profile,
          ...selection,
          user,
        })
        const [row] = await app.db
          .select(runColumns)
          .from(analysisRuns)
          .innerJoin(analysisPrompts, eq(analysisPrompts.id, analysisRuns.promptId))
          .where(eq(analysisRuns.id, started.runId))
        await app.audit(request, {
          action: 'analysis.run.started',
          target: started.runId,
          result: 'success',
          detail: { profile: request.body.profile, items: started.itemsTotal },
        })
        return reply.status(202).send(toRunDto(row!.run, row!.promptVersion))
      } catch (error) {
        if (error instanceof RunRefused) throw refusalAnswer(error)
        throw error
      }
    },
  )

  app.get<{ Querystring: { profile?: AnalysisProfile; limit?: number } }>(
    '/api/medicheck/runs',
    { schema: contract.schemaFor('medicheck-runs-list') },
    async (request) => {
      const user = request.user!
      await settleAbandoned(user.group)
      const rows = await app.db
        .select(runColumns)
        .from(analysisRuns)
        .innerJoin(analysisPrompts, eq(analysisPrompts.id, analysisRuns.promptId))
        .where(
          and(
            ownRuns(user.group),
            request.query.profile ? eq(analysisRuns.profile, request.query.profile) : undefined,
          ),
        )
        .orderBy(desc(analysisRuns.createdAt), desc(analysisRuns.id))
        .limit(request.query.limit ?? 20)
      return { items: rows.map((row) => toRunDto(row.run, row.promptVersion)) }
    },
  )

  app.get<{ Params: { runId: string } }>(
    '/api/medicheck/runs/:runId',
    { schema: contract.schemaFor('medicheck-runs-get') },
    async (request) => {
      const user = request.user!
      await settleAbandoned(user.group)
      const [row] = await app.db
        .select(runColumns)
        .from(analysisRuns)
        .innerJoin(analysisPrompts, eq(analysisPrompts.id, analysisRuns.promptId))
        .where(and(ownRuns(user.group), eq(analysisRuns.id, request.params.runId)))
      if (!row) throw notFound('No such run')
      const failed = await app.db
        .select({
          itemId: analysisResults.itemId,
          title: analysisItems.title,
          errorCode: analysisResults.errorCode,
          errorDetail: analysisResults.errorDetail,
        })
        .from(analysisResults)
        .innerJoin(analysisItems, eq(analysisItems.id, analysisResults.itemId))
        .where(
          and(
            eq(analysisResults.runId, row.run.id),
            eq(analysisResults.tenantGroup, user.group),
            inArray(analysisResults.status, ['failed']),
          ),
        )
        .orderBy(analysisItems.title)
        .limit(500)
      const [dropped] = await app.db
        .select({ total: sql<number>`coalesce(sum(${analysisResults.quotesDropped}), 0)::int` })
        .from(analysisResults)
        .where(eq(analysisResults.runId, row.run.id))
      return {
        ...toRunDto(row.run, row.promptVersion),
        failedItems: failed,
        quotesDropped: Number(dropped?.total ?? 0),
      }
    },
  )

  app.post<{ Params: { runId: string } }>(
    '/api/medicheck/runs/:runId/cancel',
    { schema: contract.schemaFor('medicheck-runs-cancel') },
    async (request) => {
      const user = request.user!
      const run = await cancelRun(app.db, { tenantGroup: user.group, tool }, request.params.runId)
      await app.audit(request, {
        action: 'analysis.run.cancelled',
        target: run.id,
        result: 'success',
        detail: { profile: run.profile, itemsDone: run.itemsDone, itemsTotal: run.itemsTotal },
      })
      const [prompt] = await app.db
        .select({ version: analysisPrompts.version })
        .from(analysisPrompts)
        .where(eq(analysisPrompts.id, run.promptId))
      return toRunDto(run, prompt?.version ?? 0)
    },
  )
}
