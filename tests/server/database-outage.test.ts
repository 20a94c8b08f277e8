// With the database gone, requests get 503 quickly: never 200, never 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

describe('database outage', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await buildApp()
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    token = await t.signIn(user.email, password)
    // A looked-up session may sit in PGlite's session cache: it must not answer once the database is gone.
    expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' })
    await t.database.handle.close()
  })
  afterAll(() => t.close())

  it('answers get-user 503 with an error id', async () => {
    const started = performance.now()
    const response = await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ message: 'Service temporarily unavailable', errorId: expect.any(String) })
    expect(performance.now() - started).toBeLessThan(2_500)
  })

  it('answers health 503', async () => {
    const response = await t.app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'unavailable' })
  })

  it('answers sign-in 503, not 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'a@example.test', password: 'some password' } })
    expect(response.statusCode).toBe(503)
  })
})
