// The PubMed chatbot's HTTP side (issue 41, decision 0100). PUBMED_BASE_URL is checked here, at start.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { pubmedBaseUrlFrom } from '../../pubmed/ask-pubmed.ts'
import libraryRoutes from './library.ts'
import questionRoutes from './questions.ts'
import settingsRoutes from './settings.ts'
import threadRoutes from './threads.ts'

export default async function pubmedRoutes(app: FastifyInstance, options: { contract: Contract }) {
  const baseUrl = pubmedBaseUrlFrom(process.env)
  await app.register(questionRoutes, { ...options, baseUrl })
  await app.register(libraryRoutes, options)
  await app.register(settingsRoutes, options)
  await app.register(threadRoutes, { ...options, baseUrl })
}
