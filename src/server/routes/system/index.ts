// Health and the API contract itself.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'

const healthTimeoutMs = 2_000

export default async function systemRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get('/api/health', { schema: contract.schemaFor('health') }, async (request, reply) => {
    try {
      await Promise.race([app.database.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('health check timed out')), healthTimeoutMs).unref())])
      return { status: 'ok' }
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed')
      return reply.status(503).send({ status: 'unavailable' })
    }
  })

  app.get('/api/openapi.json', { schema: contract.schemaFor('openapi') }, async () => contract.document)
}
