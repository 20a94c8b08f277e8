// Medicine-check's HTTP side (issue 39): media sources, items, keyword lists and statistics;
// findings review, safety inbox, notification rules and exports; prompts and runs.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerRecomputeJob } from '../../analysis/keywords/recompute-hits.ts'
import { registerAnalysisRunJob } from '../../analysis/runs/run-job.ts'
import { registerChatIntakeJob } from '../../analysis/chat/chat-intake-job.ts'
import chatSourceRoutes from './chat-source.ts'
import exportRoutes from './exports.ts'
import findingRoutes from './findings.ts'
import itemRoutes from './items.ts'
import keywordRoutes from './keywords.ts'
import promptRoutes from './prompts.ts'
import ruleRoutes from './rules.ts'
import runRoutes from './runs.ts'
import safetyRoutes from './safety.ts'
import sourceRoutes from './sources.ts'

export default async function medicheckRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerRecomputeJob()
  registerAnalysisRunJob()
  registerChatIntakeJob()
  await app.register(sourceRoutes, options)
  await app.register(itemRoutes, options)
  await app.register(keywordRoutes, options)
  await app.register(findingRoutes, options)
  await app.register(safetyRoutes, options)
  await app.register(ruleRoutes, options)
  await app.register(exportRoutes, options)
  await app.register(promptRoutes, options)
  await app.register(runRoutes, options)
  await app.register(chatSourceRoutes, options)
}
