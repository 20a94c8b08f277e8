// The medicine-check's HTTP side (issue 39). Registers the analysis.run job kind, so every process
// that serves the API also runs analyses. Helper A's sources, items and keywords routes join here.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerAnalysisRunJob } from '../../analysis/runs/run-job.ts'
import exportRoutes from './exports.ts'
import findingRoutes from './findings.ts'
import medicheckPromptRoutes from './prompts.ts'
import ruleRoutes from './rules.ts'
import medicheckRunRoutes from './runs.ts'
import safetyRoutes from './safety.ts'

export default async function medicheckRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerAnalysisRunJob()
  await app.register(medicheckPromptRoutes, options)
  await app.register(medicheckRunRoutes, options)
  await app.register(findingRoutes, options)
  await app.register(safetyRoutes, options)
  await app.register(ruleRoutes, options)
  await app.register(exportRoutes, options)
}
