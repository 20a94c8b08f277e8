// The PGlite session cache (src/server/db/session-cache.ts): repeated get-user requests are served
// from memory, and any write that changes who a token belongs to or what the user may do empties
// it through the database's own notification, whichever code path (or raw SQL) made the write.
// PGlite only (*.pglite.test.ts are left out on PostgreSQL, which has no cache: two-instances.pg.test.ts).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

describe('session cache on PGlite', () => {
  let t: TestApp
  let token: string
  let userId: string
  const cache = () => t.database.handle.sessionCache!
  const getUser = () => t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })

  beforeAll(async () => {
    t = await buildApp()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    const { user, password } = await t.createUser({ role: 'WRITE', group: 'DEMO' })
    userId = user.id
    token = await t.signIn(user.email, password)
  })

  it('keeps a looked-up session', async () => {
    expect((await getUser()).statusCode).toBe(200)
    const size = cache().size
    expect(size).toBeGreaterThan(0)
    const generation = cache().generation
    expect((await getUser()).json().role).toBe('WRITE')
    expect(cache().generation).toBe(generation)
  })

  it('applies a role change made by raw SQL to the very next request', async () => {
    expect((await getUser()).json().role).toBe('WRITE')
    await t.database.handle.db.execute(sql`update users set role = 'READ' where id = ${userId}`)
    expect((await getUser()).json().role).toBe('READ')
  })

  it('refuses a token revoked by raw SQL on the very next request', async () => {
    expect((await getUser()).statusCode).toBe(200)
    await t.database.handle.db.execute(sql`update sessions set revoked_at = now() where user_id = ${userId}`)
    expect((await getUser()).json()).toMatchObject({ message: 'Invalid Token' })
  })

  it('refuses a disabled user and a deleted session on the very next request', async () => {
    expect((await getUser()).statusCode).toBe(200)
    await t.database.handle.db.execute(sql`update users set disabled = true where id = ${userId}`)
    expect((await getUser()).statusCode).toBe(401)
    await t.database.handle.db.execute(sql`update users set disabled = false where id = ${userId}`)
    expect((await getUser()).statusCode).toBe(200)
    await t.database.handle.db.execute(sql`delete from sessions where user_id = ${userId}`)
    expect((await getUser()).statusCode).toBe(401)
  })

  it('survives the once-a-minute last_used_at write and still enforces the idle timeout', async () => {
    expect((await getUser()).statusCode).toBe(200)
    const generation = cache().generation
    t.clock.advance(2 * 60_000)
    expect((await getUser()).statusCode).toBe(200)
    expect(cache().generation).toBe(generation)
    const idleMinutes = t.app.config.sessionIdleMinutes
    t.clock.advance((idleMinutes + 1) * 60_000)
    expect((await getUser()).statusCode).toBe(401)
  })

  it('signs out for good', async () => {
    expect((await getUser()).statusCode).toBe(200)
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) })
    expect(response.statusCode).toBeLessThan(300)
    expect((await getUser()).statusCode).toBe(401)
  })
})

