// Failed sign-ins are counted per (account, address), per account and per address, in the database (decision 0029).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productionHashCost } from '../../src/server/config.ts'
import { buildApp, type TestApp } from './helpers/build-app.ts'

/**
 * Holds the failure table while `send` fires its requests, so that the whole burst is in the server
 * before any of it reserves a failure or hashes; then lets it go and returns the answers' statuses.
 */
async function burstWhileFailuresLocked(
  busy: TestApp,
  send: () => Array<Promise<{ statusCode: number }>>,
): Promise<number[]> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let locked!: () => void
  const isLocked = new Promise<void>((resolve) => (locked = resolve))
  const holding = busy.database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`lock table signin_failures in exclusive mode`)
    locked()
    await released
  })
  await isLocked
  const burst = Promise.all(send())
  await new Promise((resolve) => setTimeout(resolve, 300))
  release()
  await holding
  return (await burst).map((answer) => answer.statusCode)
}

describe('sign-in throttling', () => {
  let t: TestApp
  beforeAll(async () => {
    // A hashing queue long enough for the parallel bursts below: they must meet the lockout, not the 503.
    t = await buildApp({ config: { trustedProxies: ['10.0.0.1'], signinQueue: 100 } })
  })
  afterAll(() => t.close())

  const signIn = (
    email: string,
    password: string,
    remoteAddress = '192.0.2.10',
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress,
      headers,
    })

  it('answers 429 with Retry-After to one address after 10 failures there, while the owner signs in from elsewhere', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const attacker = '198.51.100.66'
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, 'wrong password!', attacker)).statusCode).toBe(401)
    const blocked = await signIn(user.email, password, attacker)
    expect(blocked.statusCode).toBe(429)
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // The owner, from an address that has not failed, is not locked out by someone else's guesses.
    expect((await signIn(user.email, password, '198.51.100.1')).statusCode).toBe(200)
    t.clock.advance(retryAfter * 1000 + 1000)
    expect((await signIn(user.email, password, attacker)).statusCode).toBe(200)
  })

  it('lets at most 10 of 30 parallel wrong passwords from one address be tried; the rest get 429', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(user.email, `parallel guess ${i}`, '198.18.0.1')))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    expect((await signIn(user.email, password, '198.18.0.1')).statusCode).toBe(429)
    expect((await signIn(user.email, password, '198.18.1.1')).statusCode).toBe(200)
  })

  it('slows an account attacked from many addresses with a growing delay of at most a minute, never a lock', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    for (let i = 0; i < 30; i++) expect((await signIn(user.email, 'wrong password!', `198.19.0.${i}`)).statusCode).toBe(401)
    // Under a broad attack even a clean address waits, a short and growing delay.
    const delays: number[] = []
    for (let i = 0; i < 8; i++) {
      const waiting = await signIn(user.email, 'wrong password!', `198.19.1.${i}`)
      expect(waiting.statusCode).toBe(429)
      const delay = Number(waiting.headers['retry-after'])
      delays.push(delay)
      t.clock.advance(delay * 1000)
      expect((await signIn(user.email, 'wrong password!', `198.19.2.${i}`)).statusCode).toBe(401)
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
    const waiting = await signIn(user.email, password, '198.19.3.1')
    expect(waiting.statusCode).toBe(429)
    t.clock.advance(Number(waiting.headers['retry-after']) * 1000)
    expect((await signIn(user.email, password, '198.19.3.1')).statusCode).toBe(200)
  })

  it('answers a burst of right passwords beyond capacity with 503, never with the lockout', async () => {
    // Three checks admitted at once (one hashing, two waiting): the rest are refused before they reserve a
    // failure, so the account's own burst cannot lock it.
    const busy = await buildApp({
      config: { signinConcurrency: 1, signinQueue: 2, hashCost: productionHashCost },
    })
    try {
      const { user, password } = await busy.createUser({ role: 'READ', group: 'DEMO' })
      const statuses = await burstWhileFailuresLocked(busy, () =>
        Array.from({ length: 40 }, () =>
          busy.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: user.email, password },
          }),
        ),
      )
      expect(statuses).toContain(200)
      expect(statuses).toContain(503)
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
      expect(
        (
          await busy.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: user.email, password },
          })
        ).statusCode,
      ).toBe(200)
    } finally {
      await busy.close()
    }
  })

  it('does not count an attempt refused with 503 when hashing is saturated', async () => {
    // One hash at a time at the production cost, none waiting: of a burst that passed the capacity check
    // together, the first one hashes and the others are refused when they reach the hasher.
    const busy = await buildApp({
      config: { signinConcurrency: 1, signinQueue: 0, hashCost: productionHashCost },
    })
    try {
      const { user } = await busy.createUser({ role: 'READ', group: 'DEMO' })
      const statuses = await burstWhileFailuresLocked(busy, () =>
        Array.from({ length: 6 }, (_, i) =>
          busy.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: user.email, password: `busy guess ${i}` },
          }),
        ),
      )
      expect(statuses).toContain(503)
      const { rows } = (await busy.database.handle.db.execute(
        sql`select count(*)::int as n from signin_failures where email = ${user.email}`,
      )) as unknown as { rows: Array<{ n: number }> }
      expect(rows[0]!.n).toBe(statuses.filter((status) => status === 401).length)
    } finally {
      await busy.close()
    }
  })

  it('does not count failures older than 15 minutes', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    for (let i = 0; i < 9; i++) await signIn(user.email, 'wrong password!')
    t.clock.advance(16 * 60_000)
    for (let i = 0; i < 9; i++) await signIn(user.email, 'wrong password!')
    expect((await signIn(user.email, password)).statusCode).toBe(200)
    // The success cleared this address's failures: ten more wrong ones are allowed before a wait.
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, 'wrong password!')).statusCode).toBe(401)
    expect((await signIn(user.email, password)).statusCode).toBe(429)
  })

  it('lets an office behind one address fail 100 times per 15 minutes, then answers 429', async () => {
    const office = '203.0.113.7'
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    for (let i = 0; i < 100; i++)
      expect((await signIn(`colleague${i % 20}@example.test`, 'wrong password!', office)).statusCode).toBe(
        401,
      )
    // Colleagues with the right password from the same address are refused now too...
    expect((await signIn(user.email, password, office)).statusCode).toBe(429)
    // ...but nobody elsewhere is.
    expect((await signIn(user.email, password, '203.0.113.8')).statusCode).toBe(200)
  })

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const { user } = await t.createUser({ role: 'READ', group: 'DEMO' })
    await signIn(user.email, 'wrong password!', '10.0.0.1', { 'x-forwarded-for': '192.0.2.200' })
    await signIn(user.email, 'wrong password!', '192.0.2.201', { 'x-forwarded-for': '192.0.2.202' })
    const { rows } = (await t.database.handle.db.execute(
      `select client_ip from signin_failures where email = '${user.email}' order by id`,
    )) as unknown as { rows: Array<{ client_ip: string }> }
    expect(rows.map((row) => row.client_ip)).toEqual(['192.0.2.200', '192.0.2.201'])
  })

  it('writes throttled attempts to the audit log, identical ones of a minute as one counted entry', async () => {
    const { user } = await t.createUser({ role: 'READ', group: 'DEMO' })
    for (let i = 0; i < 10; i++) await signIn(user.email, 'wrong password!', '198.51.100.77')
    for (let i = 0; i < 50; i++) expect((await signIn(user.email, 'wrong password!', '198.51.100.77')).statusCode).toBe(429)
    const { rows } = (await t.database.handle.db.execute(
      sql`select count, detail from audit_log where action = 'auth.signin.throttled' and target = ${user.email}`,
    )) as unknown as { rows: Array<{ count: number; detail: { scope: string } }> }
    // 50 refusals within a second or two: one entry, or two when a minute boundary fell in between.
    expect(rows.length).toBeLessThanOrEqual(2)
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(50)
    expect(rows[0]!.detail).toEqual({ scope: 'pair' })
  })
})

describe('sign-in throttling behind a trusted network', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildApp({ config: { signinTrustedNetworks: ['203.0.113.0/24'] } })
  })
  afterAll(() => t.close())
  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress })

  it('never blocks a listed office address as a whole, but still each account from it', async () => {
    const office = '203.0.113.7'
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    for (let i = 0; i < 110; i++) expect((await signIn(`colleague${i % 20}@example.test`, 'wrong password!', office)).statusCode).toBe(401)
    expect((await signIn(user.email, password, office)).statusCode).toBe(200)
    for (let i = 0; i < 10; i++) await signIn(user.email, 'wrong password!', office)
    expect((await signIn(user.email, password, office)).statusCode).toBe(429)
    // An address outside the list is limited as before.
    const outside = '203.0.114.7'
    for (let i = 0; i < 100; i++) await signIn(`visitor${i % 20}@example.test`, 'wrong password!', outside)
    const other = await t.createUser({ role: 'READ', group: 'DEMO' })
    expect((await signIn(other.user.email, other.password, outside)).statusCode).toBe(429)
  })
})
