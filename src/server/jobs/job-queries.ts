// The runner's SQL. Time is the database's `now()`, so processes on different machines agree on leases.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'

export interface ClaimedJob {
  readonly id: number
  readonly kind: string
  readonly payload: Record<string, unknown>
  readonly tenantGroup: string | null
  readonly attempt: number
  readonly maxAttempts: number
}

const list = (values: readonly (string | number)[]): SQL => sql.join(values.map((value) => sql`${value}`), sql`, `)
const millis = (ms: number): SQL => sql`(${String(Math.round(ms))} || ' milliseconds')::interval`

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Takes one due job of `kinds`: a queued one whose time has come, or a running one whose lease ran out
 * (its process died). SKIP LOCKED lets several runners claim side by side without taking one job twice.
 */
export async function claimJob(db: Database, kinds: readonly string[], runnerId: string, leaseMs: number): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null
  const [row] = await rows<{ id: string | number; kind: string; payload: Record<string, unknown>; tenant_group: string | null; attempts: number; max_attempts: number }>(
    db,
    sql`with next as (
          select id from jobs
          where kind in (${list(kinds)})
            and ((status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now()))
          order by run_after, id
          limit 1
          for update skip locked)
        update jobs set status = 'running', attempts = jobs.attempts + 1, locked_by = ${runnerId},
          locked_until = now() + ${millis(leaseMs)}, updated_at = now()
        from next where jobs.id = next.id
        returning jobs.id, jobs.kind, jobs.payload, jobs.tenant_group, jobs.attempts, jobs.max_attempts`,
  )
  if (!row) return null
  return { id: Number(row.id), kind: row.kind, payload: row.payload ?? {}, tenantGroup: row.tenant_group, attempt: row.attempts, maxAttempts: row.max_attempts }
}

export async function completeJob(db: Database, id: number, runnerId: string, result: Record<string, unknown> | null): Promise<void> {
  await db.execute(sql`update jobs set status = 'done', result = ${result === null ? null : JSON.stringify(result)}::jsonb,
    locked_by = null, locked_until = null, last_error = null, updated_at = now() where id = ${id} and locked_by = ${runnerId}`)
}

/** A failed attempt: queued again after `retryInMs`, or `failed` for good when it was the last one. */
export async function failJob(db: Database, job: ClaimedJob, runnerId: string, error: string, retryInMs: number): Promise<'failed' | 'queued'> {
  const final = job.attempt >= job.maxAttempts
  await db.execute(sql`update jobs set status = ${final ? 'failed' : 'queued'}, last_error = ${error.slice(0, 2000)},
    run_after = ${final ? sql`run_after` : sql`now() + ${millis(retryInMs)}`}, locked_by = null, locked_until = null, updated_at = now()
    where id = ${job.id} and locked_by = ${runnerId}`)
  return final ? 'failed' : 'queued'
}

/** Hands jobs back when the runner stops: queued again at once, the interrupted attempt not counted. */
export async function releaseJobs(db: Database, ids: readonly number[], runnerId: string): Promise<void> {
  if (ids.length === 0) return
  await db.execute(sql`update jobs set status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null,
    locked_until = null, run_after = now(), updated_at = now()
    where id in (${list(ids)}) and locked_by = ${runnerId} and status = 'running'`)
}

export async function extendLeases(db: Database, ids: readonly number[], runnerId: string, leaseMs: number): Promise<void> {
  if (ids.length === 0) return
  await db.execute(sql`update jobs set locked_until = now() + ${millis(leaseMs)}
    where id in (${list(ids)}) and locked_by = ${runnerId} and status = 'running'`)
}

/** Queues a recurring kind unless one was created within the last `everyMs` (by any process). */
export async function enqueueRecurringJob(db: Database, kind: string, everyMs: number): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    db,
    sql`insert into jobs (kind, dedupe_key)
        select ${kind}, ${`recurring:${kind}`}
        where not exists (select 1 from jobs where kind = ${kind} and created_at > now() - ${millis(everyMs)})
        on conflict (dedupe_key) where status in ('queued', 'running') do nothing
        returning id`,
  )
  return inserted.length > 0
}
