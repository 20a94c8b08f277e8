// PostgreSQL only: a runner told to stop while its claim query waits on a lock must hand back the job
// that claim then takes, not leave it `running` under its name until the lease runs out. The lock
// (held by a second connection) makes the moment certain; the app's close hit it by chance before.
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { enqueueJob, registerJobKind } from '../../src/server/jobs/index.ts'
import { unregisterJobKind } from '../../src/server/jobs/registry.ts'
import { buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { readJob, startRunner, uniqueKind, waitForJobRow } from './helpers.ts'

if (!process.env.DATABASE_URL)
  throw new Error(
    'stop-during-claim.pg.test.ts needs DATABASE_URL (run it through scripts/ci/with-postgres.sh)',
  )

let t: TestApp
let locker: pg.Client
const name = uniqueKind('stop-during-claim')
const probe = uniqueKind('first-round')

beforeAll(async () => {
  t = await buildApp({ config: { jobsEnabled: false } })
  locker = new pg.Client({ connectionString: t.database.url })
  await locker.connect()
})

afterAll(async () => {
  unregisterJobKind(name)
  unregisterJobKind(probe)
  await locker.end()
  await t.close()
})

// The claim (job-queries.ts) as pg_stat_activity shows it: its first 1,024 bytes (track_activity_query_size).
const waitingClaims = async () =>
  (
    (await t.app.db.execute(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and query like 'with caps(kind, per_tenant)%'`)) as unknown as {
      rows: { n: number }[]
    }
  ).rows[0]!.n

it('hands back a job its claim took after stop() was called', async () => {
  let ran = 0
  const id = (await enqueueJob(t.app.db, { kind: name }))!
  // The runner's first round queues the recurring kinds (an insert, which the lock would hold) before it
  // claims: once a probe job is done, that round is over and the next insert is a minute away.
  registerJobKind(probe, async () => ({ ok: true }))
  const runner = startRunner(t, { pollMs: 20 })
  await waitForJobRow(t, (await enqueueJob(t.app.db, { kind: probe }))!, (r) => r.status === 'done')
  // The table lock lets reads through and holds the claim's `for update` until the commit below.
  await locker.query('begin')
  await locker.query('lock table jobs in exclusive mode')
  registerJobKind(name, async () => void (ran += 1))
  const until = Date.now() + 10_000
  while ((await waitingClaims()) === 0) {
    if (Date.now() > until) throw new Error('the runner never tried to claim')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const stopped = runner.stop()
  // Give stop() time to do everything it would do without waiting for the claim.
  await new Promise((resolve) => setTimeout(resolve, 200))
  await locker.query('commit')
  await stopped
  expect(await readJob(t, id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null })
  expect(ran).toBe(0)
})
