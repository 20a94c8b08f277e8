// Calls every API endpoint as anonymous and as every level of every group, against objects of the
// caller's own tenant, another client tenant and PARENT, and compares each answer with the access
// table compiled from manifest/api.yaml. Expected: 0 mismatches; another tenant's objects answer 404.
import countryNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, groups, levels } from '../src/generated/access.gen.ts'
import type { CompiledEndpoint } from '../src/shared/manifest/types.ts'
import { canCallEndpoint } from '../src/shared/policy/can-access.ts'
import { bearer, buildApp, type TestApp } from './server/helpers/build-app.ts'
import { insertJob, storeJobFile } from '../src/server/db/resources/bulk-upload-jobs.ts'
import { findResource } from '../src/server/db/resources/resource-model.ts'
import { insertRow } from '../src/server/db/resources/rows.ts'
import { seedDemoCatalogue } from '../src/server/db/resources/seed-catalogue.ts'

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

/** The product-data endpoints need lists and jobs to act on; the matrix at the end of this file covers them. */
const isProductData = (endpoint: CompiledEndpoint) => /^\/api\/(resources|bulk-uploads)/.test(endpoint.path)
const coreEndpoints = endpoints.filter((endpoint) => !isProductData(endpoint))

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

  /**
   * What each endpoint needs to be called, and what it answers a caller the manifest lets through.
   * Endpoints without an entry are called with placeholder path parameters and no body; for them
   * any answer but 401/403 counts as "let through" (their handlers' own checks are tested elsewhere).
   */
  const fixtures: Record<string, { payload?: (caller: Caller | null, group: string) => object; allowed?: (caller: Caller, reachable: boolean) => number }> = {
    'auth-signin': { payload: (caller) => ({ email: caller?.email ?? callers[0]!.email, password: caller?.password ?? callers[0]!.password }), allowed: () => 200 },
    'auth-get-user': { allowed: () => 200 },
    'auth-signout': { allowed: () => 204 },
    health: { allowed: () => 200 },
    openapi: { allowed: () => 200 },
    'me-get': { allowed: () => 200 },
    'me-update': { payload: () => ({ username: 'matrix' }), allowed: () => 200 },
    'me-change-password': { payload: (caller) => ({ currentPassword: caller?.password ?? 'x', newPassword: caller?.password ?? 'long enough password' }), allowed: () => 204 },
    'users-list': { allowed: () => 200 },
    'users-get': { allowed: (_caller, reachable) => (reachable ? 200 : 404) },
    'users-create': { payload: (_caller, group) => ({ email: `${Math.random().toString(36).slice(2)}@example.test`, username: 'created', password: 'long enough password', role: 'READ', group }), allowed: (_caller, reachable) => (reachable ? 201 : 403) },
    'users-update': { payload: (_caller, group) => ({ username: `renamed-${group}` }), allowed: (_caller, reachable) => (reachable ? 200 : 404) },
    'users-reset-password': { payload: () => ({ newPassword: 'long enough password' }), allowed: (_caller, reachable) => (reachable ? 204 : 404) },
    'audit-list': { allowed: () => 200 },
  }

  const request = (endpoint: CompiledEndpoint, caller: Caller | null, target: Target) => {
    const group = caller ? targetGroup(caller, target) : 'DEMO'
    const url = endpoint.path.replace('{userId}', targets.get(group)!).replace(/\{\w+\}/g, 'matrix-placeholder')
    const headers = caller ? bearer(caller.token) : {}
    return t.app.inject({ method: endpoint.method, url, headers, payload: fixtures[endpoint.id]?.payload?.(caller, group) })
  }

  /** The statuses that agree with the manifest; `undefined` means "anything but 401 and 403". */
  const expected = (endpoint: CompiledEndpoint, caller: Caller | null, target: Target): number[] | undefined => {
    if (!caller) return endpoint.access === 'public' ? fixtures[endpoint.id]?.allowed ? [fixtures[endpoint.id]!.allowed!(callers[0]!, true)] : undefined : [401]
    if (!canCallEndpoint(caller, endpoint.access)) return [403]
    const reachable = (caller.role === 'ROOT' && caller.group === 'PARENT') || targetGroup(caller, target) === caller.group
    const allowed = fixtures[endpoint.id]?.allowed
    return allowed ? [allowed(caller, reachable)] : undefined
  }

  it('answers every endpoint for every caller as the manifest says', async () => {
    // Sign-out last: it ends the caller's session.
    const ordered = [...coreEndpoints].sort((a, b) => Number(a.id === 'auth-signout') - Number(b.id === 'auth-signout'))
    for (const endpoint of ordered) {
      const targetsToTry: Target[] = tenantDependent.has(endpoint.id) ? ['own', 'otherClient', 'parent'] : ['own']
      for (const caller of [null, ...callers]) {
        for (const target of targetsToTry) {
          const response = await request(endpoint, caller, target)
          checked++
          const allowed = expected(endpoint, caller, target)
          const agrees = allowed ? allowed.includes(response.statusCode) : ![401, 403].includes(response.statusCode)
          if (!agrees) {
            mismatches.push(`${endpoint.id} as ${caller?.label ?? 'anonymous'} on ${target}: expected ${allowed?.join('/') ?? 'not 401/403'}, got ${response.statusCode} ${response.body.slice(0, 120)}`)
          }
          if (response.statusCode === 401 && endpoint.access !== 'public') expect(response.json()).toMatchObject({ message: 'Invalid Token' })
        }
      }
    }
    expect(mismatches).toEqual([])
    expect(checked).toBeGreaterThan(coreEndpoints.length * callers.length)
    // Thousands of requests: 30 s was close on PostgreSQL with two test files at a time, and 120 s on a
    // loaded machine once the analysers' endpoints came.
  }, 300_000)

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

// Product-data lists and bulk upload (issue 5): every endpoint as anonymous and as every level of every
// group, on a tenant-owned list (my-markets) and on reference data (countries), against the caller's
// own tenant and another one. Expected: the manifest's rule, then the list's guard (reference data:
// PARENT only), then tenant scoping (another tenant's row or job: 404).
describe('authorization matrix: product data', () => {
  let t: TestApp
  const callers: Caller[] = []
  const mismatches: string[] = []
  let brandId = ''
  const content = Buffer.from('market;brand.manufacturer.name;brand.name;role\nMatrix;x;y;own\n').toString('base64')

  beforeAll(async () => {
    t = await buildApp()
    await seedDemoCatalogue(t.app.db, { seed: 1, size: 10, only: ['countries', 'companies', 'manufacturers', 'brands'] })
    brandId = (await t.app.inject({ url: '/api/resources/brands?pageSize=1', headers: bearer(await token('READ', 'PARENT')) })).json().items[0].id
    for (const group of groups) {
      for (const role of levels) {
        const { user, password } = await t.createUser({ role, group })
        callers.push({ label: `${role}@${group}`, role, group, features: [], email: user.email, password, token: await t.signIn(user.email, password) })
      }
    }
  })
  afterAll(() => t.close())

  async function token(role: string, group: string) {
    const { user, password } = await t.createUser({ role, group })
    return t.signIn(user.email, password)
  }

  // Real ISO 3166-1 codes (the API refuses others), none of the catalogue's markets; one per new row.
  const freeCodes = Object.keys(countryNames.countries).filter((code) => !['DE', 'AT', 'FR', 'CH'].includes(code))
  const nextCode = () => {
    const code = freeCodes.shift()
    if (!code) throw new Error('the matrix needs more country rows than ISO 3166-1 has codes')
    return code
  }
  /** A fresh row or job for each call, so deletes and commits never find theirs gone already. */
  async function urlFor(endpoint: CompiledEndpoint, resource: string, group: string) {
    const now = new Date()
    let url = endpoint.path.replace('{resource}', resource)
    if (url.includes('{id}')) {
      const values: Record<string, string | null> = resource === 'countries'
        ? { code: nextCode(), nameDe: 'X', nameEn: 'X', nameFr: 'X', identifierScheme: 'ean13', currency: 'EUR' }
        : { market: `m-${Math.random()}`, brand: brandId, pzn: null, role: 'own' }
      url = url.replace('{id}', await insertRow(t.app.db, findResource(resource)!, values, { tenantGroup: group, userId: 'matrix', now }))
    }
    if (url.includes('{jobId}')) {
      const job = await insertJob(t.app.db, { id: crypto.randomUUID(), tenantGroup: group, resource: 'my-markets', fileName: 'm.csv', fileFormat: 'csv', headers: [], mapping: {}, status: 'validated', createdBy: 'matrix', createdByEmail: 'matrix@example.test', createdAt: now, updatedAt: now })
      await storeJobFile(t.app.db, job.id, Buffer.from(content, 'base64'))
      url = url.replace('{jobId}', job.id)
    }
    return endpoint.id === 'resources-export' ? `${url}?format=csv` : url
  }

  const payloadFor = (resource: string, endpointId: string): object | undefined => {
    if (endpointId === 'resources-create') return resource === 'countries' ? { code: nextCode(), nameDe: 'X', nameEn: 'X', nameFr: 'X', identifierScheme: 'ean13', currency: 'EUR' } : { market: `m-${Math.random()}`, brand: brandId }
    if (endpointId === 'resources-update') return resource === 'countries' ? { nameEn: 'Changed' } : { market: `m-${Math.random()}` }
    if (endpointId === 'bulk-uploads-create') return { resource, fileName: 'm.csv', content }
    return undefined
  }

  const success: Record<string, number> = { 'resources-create': 201, 'resources-delete': 204, 'bulk-uploads-create': 202, 'bulk-uploads-commit': 202, 'bulk-uploads-delete': 204 }
  const expected = (endpoint: CompiledEndpoint, caller: Caller | null, resource: string, own: boolean): number[] => {
    if (!caller) return [401]
    if (!canCallEndpoint(caller, endpoint.access)) return [403]
    const changes = endpoint.method !== 'GET'
    // Reference data: readable by all, changed by the parent group only (the list's own guard).
    if (resource === 'countries') return changes && caller.group !== 'PARENT' ? [403] : [success[endpoint.id] ?? 200]
    // Tenant-owned rows and upload jobs: another tenant's are not there at all.
    const addressed = endpoint.path.includes('{id}') || endpoint.path.includes('{jobId}')
    if (addressed && !own) return [404]
    return [success[endpoint.id] ?? 200]
  }

  it('answers every product-data endpoint for every caller as the manifest and the lists say', async () => {
    const productData = endpoints.filter(isProductData)
    expect(productData.length).toBeGreaterThanOrEqual(12)
    let checked = 0
    for (const endpoint of productData) {
      for (const resource of ['my-markets', 'countries']) {
        if (endpoint.path.includes('{jobId}') && resource === 'countries') continue
        for (const caller of [null, ...callers]) {
          for (const own of [true, false]) {
            const group = caller ? (own ? caller.group : caller.group === 'DEMO' ? 'BPI' : 'DEMO') : 'DEMO'
            const url = await urlFor(endpoint, resource, group)
            const response = await t.app.inject({ method: endpoint.method, url, headers: caller ? bearer(caller.token) : {}, payload: payloadFor(resource, endpoint.id) })
            checked++
            const allowed = expected(endpoint, caller, resource, own)
            if (!allowed.includes(response.statusCode)) mismatches.push(`${endpoint.id} ${resource} as ${caller?.label ?? 'anonymous'} (${own ? 'own' : 'other'} tenant): expected ${allowed.join('/')}, got ${response.statusCode} ${response.body.slice(0, 120)}`)
          }
        }
      }
    }
    expect(mismatches).toEqual([])
    expect(checked).toBeGreaterThan(productData.length * callers.length)
  }, 300_000)
})
