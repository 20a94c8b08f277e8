// Helpers for the job runner suites: a runner on a test app's database and a poll for a job's row.
import { sql } from 'drizzle-orm'
import { JobRunner, type JobRunnerOptions } from '../../src/server/jobs/index.ts'
import type { TestApp } from '../server/helpers/build-app.ts'

export interface JobRow {
  status: string
  attempts: number
  last_error: string | null
  result: Record<string, unknown> | null
  locked_by: string | null
}

export async function readJob(t: TestApp, id: number): Promise<JobRow> {
  const result = (await t.app.db.execute(sql`select status, attempts, last_error, result, locked_by from jobs where id = ${id}`)) as unknown as { rows: JobRow[] }
  return result.rows[0]!
}

/** Polls the job until `done` accepts it; throws with the last row after `timeoutMs`. */
export async function waitForJobRow(t: TestApp, id: number, done: (row: JobRow) => boolean, timeoutMs = 20_000): Promise<JobRow> {
  const until = Date.now() + timeoutMs
  let row = await readJob(t, id)
  while (!done(row)) {
    if (Date.now() > until) throw new Error(`job ${id} stuck at ${JSON.stringify(row)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    row = await readJob(t, id)
  }
  return row
}

export function startRunner(t: TestApp, options: Partial<JobRunnerOptions> = {}): JobRunner {
  const runner = new JobRunner({ db: t.app.db, log: t.app.log, pollMs: 50, retryBaseMs: 50, ...options })
  runner.start()
  return runner
}

let counter = 0
/** A job kind no other test uses (the registry is per process). */
export const uniqueKind = (name: string) => `test.${name}.${++counter}.${Date.now()}`
