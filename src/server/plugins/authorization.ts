// Enforces manifest/api.yaml: every /api route must be declared there (the app refuses to start
// otherwise), and every request is checked against its declaration before the handler runs.
import fp from 'fastify-plugin'
import { endpoints } from '../../generated/access.gen.ts'
import { canCallEndpoint } from '../../shared/policy/can-access.ts'
import type { CompiledEndpoint } from '../../shared/manifest/types.ts'
import { toFastifyPath } from '../contract.ts'
import { HttpError } from '../lib/http-error.ts'
import { authenticate } from './auth.ts'

export const invalidTokenMessage = 'Invalid Token'

export interface RegisteredApiRoute {
  readonly method: string
  readonly url: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route registered, as the onRoute hook saw it. */
    apiRoutes: RegisteredApiRoute[]
  }
}

/** The manifest endpoint for a Fastify method and path (HEAD is GET's). */
export function findEndpoint(method: string, url: string): CompiledEndpoint | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method
  return (endpoints as readonly CompiledEndpoint[]).find((endpoint) => endpoint.method === wanted && toFastifyPath(endpoint.path) === url)
}

export default fp(
  async (app) => {
    app.decorate('apiRoutes', [] as RegisteredApiRoute[])
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      for (const method of methods) {
        const endpoint = findEndpoint(method, route.url)
        if (!endpoint) throw new Error(`${method} ${route.url} has no declaration in manifest/api.yaml; declare its access there and run npm run generate`)
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url })
        route.config = { ...route.config, endpoint }
      }
    })

    app.addHook('onRequest', async (request) => {
      const endpoint = request.routeOptions.config.endpoint
      if (!endpoint || endpoint.access === 'public') return
      await authenticate(request)
      if (!request.user) throw new HttpError(401, invalidTokenMessage, { code: 'auth.invalidToken' })
      if (canCallEndpoint(request.user, endpoint.access)) return
      throw new HttpError(403, `Your role ${request.user.role} in group ${request.user.group} may not use ${endpoint.id}`, { code: 'forbidden' })
    })
  },
  { name: 'authorization', dependencies: ['auth'] },
)
