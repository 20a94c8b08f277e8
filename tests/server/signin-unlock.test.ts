// Administrators see throttled accounts in the user lists and may lift the throttle (decision 0029).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

describe('unlocking a throttled account', () => {
  let t: TestApp
  let demoAdmin: string
  let bpiAdmin: string
  let parentRoot: string
  let demoRead: string
  beforeAll(async () => {
    t = await buildApp()
    const signInAs = async (role: string, group: string) => {
      const { user, password } = await t.createUser({ role, group })
      return t.signIn(user.email, password)
    }
    demoAdmin = await signInAs('ADMIN', 'DEMO')
    bpiAdmin = await signInAs('ADMIN', 'BPI')
    parentRoot = await signInAs('ROOT', 'PARENT')
    demoRead = await signInAs('READ', 'DEMO')
  })
  afterAll(() => t.close())

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress: '198.51.100.20' })
  const unlock = (token: string, userId: string) => t.app.inject({ method: 'POST', url: `/api/users/${userId}/unlock`, headers: bearer(token) })
  const throttleOf = async (token: string, userId: string) => {
    const user = (await t.app.inject({ url: `/api/users/${userId}`, headers: bearer(token) })).json()
    return { failures: user.recentSigninFailures, until: user.signinThrottledUntil }
  }

  it('shows the throttle in the user list and lets the group admin lift it, audited', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    expect(await throttleOf(demoAdmin, user.id)).toEqual({ failures: 0, until: null })
    for (let i = 0; i < 10; i++) await signIn(user.email, 'wrong password!')
    expect((await signIn(user.email, password)).statusCode).toBe(429)
    const throttled = await throttleOf(demoAdmin, user.id)
    expect(throttled.failures).toBe(10)
    expect(new Date(throttled.until).getTime()).toBeGreaterThan(t.clock.now().getTime() + 14 * 60_000)
    const listed = (await t.app.inject({ url: '/api/users?pageSize=100', headers: bearer(demoAdmin) })).json().items.find((item: { id: string }) => item.id === user.id)
    expect(listed.signinThrottledUntil).toBe(throttled.until)

    expect((await unlock(demoAdmin, user.id)).statusCode).toBe(204)
    expect(await throttleOf(demoAdmin, user.id)).toEqual({ failures: 0, until: null })
    expect((await signIn(user.email, password)).statusCode).toBe(200)
    const audit = (await t.app.inject({ url: '/api/audit?action=user.unlocked', headers: bearer(demoAdmin) })).json().items
    expect(audit).toEqual([expect.objectContaining({ action: 'user.unlocked', target: user.id, result: 'success', detail: { failures: 10 } })])
  })

  it('authorises an unlock like other changes of the user', async () => {
    const demoUser = (await t.createUser({ role: 'READ', group: 'DEMO' })).user
    const otherAdmin = (await t.createUser({ role: 'ADMIN', group: 'DEMO' })).user
    expect((await unlock(bpiAdmin, demoUser.id)).statusCode).toBe(404)
    expect((await unlock(demoRead, demoUser.id)).statusCode).toBe(403)
    expect((await unlock(demoAdmin, otherAdmin.id)).statusCode).toBe(403)
    expect((await unlock(parentRoot, otherAdmin.id)).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${demoUser.id}/unlock` })).statusCode).toBe(401)
  })
})
