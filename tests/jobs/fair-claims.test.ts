// Fair queues (issue 36 finding 3, decision 0082) on the test's database (PGlite, or PostgreSQL under
// with-postgres.sh): the claim serves tenants with waiting work in turn, holds each tenant to its cap
// of running jobs over all processes, and the runner lets a second tenant's small job pass one
// tenant's long ones. Order is asserted on claims and gates, never on wall time.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enqueueJob, registerJobKind, type JobRunner } from '../../src/server/jobs/index.ts'
import { claimJob, completeJob, type ClaimableKind } from '../../src/server/jobs/job-queries.ts'
import { unregisterJobKind } from '../../src/server/jobs/registry.ts'
import { buildApp, createTestDatabase, type TestApp, type TestDatabase } from '../server/helpers/build-app.ts'
import { startRunner, uniqueKind, waitForJobRow } from './helpers.ts'

let database: TestDatabase
let t: TestApp
beforeAll(async () => {
  database = await createTestDatabase()
  // Claims by hand and by the runners each test starts; the app's own runner stays off.
  t = await buildApp({ database, config: { jobsEnabled: false } })
})
afterAll(async () => {
  await t.close()
  await database.drop()
})

describe('claiming the next job', () => {
  let kind: string
  let other: string
  const claim = async (kinds: readonly ClaimableKind[], runner = 'runner-1') =>
    claimJob(t.app.db, kinds, runner, 60_000)
  const enqueue = async (tenantGroup: string | null, name = kind) =>
    (await enqueueJob(t.app.db, { kind: name, tenantGroup, payload: { tenantGroup } }))!
  beforeEach(() => {
    kind = uniqueKind('claim')
    other = uniqueKind('claim-other')
  })

  it('serves the tenants with waiting work in turn, whoever queued first', async () => {
    for (const tenant of ['A', 'A', 'A', 'B', 'A', 'C']) await enqueue(tenant)
    const order: (string | null)[] = []
    for (let i = 0; i < 6; i++) order.push((await claim([{ kind, perTenant: 10 }]))!.tenantGroup)
    expect(order).toEqual(['A', 'B', 'C', 'A', 'A', 'A'])
    expect(await claim([{ kind, perTenant: 10 }])).toBeNull()
  })

  it('passes over a tenant running its cap of jobs, and takes it again when one ends', async () => {
    for (const tenant of ['A', 'A', 'A', 'B']) await enqueue(tenant)
    const first = (await claim([{ kind, perTenant: 1 }]))!
    expect(first.tenantGroup).toBe('A')
    expect((await claim([{ kind, perTenant: 1 }]))!.tenantGroup).toBe('B')
    // A is at its cap and B has nothing more: nothing to take although A's jobs wait.
    expect(await claim([{ kind, perTenant: 1 }])).toBeNull()
    await completeJob(t.app.db, first.id, 'runner-1', null)
    expect((await claim([{ kind, perTenant: 1 }]))!.tenantGroup).toBe('A')
  })

  it("counts a tenant's jobs running in other processes against its cap, but not those whose lease ran out", async () => {
    await enqueue('A')
    await enqueue('A')
    const elsewhere = (await claim([{ kind, perTenant: 1 }], 'other-process'))!
    expect(await claim([{ kind, perTenant: 1 }], 'runner-1')).toBeNull()
    // The other process died: its lease runs out, the job no longer counts and is itself due again.
    await t.app.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where id = ${elsewhere.id}`,
    )
    const taken = (await claim([{ kind, perTenant: 1 }], 'runner-1'))!
    expect(taken.tenantGroup).toBe('A')
    expect(await claim([{ kind, perTenant: 1 }], 'runner-1')).toBeNull()
  })

  it('keeps turns per kind, and treats jobs without a tenant as one tenant of their own', async () => {
    await enqueue('A', other)
    await enqueue('A')
    await enqueue(null)
    await enqueue(null)
    await enqueue('B')
    // A's turn at the other kind does not count against its turn at this one.
    expect((await claim([{ kind: other, perTenant: 10 }]))!.tenantGroup).toBe('A')
    const order: (string | null)[] = []
    for (let i = 0; i < 4; i++) order.push((await claim([{ kind, perTenant: 10 }]))!.tenantGroup)
    expect(order).toEqual(['A', null, 'B', null])
  })

  it('claims a job only once when several claims run at the same time', async () => {
    for (let i = 0; i < 12; i++) await enqueue(`T${i % 4}`)
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) => claim([{ kind, perTenant: 10 }], `runner-${i}`)),
    )
    const ids = claims.filter((job) => job !== null).map((job) => job.id)
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
  })
})

describe('the runner with one tenant queueing long jobs', () => {
  const kinds: string[] = []
  const runners: JobRunner[] = []
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop()
    for (const name of kinds.splice(0)) unregisterJobKind(name)
  })

  /** A kind whose tenant-A jobs run until released; others finish at once. Records the claim order. */
  function gatedKind(options: { concurrency?: number } = {}) {
    const name = uniqueKind('gated')
    kinds.push(name)
    const started: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    registerJobKind(
      name,
      async (job, { signal }) => {
        started.push(`${job.tenantGroup}${job.payload.n}`)
        if (job.tenantGroup === 'A')
          await new Promise<void>((resolve, reject) => {
            void gate.then(resolve)
            signal.addEventListener('abort', () => reject(signal.reason as Error))
          })
      },
      options,
    )
    return { name, started, release }
  }

  it("runs another tenant's job while the first tenant's long jobs hold the queue", async () => {
    const { name, started, release } = gatedKind()
    for (let n = 1; n <= 3; n++) await enqueueJob(t.app.db, { kind: name, tenantGroup: 'A', payload: { n } })
    runners.push(startRunner(t))
    await expect.poll(() => started, { timeout: 15_000 }).toEqual(['A1'])
    const small = (await enqueueJob(t.app.db, { kind: name, tenantGroup: 'B', payload: { n: 1 } }))!
    // Done while A's first job still runs: A holds one slot, the second is kept for others.
    await waitForJobRow(t, small, (row) => row.status === 'done', 15_000)
    expect(started).toEqual(['A1', 'B1'])
    release()
    await expect.poll(() => started, { timeout: 15_000 }).toEqual(['A1', 'B1', 'A2', 'A3'])
  })

  it("with one slot, lets another tenant's job go next rather than after the whole queue", async () => {
    const { name, started, release } = gatedKind({ concurrency: 1 })
    for (let n = 1; n <= 3; n++) await enqueueJob(t.app.db, { kind: name, tenantGroup: 'A', payload: { n } })
    runners.push(startRunner(t))
    await expect.poll(() => started, { timeout: 15_000 }).toEqual(['A1'])
    await enqueueJob(t.app.db, { kind: name, tenantGroup: 'B', payload: { n: 1 } })
    release()
    await expect.poll(() => started, { timeout: 15_000 }).toHaveLength(4)
    expect(started).toEqual(['A1', 'B1', 'A2', 'A3'])
  })
})
