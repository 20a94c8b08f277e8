// The job runner on the test's database (PGlite, or PostgreSQL under with-postgres.sh): restarts,
// retries with backoff, leases, wake-up on enqueue, deduplication, timeouts and recurring jobs.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  enqueueJob,
  registerJobKind,
  scheduleRecurring,
  type JobRunner,
} from '../../src/server/jobs/index.ts'
import { unregisterJobKind } from '../../src/server/jobs/registry.ts'
import { buildApp, createTestDatabase, type TestApp, type TestDatabase } from '../server/helpers/build-app.ts'
import { readJob, startRunner, uniqueKind, waitForJobRow } from './helpers.ts'

describe('job runner', () => {
  let database: TestDatabase
  let t: TestApp
  const runners: JobRunner[] = []
  const kinds: string[] = []
  const kind = (name: string) => {
    const value = uniqueKind(name)
    kinds.push(value)
    return value
  }
  beforeAll(async () => {
    database = await createTestDatabase()
    t = await buildApp({ database, config: { jobsEnabled: false } })
  })
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop()
    for (const name of kinds.splice(0)) unregisterJobKind(name)
  })
  afterAll(async () => {
    await t.close()
    await database.drop()
  })

  it('runs a job queued before a restart in the next app on the same database', async () => {
    const name = kind('restart')
    const id = (await enqueueJob(t.app.db, { kind: name, payload: { n: 7 } }))!
    // The first app never knew the kind; a second app that registers it runs the job on start.
    registerJobKind(name, async (job) => ({ doubled: (job.payload.n as number) * 2 }))
    const second = await buildApp({ database, config: { jobPollMs: 50 } })
    try {
      const row = await waitForJobRow(second, id, (r) => r.status === 'done')
      expect(row.result).toEqual({ doubled: 14 })
      expect(row.attempts).toBe(1)
    } finally {
      await second.close()
    }
  })

  it('hands a job back when the app closes mid-run, and the next app runs it to the end', async () => {
    const name = kind('interrupted')
    let started = 0
    let firstRunStarted!: () => void
    const firstRun = new Promise<void>((resolve) => (firstRunStarted = resolve))
    registerJobKind(name, async (job, { signal }) => {
      started += 1
      if (started === 1) {
        firstRunStarted()
        await new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        )
      }
      return { attempt: job.attempt }
    })
    const first = await buildApp({ database, config: { jobPollMs: 50 } })
    const id = (await enqueueJob(t.app.db, { kind: name }))!
    // The handler itself, not only the claimed row: a claim still on its way at close is handed back unstarted.
    await firstRun
    await first.close()
    expect(await readJob(t, id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null })
    const second = await buildApp({ database, config: { jobPollMs: 50 } })
    try {
      expect((await waitForJobRow(second, id, (r) => r.status === 'done')).result).toEqual({ attempt: 1 })
    } finally {
      await second.close()
    }
  })

  it('retries a failing job with exponentially growing delays, then succeeds', async () => {
    const name = kind('retry')
    const times: number[] = []
    registerJobKind(name, async (job) => {
      times.push(Date.now())
      if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`)
      return { attempt: job.attempt }
    })
    runners.push(startRunner(t, { retryBaseMs: 300 }))
    const id = (await enqueueJob(t.app.db, { kind: name, maxAttempts: 5 }))!
    const row = await waitForJobRow(t, id, (r) => r.status === 'done')
    expect(row).toMatchObject({ attempts: 3, last_error: null, result: { attempt: 3 } })
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(290)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(590)
  })

  it('marks a job failed with its last error after the last attempt', async () => {
    const name = kind('fails')
    registerJobKind(name, async (job) => {
      throw new Error(`broken on attempt ${job.attempt}`)
    })
    runners.push(startRunner(t, { retryBaseMs: 10 }))
    const id = (await enqueueJob(t.app.db, { kind: name, maxAttempts: 2 }))!
    const row = await waitForJobRow(t, id, (r) => r.status === 'failed')
    expect(row).toMatchObject({ attempts: 2, last_error: 'broken on attempt 2' })
  })

  it('takes again a job whose lease ran out (its process died), and not before', async () => {
    const name = kind('lease')
    const ran: number[] = []
    // Two per tenant: the live job of the same (absent) tenant counts against the cap (decision 0082).
    registerJobKind(name, async (job) => void ran.push(job.attempt), { perTenant: 2 })
    const insert = async (lockedUntil: string) =>
      Number(
        (
          (await t.app.db.execute(sql`insert into jobs (kind, status, attempts, locked_by, locked_until)
          values (${name}, 'running', 1, 'dead-process', now() + ${lockedUntil}::interval) returning id`)) as unknown as {
            rows: { id: string }[]
          }
        ).rows[0]!.id,
      )
    const live = await insert('1 hour')
    const expired = await insert('-1 second')
    runners.push(startRunner(t))
    expect(await waitForJobRow(t, expired, (r) => r.status === 'done')).toMatchObject({ attempts: 2 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await readJob(t, live)).toMatchObject({ status: 'running', locked_by: 'dead-process' })
    expect(ran).toEqual([2])
  })

  it('wakes at once on an enqueue in this process, long before the next poll', async () => {
    const name = kind('wake')
    registerJobKind(name, async () => ({ ok: true }))
    runners.push(startRunner(t, { pollMs: 600_000 }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const id = (await enqueueJob(t.app.db, { kind: name }))!
    await waitForJobRow(t, id, (r) => r.status === 'done', 5_000)
  })

  it('does not queue a job twice while one with the same dedupe key waits', async () => {
    const name = kind('dedupe')
    const first = await enqueueJob(t.app.db, { kind: name, dedupeKey: `${name}:file-1` })
    expect(first).toBeTypeOf('number')
    expect(await enqueueJob(t.app.db, { kind: name, dedupeKey: `${name}:file-1` })).toBeNull()
    registerJobKind(name, async () => undefined)
    runners.push(startRunner(t))
    await waitForJobRow(t, first!, (r) => r.status === 'done')
    expect(await enqueueJob(t.app.db, { kind: name, dedupeKey: `${name}:file-1` })).toBeTypeOf('number')
  })

  it('aborts a run that exceeds its timeout and counts it as a failed attempt', async () => {
    const name = kind('timeout')
    registerJobKind(
      name,
      (_job, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
      { timeoutMs: 100 },
    )
    runners.push(startRunner(t))
    const id = (await enqueueJob(t.app.db, { kind: name, maxAttempts: 1 }))!
    expect(await waitForJobRow(t, id, (r) => r.status === 'failed')).toMatchObject({
      last_error: 'timed out after 100 ms',
    })
  })

  it('queues a recurring kind once per interval', async () => {
    const name = kind('recurring')
    let runs = 0
    registerJobKind(name, async () => void (runs += 1))
    scheduleRecurring(name, 3_600_000)
    runners.push(startRunner(t), startRunner(t))
    const until = Date.now() + 10_000
    while (runs === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(runs).toBe(1)
    const count = (await t.app.db.execute(
      sql`select count(*)::int as n from jobs where kind = ${name}`,
    )) as unknown as { rows: { n: number }[] }
    expect(count.rows[0]!.n).toBe(1)
  })
})
