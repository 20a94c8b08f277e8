// The chat room's endpoints (decision 0038): threads, the answer stream, what one may chat with.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import catalogueRoutes from './catalogue.ts'
import messageRoutes from './messages.ts'
import threadRoutes from './threads.ts'

export default async function chatRoutes(app: FastifyInstance, options: { contract: Contract }) {
  await app.register(threadRoutes, options)
  await app.register(messageRoutes, options)
  await app.register(catalogueRoutes, options)
}
