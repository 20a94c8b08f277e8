// The AI-generated FAQ's HTTP side (issue 17 item 6, decision 0048). Registers the generation job
// kind, so every process that serves the API also generates.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerFaqJob } from '../../faq/generate-faq-job.ts'
import entryRoutes from './entries.ts'
import generationRoutes from './generations.ts'

export default async function faqRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerFaqJob()
  await app.register(generationRoutes, options)
  await app.register(entryRoutes, options)
}
