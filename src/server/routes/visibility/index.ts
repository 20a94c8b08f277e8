// AI visibility's HTTP side (issue 40, decision 0099): projects, tracked prompts, runs and figures, for
// the PARENT group only (manifest/api-visibility.yaml). Registers the `visibility.run` job kind and the
// recurring `visibility.scheduleRuns` (weekly and daily projects), so every process that serves the API
// also runs visibility runs.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerVisibilityRunJob } from '../../visibility/run-job.ts'
import { registerScheduleRunsJob } from '../../visibility/schedule-runs-job.ts'
import figureRoutes from './figures.ts'
import projectRoutes from './projects.ts'
import promptRoutes from './prompts.ts'
import reportRoutes from './report.ts'
import runRoutes from './runs.ts'

export default async function visibilityRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerVisibilityRunJob()
  registerScheduleRunsJob(app.config.knowledgeVectorMinSimilarity)
  await app.register(projectRoutes, options)
  await app.register(promptRoutes, options)
  await app.register(runRoutes, options)
  await app.register(figureRoutes, options)
  await app.register(reportRoutes, options)
}
