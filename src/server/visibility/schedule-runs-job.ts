// The recurring job `visibility.scheduleRuns`: every quarter hour, a run for each weekly or daily
// project whose last run started a week or a day ago (or that has none). A project that cannot run
// (no engine, no active prompt, budget spent) is skipped until it can; manual projects run only when
// someone starts them. A run still going on is never doubled.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { visibilityProjects } from '../db/visibility-tables.ts'
import { registerJobKind, scheduleRecurring } from '../jobs/index.ts'
import { startVisibilityRun, VisibilityRunRefused } from './start-run.ts'

export const scheduleRunsJobKind = 'visibility.scheduleRuns'
const everyMs = 15 * 60_000

/** Projects whose cadence says a run is due at `now`. */
export async function dueProjects(db: Database, now: Date) {
  return db
    .select()
    .from(visibilityProjects)
    .where(
      sql`${visibilityProjects.cadence} in ('weekly', 'daily') and not exists (
        select 1 from visibility_runs r where r.project_id = ${visibilityProjects.id}
          and (r.status in ('queued', 'running', 'judging')
               or r.created_at > ${now.toISOString()}::timestamptz
                 - case ${visibilityProjects.cadence} when 'daily' then interval '1 day' else interval '7 days' end))`,
    )
}

export function registerScheduleRunsJob(minSimilarity: number): void {
  registerJobKind(scheduleRunsJobKind, async (_job, { db, log }) => {
    const due = await dueProjects(db, new Date())
    let started = 0
    for (const project of due) {
      try {
        await startVisibilityRun(db, { project, user: null, minSimilarity })
        started += 1
      } catch (error) {
        if (!(error instanceof VisibilityRunRefused)) throw error
        log.info({ projectId: project.id, code: error.code }, 'scheduled visibility run not started')
      }
    }
    return { due: due.length, started }
  })
  scheduleRecurring(scheduleRunsJobKind, everyMs)
}
