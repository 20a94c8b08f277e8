// Cancelling a run: no further item is started; the calls in flight finish and their results are kept
// (they are paid for); the results written before stay. A job running in this process hears it at once
// (`runCancellations`); one in another process sees the status within a second (run-job.ts reads it
// with its progress). It ends as `cancelled`; a run whose job has not started yet never calls the
// model. A run that already ended answers 409 analysisRun.notRunning.
import { EventEmitter } from 'node:events'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { analysisRuns } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'

/** `cancel` with the run id, right after its status became cancelled. */
export const runCancellations = new EventEmitter()
runCancellations.setMaxListeners(0)

export async function cancelRun(
  db: Database,
  scope: { tenantGroup: string; tool: string },
  runId: string,
): Promise<typeof analysisRuns.$inferSelect> {
  const own = and(
    eq(analysisRuns.id, runId),
    eq(analysisRuns.tenantGroup, scope.tenantGroup),
    eq(analysisRuns.tool, scope.tool),
    eq(analysisRuns.trial, false),
  )
  const [cancelled] = await db
    .update(analysisRuns)
    .set({ status: 'cancelled', errorCode: null, updatedAt: sql`now()` as unknown as Date })
    .where(and(own, inArray(analysisRuns.status, ['queued', 'running'])))
    .returning()
  if (cancelled) {
    runCancellations.emit('cancel', cancelled.id)
    return cancelled
  }
  const [run] = await db.select({ status: analysisRuns.status }).from(analysisRuns).where(own)
  if (!run) throw notFound('No such run')
  throw new HttpError(409, `The run has ended (${run.status})`, { code: 'analysisRun.notRunning' })
}
