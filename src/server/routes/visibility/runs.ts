// Runs of a project: started by admins (every active prompt on every engine, `samples` times), read by
// every level. Without an engine nothing starts (visibility.noEngine): the analysis page names the
// model to add. The gateway's refusals (budget, model not allowed) pass through with their ai.* code.
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { visibilityRuns } from '../../db/visibility-tables.ts'
import { HttpError } from '../../lib/http-error.ts'
import { projectOr404, runOr404 } from '../../visibility/project-queries.ts'
import { startVisibilityRun, VisibilityRunRefused } from '../../visibility/start-run.ts'
import { toRunDto } from './dto.ts'

export default async function runRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.post<{ Params: { projectId: string } }>(
    '/api/visibility/projects/:projectId/runs',
    { schema: contract.schemaFor('visibility-runs-create') },
    async (request, reply) => {
      const user = request.user!
      const project = await projectOr404(app.db, user.group, request.params.projectId)
      const run = await startVisibilityRun(app.db, {
        project,
        user,
        minSimilarity: app.config.knowledgeVectorMinSimilarity,
      }).catch((error: unknown) => {
        if (!(error instanceof VisibilityRunRefused)) throw error
        throw new HttpError(error.statusCode, error.message, { code: error.code })
      })
      await app.audit(request, {
        action: 'visibility.run.started',
        target: run.runId,
        result: 'success',
        detail: { projectId: project.id, answers: run.answersTotal },
      })
      return reply.status(202).send(run)
    },
  )

  app.get<{ Params: { projectId: string } }>(
    '/api/visibility/projects/:projectId/runs',
    { schema: contract.schemaFor('visibility-runs-list') },
    async (request) => {
      const user = request.user!
      const project = await projectOr404(app.db, user.group, request.params.projectId)
      const rows = await app.db
        .select()
        .from(visibilityRuns)
        .where(and(eq(visibilityRuns.projectId, project.id), eq(visibilityRuns.tenantGroup, user.group)))
        .orderBy(desc(visibilityRuns.createdAt))
        .limit(20)
      return { items: rows.map(toRunDto) }
    },
  )

  app.get<{ Params: { runId: string } }>(
    '/api/visibility/runs/:runId',
    { schema: contract.schemaFor('visibility-runs-get') },
    async (request) => toRunDto(await runOr404(app.db, request.user!.group, request.params.runId)),
  )
}
