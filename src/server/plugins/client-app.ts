// Serves the built browser app: files from dist/client, and index.html for any other non-API path
// so the client router can take over. Unknown /api paths, and missing files such as an old chunk
// after a deploy, get a 404 rather than index.html, so the browser sees a failed load, not bad code.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

export default fp<{ clientDir: string | null }>(
  async (app, { clientDir }) => {
    const hasApp = clientDir !== null && existsSync(join(clientDir, 'index.html'))
    if (hasApp) {
      await app.register(fastifyStatic, { root: clientDir, index: false, wildcard: true, cacheControl: false })
      // The static handler refuses directories; the root path is the app like every other page.
      app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'))
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? ''
      const isFile = /\.[a-z0-9]+$/i.test(path)
      if (path === '/api' || path.startsWith('/api/') || isFile || !hasApp || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'notFound' })
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'client-app' },
)
