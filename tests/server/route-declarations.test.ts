// Every API route is declared in manifest/api.yaml and described in schema/openapi.yaml, and the reverse.
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/generated/access.gen.ts'
import { loadContract, toFastifyPath } from '../../src/server/contract.ts'
import authorization from '../../src/server/plugins/authorization.ts'
import { buildApp, type TestApp } from './helpers/build-app.ts'

describe('route declarations', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildApp()
  })
  afterAll(() => t.close())

  const key = (method: string, path: string) => `${method} ${toFastifyPath(path)}`
  const registered = () => new Set(t.app.apiRoutes.map((route) => key(route.method, route.url)))

  it('has a manifest declaration for every registered route and a route for every declaration', () => {
    const declared = new Set(endpoints.map((endpoint) => key(endpoint.method, endpoint.path)))
    expect([...registered()].filter((route) => !declared.has(route))).toEqual([])
    expect([...declared].filter((route) => !registered().has(route))).toEqual([])
  })

  it('has a contract operation for every registered route and a route for every operation', () => {
    const described = new Set(loadContract().operations.map((op) => key(op.method, op.path)))
    expect([...registered()].filter((route) => !described.has(route))).toEqual([])
    expect([...described].filter((route) => !registered().has(route))).toEqual([])
  })

  it('names contract operations after the manifest endpoints', () => {
    const byRoute = new Map(endpoints.map((endpoint) => [key(endpoint.method, endpoint.path), endpoint.id]))
    for (const op of loadContract().operations) expect(op.operationId).toBe(byRoute.get(key(op.method, op.path)))
  })

  it('refuses to start with an /api route the manifest does not declare', async () => {
    const app = Fastify()
    await app.register(fp(async () => {}, { name: 'auth' }))
    await app.register(authorization)
    const starting = app
      .register(async (scope) => {
        scope.get('/api/undeclared', async () => ({ leaked: true }))
      })
      .then(() => app.ready())
    await expect(starting).rejects.toThrow(/GET \/api\/undeclared has no declaration in manifest\/api.yaml/)
  })
})
