// Corporate influencing's HTTP side (issue 42, decision 0103): DEMO only, every level reads; the
// manifest (manifest/api-influencing.yaml) says who may change what.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import ambassadorRoutes from './ambassadors.ts'
import dashboardRoutes from './dashboard.ts'
import ideaRoutes from './ideas.ts'
import importRoutes from './imports.ts'
import linkedinRoutes from './linkedin.ts'
import postRoutes from './posts.ts'
import topicRoutes from './topics.ts'
import { registerPostIdeaJob } from '../../influencing/ideas/idea-job.ts'
import { registerLinkedinSyncJob } from '../../influencing/linkedin/sync-job.ts'

export default async function influencingRoutes(app: FastifyInstance, options: { contract: Contract }) {
  await app.register(ambassadorRoutes, options)
  await app.register(postRoutes, options)
  await app.register(importRoutes, options)
  await app.register(topicRoutes, options)
  await app.register(dashboardRoutes, options)
  await app.register(ideaRoutes, options)
  await app.register(linkedinRoutes, options)
  registerPostIdeaJob()
  registerLinkedinSyncJob()
}
