// Every signed-in user's own profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

describe('/api/me', () => {
  let t: TestApp
  beforeAll(async () => {
    // A hashing queue long enough for the parallel guesses below: they must meet the lockout, not the 503.
    t = await buildApp({ config: { signinQueue: 100 } })
  })
  afterAll(() => t.close())

  it('reads and renames the signed-in user, and nothing else', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'NERES' })
    const token = await t.signIn(user.email, password)
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) })
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, role: 'READ', group: 'NERES', disabled: false, createdAt: expect.stringMatching(/Z$/) })
    const renamed = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { username: 'Nouveau nom' } })
    expect(renamed.json()).toMatchObject({ username: 'Nouveau nom', role: 'READ' })
    const escalate = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { username: 'x', role: 'ROOT' } })
    expect(escalate.statusCode).toBe(400)
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).json()).toMatchObject({ username: 'Nouveau nom', role: 'READ' })
  })

  it('requires the current password to change it', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'NERES' })
    const token = await t.signIn(user.email, password)
    const wrong = await t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload: { currentPassword: 'not it at all', newPassword: 'another long password' } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fieldErrors.currentPassword).toMatchObject({ code: 'password.wrong' })
    const right = await t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload: { currentPassword: password, newPassword: 'another long password' } })
    expect(right.statusCode).toBe(204)
    expect(await t.signIn(user.email, 'another long password')).toEqual(expect.any(String))
  })

  it('rejects an empty username with a field error', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'NERES' })
    const token = await t.signIn(user.email, password)
    const response = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { username: '   ' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors.username.code).toBe('username.required')
  })

  it('counts wrong current passwords like failed sign-ins', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'NERES' })
    const token = await t.signIn(user.email, password)
    for (let i = 0; i < 10; i++) {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload: { currentPassword: `guess number ${i}`, newPassword: 'another long password' } })
      expect(wrong.statusCode).toBe(400)
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload: { currentPassword: password, newPassword: 'another long password' } })
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('lets at most 10 of 30 parallel guesses of the current password be tried; the rest get 429', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'NERES' })
    const token = await t.signIn(user.email, password)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload: { currentPassword: `parallel guess ${i}`, newPassword: 'another long password' } })),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 400)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })
})
