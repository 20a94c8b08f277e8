// Puts a job in the `jobs` table. A runner of this process is woken at once; others find it by polling.
import { EventEmitter } from 'node:events'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'

export interface NewJob {
  readonly kind: string
  readonly payload?: Record<string, unknown>
  readonly tenantGroup?: string | null
  /** While a job with this key waits or runs, another with the same key is not queued. */
  readonly dedupeKey?: string | null
  readonly runAfter?: Date
  readonly maxAttempts?: number
}

/** Emits `enqueued` (with the kind) after each insert; runners of this process listen. */
export const jobEvents = new EventEmitter()
jobEvents.setMaxListeners(100)

/** The new job's id, or null when a job with the same dedupe key already waits or runs. */
export async function enqueueJob(db: Database, job: NewJob): Promise<number | null> {
  const runAfter = job.runAfter ? sql`${job.runAfter.toISOString()}::timestamptz` : sql`now()`
  const result = (await db.execute(sql`
    insert into jobs (kind, payload, tenant_group, dedupe_key, run_after, max_attempts)
    values (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.tenantGroup ?? null}, ${job.dedupeKey ?? null},
            ${runAfter}, ${job.maxAttempts ?? 3})
    on conflict (dedupe_key) where status in ('queued', 'running') do nothing
    returning id`)) as unknown as { rows: { id: number | string }[] }
  const row = result.rows[0]
  if (!row) return null
  // Deferred: a caller inside a transaction has not committed yet; the poll covers a wake that comes too early.
  setImmediate(() => jobEvents.emit('enqueued', job.kind))
  return Number(row.id)
}
