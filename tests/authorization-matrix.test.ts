// Calls every API endpoint as anonymous and as every level of every group, against objects of the
// caller's own tenant, another client tenant and PARENT, and compares each answer with the access
// table compiled from manifest/api.yaml. Expected: 0 mismatches; another tenant's objects answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, groups, levels } from '../src/generated/access.gen.ts'
import type { CompiledEndpoint } from '../src/shared/manifest/types.ts'
import { canCallEndpoint } from '../src/shared/policy/can-access.ts'
import { bearer, buildApp, type TestApp } from './server/helpers/build-app.ts'

interface Caller {
  readonly label: string
  readonly role: string
  readonly group: string
  readonly features: readonly string[]
  readonly email: string
  readonly password: string
  token: string
}

type Target = 'own' | 'otherClient' | 'parent'
const clientGroups = ['DEMO', 'IGEPHA', 'BPI', 'NERES']
const targetGroup = (caller: Caller, target: Target) =>
  target === 'own' ? caller.group : target === 'parent' ? 'PARENT' : clientGroups.find((group) => group !== caller.group)!

/** Endpoints whose answer depends on an object's tenant (path parameter or body group). */
const tenantDependent = new Set(['users-get', 'users-update', 'users-reset-password', 'users-create'])

describe('authorization matrix', () => {
  let t: TestApp
  const callers: Caller[] = []
  const targets = new Map<string, string>()
  const mismatches: string[] = []
  let checked = 0

  beforeAll(async () => {
    t = await buildApp()
    for (const group of groups) {
      targets.set(group, (await t.createUser({ role: 'READ', group, username: `target-${group}` })).user.id)
      for (const role of levels) {
        const { user, password } = await t.createUser({ role, group })
        callers.push({ label: `${role}@${group}`, role, group, features: [], email: user.email, password, token: await t.signIn(user.email, password) })
      }
    }
  })
  afterAll(() => t.close())

  const request = (endpoint: CompiledEndpoint, caller: Caller | null, target: Target) => {
    const group = caller ? targetGroup(caller, target) : 'DEMO'
    const userId = targets.get(group)!
    const url = endpoint.path.replace('{userId}', userId)
    const headers = caller ? bearer(caller.token) : {}
    const unique = `${Math.random().toString(36).slice(2)}@example.test`
    const payloads: Record<string, object | undefined> = {
      'auth-signin': { email: caller?.email ?? callers[0]!.email, password: caller?.password ?? callers[0]!.password },
      'me-update': { username: 'matrix' },
      'me-change-password': { currentPassword: caller?.password ?? 'x', newPassword: caller?.password ?? 'long enough password' },
      'users-create': { email: unique, username: 'created', password: 'long enough password', role: 'READ', group },
      'users-update': { username: `renamed-${group}` },
      'users-reset-password': { newPassword: 'long enough password' },
    }
    return t.app.inject({ method: endpoint.method, url, headers, payload: payloads[endpoint.id] })
  }

  const expected = (endpoint: CompiledEndpoint, caller: Caller | null, target: Target): number[] => {
    if (!caller) return endpoint.access === 'public' ? [200] : [401]
    if (!canCallEndpoint(caller, endpoint.access)) return [403]
    if (!tenantDependent.has(endpoint.id)) return endpoint.method === 'POST' && endpoint.id !== 'auth-signin' ? [204] : [200]
    const reachable = (caller.role === 'ROOT' && caller.group === 'PARENT') || targetGroup(caller, target) === caller.group
    if (endpoint.id === 'users-create') return reachable ? [201] : [403]
    if (!reachable) return [404]
    return endpoint.id === 'users-reset-password' ? [204] : [200]
  }

  it('answers every endpoint for every caller as the manifest says', async () => {
    // Sign-out last: it ends the caller's session.
    const ordered = [...endpoints].sort((a, b) => Number(a.id === 'auth-signout') - Number(b.id === 'auth-signout'))
    for (const endpoint of ordered) {
      const targetsToTry: Target[] = tenantDependent.has(endpoint.id) ? ['own', 'otherClient', 'parent'] : ['own']
      for (const caller of [null, ...callers]) {
        for (const target of targetsToTry) {
          const response = await request(endpoint, caller, target)
          checked++
          const allowed = expected(endpoint, caller, target)
          if (!allowed.includes(response.statusCode)) {
            mismatches.push(`${endpoint.id} as ${caller?.label ?? 'anonymous'} on ${target}: expected ${allowed.join('/')}, got ${response.statusCode} ${response.body.slice(0, 120)}`)
          }
          if (response.statusCode === 401 && endpoint.access !== 'public') expect(response.json()).toMatchObject({ message: 'Invalid Token' })
        }
      }
    }
    expect(mismatches).toEqual([])
    expect(checked).toBeGreaterThan(endpoints.length * callers.length)
  })

  it('never answers 200 for another tenant\'s user', async () => {
    for (const caller of callers.filter((c) => !(c.role === 'ROOT' && c.group === 'PARENT'))) {
      const token = await t.signIn(caller.email, caller.password)
      for (const [group, userId] of targets) {
        if (group === caller.group) continue
        const response = await t.app.inject({ url: `/api/users/${userId}`, headers: bearer(token) })
        expect([403, 404], `${caller.label} reading a ${group} user`).toContain(response.statusCode)
      }
    }
  })
})
