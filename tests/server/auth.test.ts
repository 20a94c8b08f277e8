// Sign-in, current user and sign-out as the browser app relies on them (spec section 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

const invalidToken = { message: 'Invalid Token' }
const signinFailed = { message: 'User and/or Password wrong' }

describe('auth', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildApp({ config: { sessionIdleMinutes: 30, sessionMaxHours: 12 } })
  })
  afterAll(() => t.close())

  it('signs in with e-mail and password and answers the session fields', async () => {
    const { user, password } = await t.createUser({ role: 'ADMIN', group: 'DEMO', features: ['expertMode'], username: 'demo-admin' })
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email.toUpperCase(), password } })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({ token: expect.any(String), id: user.id, username: 'demo-admin', email: user.email, role: 'ADMIN', group: 'DEMO', features: ['expertMode'] })
    // 256 bits, base64url
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('issues a new token on every sign-in', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'BPI' })
    const first = await t.signIn(user.email, password)
    const second = await t.signIn(user.email, password)
    expect(first).not.toBe(second)
    for (const token of [first, second]) expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).statusCode).toBe(200)
  })

  it.each([
    ['unknown e-mail', async () => ({ email: 'nobody@example.test', password: 'whatever-password' })],
    ['wrong password', async () => ({ email: (await t.createUser({ role: 'READ', group: 'DEMO' })).user.email, password: 'not-the-password' })],
    ['disabled user', async () => {
      const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO', disabled: true })
      return { email: user.email, password }
    }],
  ])('answers 401 with the same body for a %s', async (_case, credentials) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: await credentials() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(signinFailed)
  })

  it.each([
    ['no password', { payload: { email: 'someone@example.test' } }],
    ['no e-mail', { payload: { password: 'a long enough password' } }],
    ['an empty object', { payload: {} }],
    ['a password over 256 characters', { payload: { email: 'someone@example.test', password: 'x'.repeat(257) } }],
    ['an e-mail over 254 characters', { payload: { email: `${'x'.repeat(250)}@example.test`, password: 'a long enough password' } }],
    ['an e-mail that is an object', { payload: { email: { $ne: '' }, password: 'a long enough password' } }],
    ['a password that is an object', { payload: { email: 'someone@example.test', password: { length: 12 } } }],
    ['a JSON array', { payload: JSON.stringify([]), headers: { 'content-type': 'application/json' } }],
    ['broken JSON', { payload: '{"email": ', headers: { 'content-type': 'application/json' } }],
    ['a form instead of JSON', { payload: 'email=a%40b.c&password=xyz', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['no body', { headers: { 'content-type': 'application/json' } }],
    ['a body over the size limit', { payload: { email: 'someone@example.test', password: 'x'.repeat(70_000) } }],
  ])('answers 401 with exactly the same body for %s', async (_case, request: { payload?: unknown; headers?: Record<string, string> }) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', ...(request as object) })
    expect(response.statusCode, response.body).toBe(401)
    expect(response.json()).toEqual(signinFailed)
  })

  it('answers get-user with the profile fields and nothing secret', async () => {
    const { user, password } = await t.createUser({ role: 'WRITE', group: 'IGEPHA' })
    const token = await t.signIn(user.email, password)
    const response = await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: user.id, username: user.username, email: user.email, role: 'WRITE', group: 'IGEPHA', features: [] })
  })

  it.each(['bearer', 'BEARER', 'bEaReR'])('accepts the scheme written %s (it is case-insensitive)', async (scheme) => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const token = await t.signIn(user.email, password)
    const response = await t.app.inject({ url: '/api/auth/get-user', headers: { authorization: `${scheme} ${token}` } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: user.id })
  })

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', bearer('A'.repeat(43))],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])('answers get-user 401 Invalid Token for %s', async (_case, headers) => {
    const response = await t.app.inject({ url: '/api/auth/get-user', headers })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject(invalidToken)
  })

  it('revokes the token on sign-out', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'NERES' })
    const token = await t.signIn(user.email, password)
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) })).statusCode).toBe(204)
    const after = await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject(invalidToken)
  })

  it('ends a session after the idle timeout, and keeps it alive while used', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const active = await t.signIn(user.email, password)
    const idle = await t.signIn(user.email, password)
    for (let step = 0; step < 3; step++) {
      t.clock.advance(20 * 60_000)
      expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(active) })).statusCode).toBe(200)
    }
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(idle) })).statusCode).toBe(401)
  })

  it('ends a session after the absolute lifetime even when used', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const token = await t.signIn(user.email, password)
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000)
      expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).statusCode).toBe(200)
    }
    t.clock.advance(25 * 60_000)
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).statusCode).toBe(401)
  })

  it('applies a change of role, group and features to the very next request', async () => {
    const root = await t.createUser({ role: 'ROOT', group: 'PARENT' })
    const rootToken = await t.signIn(root.user.email, root.password)
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const token = await t.signIn(user.email, password)
    expect((await t.app.inject({ url: '/api/users', headers: bearer(token) })).statusCode).toBe(403)
    const change = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: bearer(rootToken), payload: { role: 'ADMIN', group: 'BPI', features: ['expertMode'] } })
    expect(change.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).json()).toMatchObject({ role: 'ADMIN', group: 'BPI', features: ['expertMode'] })
    expect((await t.app.inject({ url: '/api/users', headers: bearer(token) })).statusCode).toBe(200)
  })

  it('revokes every session of a user who is disabled', async () => {
    const root = await t.createUser({ role: 'ROOT', group: 'PARENT' })
    const rootToken = await t.signIn(root.user.email, root.password)
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const token = await t.signIn(user.email, password)
    await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: bearer(rootToken), payload: { disabled: true } })
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).statusCode).toBe(401)
    // Enabling again does not bring old tokens back.
    await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: bearer(rootToken), payload: { disabled: false } })
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).statusCode).toBe(401)
    expect(await t.signIn(user.email, password)).toEqual(expect.any(String))
  })

  it('revokes the other sessions when the password changes, and all of them on a reset', async () => {
    const root = await t.createUser({ role: 'ROOT', group: 'PARENT' })
    const rootToken = await t.signIn(root.user.email, root.password)
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const here = await t.signIn(user.email, password)
    const elsewhere = await t.signIn(user.email, password)
    const change = await t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(here), payload: { currentPassword: password, newPassword: 'a brand new password' } })
    expect(change.statusCode).toBe(204)
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(elsewhere) })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(here) })).statusCode).toBe(200)
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password } })
    expect(oldPassword.statusCode).toBe(401)

    const reset = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/password`, headers: bearer(rootToken), payload: { newPassword: 'reset by the root user' } })
    expect(reset.statusCode).toBe(204)
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(here) })).statusCode).toBe(401)
    expect(await t.signIn(user.email, 'reset by the root user')).toEqual(expect.any(String))
  })

  it('stores tokens only as hashes', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const token = await t.signIn(user.email, password)
    const { rows } = (await t.database.handle.db.execute(`select token_hash from sessions`)) as unknown as { rows: Array<{ token_hash: string }> }
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => row.token_hash === token)).toBe(false)
  })
})

describe('the session cookie for server-rendered pages (decision 0075)', () => {
  it('is not set while SERVER_RENDERING is off', async () => {
    const t = await buildApp({ config: { serverRendering: false } })
    try {
      const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['set-cookie']).toBeUndefined()
    } finally {
      await t.close()
    }
  })

  it('carries the token at sign-in, is removed at sign-out, and never stands in for the bearer token', async () => {
    const t = await buildApp({ config: { serverRendering: true, sessionMaxHours: 8 } })
    try {
      const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
      const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password } })
      const { token } = signin.json()
      expect(signin.headers['set-cookie']).toBe(`tessera-session=${token}; Path=/; Max-Age=28800; HttpOnly; SameSite=Strict`)
      // The API answers the bearer token alone: a cookie sent along by a browser authorises nothing.
      const cookieOnly = await t.app.inject({ url: '/api/auth/get-user', headers: { cookie: `tessera-session=${token}` } })
      expect(cookieOnly.statusCode).toBe(401)
      const signout = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) })
      expect(signout.statusCode).toBe(204)
      expect(signout.headers['set-cookie']).toBe('tessera-session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict')
    } finally {
      await t.close()
    }
  })
})
