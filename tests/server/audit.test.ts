// The audit log records security events with actor, tenant, address and result, never a secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

interface Entry {
  action: string
  result: string
  tenant: string | null
  targetTenant: string | null
  count: number
  actorEmail: string | null
  target: string | null
  clientIp: string | null
  at: string
}

describe('audit log', () => {
  let t: TestApp
  let rootToken: string
  let demoAdminToken: string
  let demoPassword: string
  let demoUserId: string

  beforeAll(async () => {
    t = await buildApp()
    const root = await t.createUser({ role: 'ROOT', group: 'PARENT' })
    rootToken = await t.signIn(root.user.email, root.password)
    const demoAdmin = await t.createUser({ role: 'ADMIN', group: 'DEMO' })
    demoAdminToken = await t.signIn(demoAdmin.user.email, demoAdmin.password)
    const bpiAdmin = await t.createUser({ role: 'ADMIN', group: 'BPI' })
    await t.signIn(bpiAdmin.user.email, bpiAdmin.password)

    // One of every kind of event.
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(demoAdminToken), payload: { email: 'audited@example.test', username: 'audited', password: 'first long password', role: 'READ', group: 'DEMO' } })
    demoUserId = created.json().id
    demoPassword = 'first long password'
    const demoToken = await t.signIn('audited@example.test', demoPassword)
    await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'audited@example.test', password: 'wrong password here' } })
    await t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(demoToken), payload: { currentPassword: demoPassword, newPassword: 'second long password' } })
    await t.app.inject({ url: '/api/audit', headers: bearer(demoToken) })
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(demoToken) })
    await t.app.inject({ method: 'PATCH', url: `/api/users/${demoUserId}`, headers: bearer(demoAdminToken), payload: { features: ['expertMode'] } })
    await t.app.inject({ method: 'POST', url: `/api/users/${demoUserId}/password`, headers: bearer(demoAdminToken), payload: { newPassword: 'third long password' } })
    await t.app.inject({ method: 'PATCH', url: `/api/users/${demoUserId}`, headers: bearer(demoAdminToken), payload: { disabled: true } })
  })
  afterAll(() => t.close())

  const read = async (token: string, query = '') => {
    const response = await t.app.inject({ url: `/api/audit?pageSize=100${query}`, headers: bearer(token) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { items: Entry[]; total: number; page: number; pageSize: number }
  }

  it('records every kind of security event', async () => {
    const actions = new Set((await read(rootToken)).items.map((entry) => `${entry.action}:${entry.result}`))
    for (const expected of [
      'auth.signin:success',
      'auth.signin:failure',
      'auth.signout:success',
      'user.created:success',
      'user.changed:success',
      'user.disabled:success',
      'user.password.changed:success',
      'user.password.reset:success',
      'access.denied:denied',
    ]) {
      expect(actions, expected).toContain(expected)
    }
  })

  it('records refused grants as access.denied with the reason', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(demoAdminToken), payload: { email: 'other@example.test', username: 'o', password: 'long enough password', role: 'READ', group: 'BPI' } })
    expect(refused.statusCode).toBe(403)
    const denied = (await read(rootToken, '&action=access.denied')).items
    expect(denied.some((entry) => entry.tenant === 'DEMO' && (entry as unknown as { detail: { code: string } }).detail.code === 'group.notAllowed')).toBe(true)
  })

  it('fills time, actor, tenant, client address and target', async () => {
    const created = (await read(rootToken, '&action=user.created')).items[0]!
    expect(created).toMatchObject({ tenant: 'DEMO', actorEmail: expect.stringContaining('admin.demo'), target: demoUserId, clientIp: '127.0.0.1', result: 'success' })
    expect(new Date(created.at).toISOString()).toBe(created.at)
  })

  it('never contains a password or a token', async () => {
    const everything = JSON.stringify(await read(rootToken))
    for (const secret of ['first long password', 'second long password', 'third long password', 'wrong password here', rootToken, demoAdminToken]) {
      expect(everything).not.toContain(secret)
    }
  })

  it('shows ROOT of PARENT every tenant and an admin only their own', async () => {
    const tenantsForRoot = new Set((await read(rootToken)).items.map((entry) => entry.tenant))
    expect(tenantsForRoot).toContain('BPI')
    expect(tenantsForRoot).toContain('DEMO')
    const forDemoAdmin = await read(demoAdminToken)
    expect(forDemoAdmin.total).toBeGreaterThan(0)
    expect(forDemoAdmin.items.every((entry) => entry.tenant === 'DEMO')).toBe(true)
  })

  it("records a lockout under the account's tenant, so its admin sees it, and answers alike for every e-mail", async () => {
    const { user } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const signIn = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'wrong password here' }, remoteAddress: '192.0.2.77' })
    for (const email of [user.email, 'nobody.at.all@example.test']) for (let i = 0; i < 10; i++) await signIn(email)
    const known = await signIn(user.email)
    const unknown = await signIn('nobody.at.all@example.test')
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429])
    expect(known.body).toBe(unknown.body)
    const forDemoAdmin = (await read(demoAdminToken, '&action=auth.signin.throttled')).items
    expect(forDemoAdmin).toEqual([expect.objectContaining({ tenant: 'DEMO', target: user.email, result: 'denied' })])
    const forRoot = (await read(rootToken, '&action=auth.signin.throttled')).items
    expect(forRoot.find((entry) => entry.target === 'nobody.at.all@example.test')).toMatchObject({ tenant: null })
  })

  it('lets ROOT of PARENT filter by group, an admin only by their own', async () => {
    for (const group of ['BPI', 'DEMO']) {
      const page = await read(rootToken, `&group=${group}`)
      expect(page.total).toBeGreaterThan(0)
      expect(page.items.every((entry) => entry.tenant === group)).toBe(true)
    }
    expect((await read(demoAdminToken, '&group=DEMO')).items.every((entry) => entry.tenant === 'DEMO')).toBe(true)
    const refused = await t.app.inject({ url: '/api/audit?group=BPI', headers: bearer(demoAdminToken) })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'group.notAllowed' })
    expect((await t.app.inject({ url: '/api/audit?group=NOPE', headers: bearer(rootToken) })).statusCode).toBe(400)
  })

  it('filters by action, result, actor and time and pages the result', async () => {
    expect((await read(rootToken, '&result=failure')).items.every((entry) => entry.result === 'failure')).toBe(true)
    const byActor = await read(rootToken, '&actor=audited@example.test')
    expect(byActor.total).toBeGreaterThan(0)
    expect(byActor.items.every((entry) => entry.actorEmail === 'audited@example.test')).toBe(true)
    const future = new Date(Date.now() + 3_600_000).toISOString()
    expect((await read(rootToken, `&from=${encodeURIComponent(future)}`)).total).toBe(0)
    const all = await read(rootToken)
    const page2 = (await t.app.inject({ url: '/api/audit?pageSize=3&page=2', headers: bearer(rootToken) })).json()
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: all.total })
    expect(page2.items).toEqual(all.items.slice(3, 6))
  })

  it("shows a client's admins what the ROOT of PARENT did to their users, and PARENT too", async () => {
    const { user } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const changed = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: bearer(rootToken), payload: { features: ['expertMode'] } })
    expect(changed.statusCode).toBe(200)
    const reset = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/password`, headers: bearer(rootToken), payload: { newPassword: 'root chose this one' } })
    expect(reset.statusCode).toBe(204)
    for (const token of [demoAdminToken, rootToken]) {
      const entries = (await read(token)).items.filter((entry) => entry.target === user.id)
      expect(entries.map((entry) => entry.action).sort()).toEqual(['user.changed', 'user.password.reset'])
      expect(entries.every((entry) => entry.tenant === 'PARENT' && entry.targetTenant === 'DEMO')).toBe(true)
    }
    const parentLog = (await read(rootToken, '&group=PARENT')).items.filter((entry) => entry.target === user.id)
    expect(parentLog).toHaveLength(2)
    // Another client's admin sees none of it.
    const bpi = await t.createUser({ role: 'ADMIN', group: 'BPI' })
    const bpiToken = await t.signIn(bpi.user.email, bpi.password)
    expect((await read(bpiToken)).items.filter((entry) => entry.target === user.id)).toEqual([])
  })

  it('counts identical refusals of one minute in one entry instead of one entry each', async () => {
    const before = (await read(rootToken, '&action=access.denied')).items.reduce((sum, entry) => sum + entry.count, 0)
    const payload = { email: 'flood@example.test', username: 'f', password: 'long enough password', role: 'READ', group: 'BPI' }
    for (let i = 0; i < 50; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(demoAdminToken), payload })).statusCode).toBe(403)
    }
    const denied = (await read(rootToken, '&action=access.denied')).items
    expect(denied.reduce((sum, entry) => sum + entry.count, 0) - before).toBe(50)
    const flood = denied.filter((entry) => entry.tenant === 'DEMO' && entry.target === 'POST /api/users')
    // One entry, or two when a minute boundary fell within the burst.
    expect(flood.length).toBeLessThanOrEqual(3)
    expect(Math.max(...flood.map((entry) => entry.count))).toBeGreaterThanOrEqual(25)
  })
})
