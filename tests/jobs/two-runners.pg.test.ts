// PostgreSQL only: two runners (two apps, two connection pools) on one database share a burst of jobs,
// and SKIP LOCKED claims mean no job runs twice.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { enqueueJob, registerJobKind } from '../../src/server/jobs/index.ts'
import { openDatabase } from '../../src/server/db/connect.ts'
import { buildApp, createTestDatabase, type TestApp, type TestDatabase } from '../server/helpers/build-app.ts'
import { uniqueKind } from './helpers.ts'

if (!process.env.DATABASE_URL) throw new Error('two-runners.pg.test.ts needs DATABASE_URL (run it through scripts/ci/with-postgres.sh)')

let database: TestDatabase
let secondPool: TestDatabase
let first: TestApp
let second: TestApp
const name = uniqueKind('shared')
const runs = new Map<number, number>()

beforeAll(async () => {
  database = await createTestDatabase()
  // The second app gets a pool of its own, as a second process would.
  const handle = await openDatabase({ databaseUrl: database.url!, dataDir: 'memory' })
  secondPool = { handle, url: database.url, drop: () => handle.close() }
  registerJobKind(
    name,
    async (job) => {
      runs.set(job.payload.n as number, (runs.get(job.payload.n as number) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 5))
    },
    { concurrency: 4 },
  )
  first = await buildApp({ database, config: { jobPollMs: 20 } })
  second = await buildApp({ database: secondPool, config: { jobPollMs: 20 } })
})

afterAll(async () => {
  await first.close()
  await second.close()
  await secondPool.drop()
  await database.drop()
})

it('runs each of 200 jobs exactly once with two runners claiming side by side', async () => {
  for (let n = 0; n < 200; n++) await enqueueJob(first.app.db, { kind: name, payload: { n } })
  const until = Date.now() + 60_000
  const done = async () =>
    ((await first.app.db.execute(sql`select count(*)::int as n from jobs where kind = ${name} and status = 'done'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n
  while ((await done()) < 200 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
  expect(await done()).toBe(200)
  expect(runs.size).toBe(200)
  expect([...runs.values()].every((count) => count === 1)).toBe(true)
})
