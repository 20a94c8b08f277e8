// The monthly client report of a project (issue 40): one month's figures with n and intervals, the most
// cited domains and the accuracy verdicts quoting both sides; the page prints it.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { HttpError } from '../../lib/http-error.ts'
import { monthRange, monthReport } from '../../visibility/month-report.ts'
import { projectOr404 } from '../../visibility/project-queries.ts'

export default async function reportRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Params: { projectId: string }; Querystring: { month: string; includeBranded?: boolean } }>(
    '/api/visibility/projects/:projectId/report',
    { schema: contract.schemaFor('visibility-report') },
    async (request) => {
      const group = request.user!.group
      const project = await projectOr404(app.db, group, request.params.projectId)
      const range = monthRange(request.query.month)
      if (!range) throw new HttpError(400, 'month is not a month (YYYY-MM)', { code: 'visibility.badMonth' })
      const report = await monthReport(
        app.db,
        { tenantGroup: group, projectId: project.id, includeBranded: request.query.includeBranded ?? false },
        request.query.month,
        range,
      )
      return { project: { id: project.id, name: project.name, brand: project.brand }, ...report }
    },
  )
}
