// The medicine-check's HTTP side (issue 39). Registers the analysis.run job kind, so every process
// that serves the API also runs analyses. Helper A's sources, items and keywords routes join here.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerAnalysisRunJob } from '../../analysis/runs/run-job.ts'
import medicheckPromptRoutes from './prompts.ts'
import medicheckRunRoutes from './runs.ts'

export default async function medicheckRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerAnalysisRunJob()
  await app.register(medicheckPromptRoutes, options)
  await app.register(medicheckRunRoutes, options)
}
