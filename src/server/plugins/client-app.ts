// Serves the built browser app: files from dist/client, and index.html for any other non-API path
// so the client router can take over. Unknown /api paths get a JSON 404.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

export default fp<{ clientDir: string | null }>(
  async (app, { clientDir }) => {
    const hasApp = clientDir !== null && existsSync(join(clientDir, 'index.html'))
    if (hasApp) await app.register(fastifyStatic, { root: clientDir, index: false, wildcard: true, cacheControl: false })
    app.setNotFoundHandler(async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || !hasApp || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'notFound' })
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'client-app' },
)
