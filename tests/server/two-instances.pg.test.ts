// PostgreSQL only (runs when DATABASE_URL is set; npm test on PGlite leaves *.pg.test.ts out, see
// docs/server.md). Two app instances on one database share sessions and sign-in failure counts, and
// an instance recovers by itself after the database connection drops.
import { createServer, Socket, type Server } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { openDatabase } from '../../src/server/db/connect.ts'
import { insertUser } from '../../src/server/db/users.ts'
import {
  bearer,
  buildApp,
  createTestDatabase,
  testHashCost,
  type TestApp,
  type TestDatabase,
} from './helpers/build-app.ts'

if (!process.env.DATABASE_URL)
  throw new Error('two-instances.pg.test.ts needs DATABASE_URL (run it through scripts/ci/with-postgres.sh)')

describe('two instances on one PostgreSQL', () => {
  let database: TestDatabase
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    database = await createTestDatabase()
    // Hashing queues long enough for the parallel burst below: it must meet the lockout, not the 503.
    first = await buildApp({ database, config: { signinQueue: 100 } })
    second = await buildApp({ database, config: { signinQueue: 100 } })
  })
  afterAll(async () => {
    await first.close()
    await second.close()
    await database.drop()
  })

  it('accepts a token issued by one instance on the other, and a sign-out on one ends it on both', async () => {
    const { user, password } = await first.createUser({ role: 'ADMIN', group: 'DEMO' })
    const token = await first.signIn(user.email, password)
    const onSecond = await second.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })
    expect(onSecond.statusCode).toBe(200)
    expect(onSecond.json()).toMatchObject({ id: user.id })
    await second.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) })
    expect((await first.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).statusCode).toBe(
      401,
    )
  })

  it('applies a role change made on one instance to the very next request on the other (no session cache on PostgreSQL)', async () => {
    expect(first.database.handle.sessionCache).toBeNull()
    const { user, password } = await first.createUser({ role: 'WRITE', group: 'DEMO' })
    const token = await first.signIn(user.email, password)
    expect(
      (await second.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).json(),
    ).toMatchObject({ role: 'WRITE' })
    await first.database.handle.db.execute(sql`update users set role = 'READ' where id = ${user.id}`)
    expect(
      (await second.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).json(),
    ).toMatchObject({ role: 'READ' })
  })

  it('answers concurrent lookups in batches, each for its own token, with changes committed before them applied', async () => {
    const live = await first.createUser({ role: 'WRITE', group: 'DEMO' })
    const revoked = await first.createUser({ role: 'ADMIN', group: 'BPI' })
    const disabled = await first.createUser({ role: 'READ', group: 'NERES' })
    const liveToken = await first.signIn(live.user.email, live.password)
    const revokedToken = await first.signIn(revoked.user.email, revoked.password)
    const disabledToken = await first.signIn(disabled.user.email, disabled.password)
    await first.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(revokedToken) })
    await first.database.handle.db.execute(
      sql`update users set disabled = true where id = ${disabled.user.id}`,
    )
    await first.database.handle.db.execute(sql`update users set role = 'READ' where id = ${live.user.id}`)

    // Count the batched statements pg sends (pg's pool, not our code, is observed).
    const pool = (
      second.database.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
    ).$client
    const query = pool.query
    let lookups = 0
    pool.query = function (this: unknown, ...args: unknown[]) {
      if ((args[0] as { name?: string })?.name === 'tessera_find_sessions') lookups++
      return query.apply(this, args)
    }
    try {
      const tokens = Array.from(
        { length: 60 },
        (_, i) => [liveToken, revokedToken, disabledToken, `unknown-${i}`][i % 4]!,
      )
      const responses = await Promise.all(
        tokens.map((token) => second.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })),
      )
      responses.forEach((response, i) => {
        if (tokens[i] === liveToken) {
          expect(response.statusCode).toBe(200)
          expect(response.json()).toMatchObject({ id: live.user.id, role: 'READ', group: 'DEMO' })
        } else {
          expect(response.statusCode).toBe(401)
          expect(response.json()).toMatchObject({ message: 'Invalid Token' })
        }
      })
      expect(lookups).toBeGreaterThan(0)
      expect(lookups).toBeLessThan(tokens.length / 2)
    } finally {
      pool.query = query
    }
  })

  it('counts failed sign-ins across both instances', async () => {
    const { user, password } = await first.createUser({ role: 'READ', group: 'DEMO' })
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? first : second
      expect(
        (
          await instance.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: user.email, password: 'wrong password!' },
          })
        ).statusCode,
      ).toBe(401)
    }
    for (const instance of [first, second]) {
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password },
      })
      expect(response.statusCode).toBe(429)
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    }
  })

  it('lets at most 10 of 30 parallel wrong passwords from one address through when they are spread over both instances', async () => {
    const { user } = await first.createUser({ role: 'READ', group: 'DEMO' })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: user.email, password: `parallel guess ${i}` },
          remoteAddress: '198.18.2.1',
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })
})

describe('database going away and coming back', () => {
  let database: TestDatabase
  let proxy: Server
  const sockets = new Set<Socket>()
  let accepting = true

  beforeAll(async () => {
    database = await createTestDatabase()
    const target = new URL(database.url!)
    // A TCP proxy in front of PostgreSQL that the test can cut.
    proxy = createServer((client) => {
      if (!accepting) return client.destroy()
      const upstream = new Socket()
      upstream.connect(Number(target.port), target.hostname)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve))
    await database.drop()
  })

  it('fails a transaction whose connection drops mid-way, without an uncaught error, and serves again once it is back', async () => {
    // A client checked out for a transaction has no error listener from pg-pool; without ours, the
    // lost connection is an uncaught 'error' event (vitest reports it and fails the run).
    const url = new URL(database.url!)
    const address = proxy.address()
    url.port = String(typeof address === 'object' && address ? address.port : 0)
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' })
    try {
      const inFlight = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        accepting = false
        for (const socket of sockets) socket.destroy()
        await tx.execute(sql`select pg_sleep(0.2)`)
      })
      await expect(inFlight).rejects.toThrow()
      // Let the socket's end and error events run before the connection returns.
      await new Promise((resolve) => setTimeout(resolve, 200))
      accepting = true
      const result = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] }
      expect(result.rows).toEqual([{ two: 2 }])
    } finally {
      accepting = true
      await handle.close()
    }
  })

  it('answers 503 quickly while the database is unreachable and 200 again once it is back', async () => {
    const url = new URL(database.url!)
    const address = proxy.address()
    url.port = String(typeof address === 'object' && address ? address.port : 0)
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' })
    const app = await createApp({
      config: { ...loadConfig({}), databaseUrl: url.toString(), hashCost: testHashCost },
      database: handle,
      logger: false,
    })
    try {
      const user = await insertUser(
        handle.db,
        {
          email: 'outage@example.test',
          username: 'o',
          passwordHash: await app.passwords.hash('outage password!'),
          role: 'READ',
          group: 'DEMO',
          features: [],
        },
        new Date(),
      )
      const token = (
        await app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: user.email, password: 'outage password!' },
        })
      ).json().token as string

      accepting = false
      for (const socket of sockets) socket.destroy()
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        const response = await app.inject({ url: '/api/auth/get-user', headers: bearer(token) })
        expect(response.statusCode).toBe(503)
        expect(performance.now() - started).toBeLessThan(3_000)
      }
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503)

      accepting = true
      const response = await app.inject({ url: '/api/auth/get-user', headers: bearer(token) })
      expect(response.statusCode).toBe(200)
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await app.close()
      await handle.close()
    }
  })
})
