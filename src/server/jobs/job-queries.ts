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

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
const millis = (ms: number): SQL => sql`(${String(Math.round(ms))} || ' milliseconds')::interval`

async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** A kind the claiming runner has a free slot for, and how many of its jobs one tenant may run at once. */
export interface ClaimableKind {
  readonly kind: string
  readonly perTenant: number
}

// Claims of all processes take turns (pg_advisory_xact_lock): each sees the jobs the one before it
// started, so a tenant's cap holds across processes and turns are handed out in order.
const claimLock = 7_283_950

/**
 * Takes one due job of `kinds`: a queued one whose time has come, or a running one whose lease ran out
 * (its process died). Fair across tenants (decision 0082): tenants already running `perTenant` jobs of
 * a kind are passed over, and of the others the one whose last turn at that kind is longest ago comes
 * first (round-robin), then the oldest job. SKIP LOCKED keeps a job being finished by another
 * statement out of reach.
 */
export async function claimJob(
  db: Database,
  kinds: readonly ClaimableKind[],
  runnerId: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null
  const caps = sql.join(
    kinds.map(({ kind, perTenant }) => sql`(${kind}, ${perTenant}::int)`),
    sql`, `,
  )
  const names = list(kinds.map(({ kind }) => kind))
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${claimLock}::int, 0)`)
    return rows<{
      id: string | number
      kind: string
      payload: Record<string, unknown>
      tenant_group: string | null
      attempts: number
      max_attempts: number
    }>(
      tx,
      sql`with caps(kind, per_tenant) as (values ${caps}),
          busy as (
            select kind, coalesce(tenant_group, '') as tenant, count(*) as running from jobs
            where status = 'running' and locked_until >= now() and kind in (${names})
            group by kind, coalesce(tenant_group, '')),
          next as (
            select jobs.id, jobs.kind, coalesce(jobs.tenant_group, '') as tenant from jobs
            join caps on caps.kind = jobs.kind
            left join busy on busy.kind = jobs.kind and busy.tenant = coalesce(jobs.tenant_group, '')
            left join job_tenant_turns turns on turns.kind = jobs.kind and turns.tenant = coalesce(jobs.tenant_group, '')
            where ((jobs.status = 'queued' and jobs.run_after <= now()) or (jobs.status = 'running' and jobs.locked_until < now()))
              and coalesce(busy.running, 0) < caps.per_tenant
            order by turns.last_claimed_at nulls first, jobs.run_after, jobs.id
            limit 1
            for update of jobs skip locked),
          turn as (
            insert into job_tenant_turns (kind, tenant, last_claimed_at)
            select kind, tenant, clock_timestamp() from next
            on conflict (kind, tenant) do update set last_claimed_at = excluded.last_claimed_at)
          update jobs set status = 'running', attempts = jobs.attempts + 1, locked_by = ${runnerId},
            locked_until = now() + ${millis(leaseMs)}, updated_at = now()
          from next where jobs.id = next.id
          returning jobs.id, jobs.kind, jobs.payload, jobs.tenant_group, jobs.attempts, jobs.max_attempts`,
    )
  })
  if (!row) return null
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload ?? {},
    tenantGroup: row.tenant_group,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  }
}

export async function completeJob(
  db: Database,
  id: number,
  runnerId: string,
  result: Record<string, unknown> | null,
): Promise<void> {
  await db.execute(sql`update jobs set status = 'done', result = ${result === null ? null : JSON.stringify(result)}::jsonb,
    locked_by = null, locked_until = null, last_error = null, updated_at = now() where id = ${id} and locked_by = ${runnerId}`)
}

/** A failed attempt: queued again after `retryInMs`, or `failed` for good when it was the last one. */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  runnerId: string,
  error: string,
  retryInMs: number,
): Promise<'failed' | 'queued'> {
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

export async function extendLeases(
  db: Database,
  ids: readonly number[],
  runnerId: string,
  leaseMs: number,
): Promise<void> {
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
