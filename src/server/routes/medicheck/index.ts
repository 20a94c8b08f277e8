// Medicine-check's HTTP side (issue 39). Helper E's registrations (findings review, safety inbox,
// notification rules, exports); helper A's sources, items and keywords join here on merge.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import exportRoutes from './exports.ts'
import findingRoutes from './findings.ts'
import ruleRoutes from './rules.ts'
import safetyRoutes from './safety.ts'

export default async function medicheckRoutes(app: FastifyInstance, options: { contract: Contract }) {
  await app.register(findingRoutes, options)
  await app.register(safetyRoutes, options)
  await app.register(ruleRoutes, options)
  await app.register(exportRoutes, options)
}
