// Medicine-check's HTTP side (issue 39): media sources, items, keyword lists and statistics (helper A);
// prompts and runs, findings, safety inbox, rules and exports register their own files here.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerRecomputeJob } from '../../analysis/keywords/recompute-hits.ts'
import itemRoutes from './items.ts'
import keywordRoutes from './keywords.ts'
import sourceRoutes from './sources.ts'

export default async function medicheckRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerRecomputeJob()
  await app.register(sourceRoutes, options)
  await app.register(itemRoutes, options)
  await app.register(keywordRoutes, options)
}
