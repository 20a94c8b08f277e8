// The voice AI room's HTTP side (issue 42, decision 0102). Registers the post-call analysis job kind,
// so every process that serves the API also analyses.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerAnalyseCallJob } from '../../voice/analyse-call-job.ts'
import agentRoutes from './agents.ts'
import audioTurnRoutes from './audio-turn.ts'
import callRoutes from './calls.ts'
import recordingRoutes from './recordings.ts'
import tryItRoutes from './try-it.ts'
import webhookRoutes from './webhook.ts'

export default async function voiceRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerAnalyseCallJob()
  await app.register(agentRoutes, options)
  await app.register(callRoutes, options)
  await app.register(tryItRoutes, options)
  await app.register(audioTurnRoutes, options)
  await app.register(webhookRoutes, options)
  await app.register(recordingRoutes, options)
}
