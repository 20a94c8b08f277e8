// Leases of the answers being written (decision 0083). Several processes share one database, and a
// process may die (SIGKILL, out of memory) in the middle of an answer: its row would stay "streaming"
// and its thread refuse new questions. The process writing an answer keeps a lease on it, extended
// while it writes; a sweep that runs as a recurring job on every process ends answers whose lease ran
// out as error `chat.interrupted`, which the thread shows with its Retry (regenerate) button.
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'
import { registerJobKind, scheduleRecurring } from '../jobs/index.ts'

/** How long an answer stays ours without a heartbeat; it is extended every third of it. */
export const answerLeaseMs = 30_000
export const interruptedAnswersJobKind = 'chat.interruptedAnswers'
const sweepEveryMs = 15_000

const millis = (ms: number) => sql`(${String(ms)} || ' milliseconds')::interval`

/**
 * Takes the lease of the answer `messageId` (stored "streaming" a moment ago) and keeps it until the
 * returned function is called, which gives it up. A failed extension is logged; the lease then runs
 * out and the answer, if the process is really gone, is ended by the sweep.
 */
export async function holdAnswerLease(
  db: Database,
  messageId: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const extend = () =>
    db.execute(sql`insert into chat_answer_leases (message_id, locked_until) values (${messageId}, now() + ${millis(answerLeaseMs)})
    on conflict (message_id) do update set locked_until = excluded.locked_until`)
  await extend()
  const heartbeat = setInterval(() => {
    extend().catch((error: unknown) => log.warn({ err: error, messageId }, 'answer lease not extended'))
  }, answerLeaseMs / 3)
  return async () => {
    clearInterval(heartbeat)
    await db
      .execute(sql`delete from chat_answer_leases where message_id = ${messageId}`)
      .catch((error: unknown) => log.warn({ err: error, messageId }, 'answer lease not released'))
  }
}

/**
 * Ends as error `chat.interrupted` the answers left "streaming" by a process that died: those whose
 * lease ran out (database time), and those without a lease stored more than a lease's time before
 * `now`: the writer takes its lease the moment after it stores the row, so such a row's process died
 * in between (bench:cluster saw it; waiting the chat's ten-minute stale bound left the thread
 * blocked that long). The ids of the answers it ended.
 */
export async function failInterruptedAnswers(db: Database, now: Date): Promise<string[]> {
  const before = new Date(now.getTime() - answerLeaseMs).toISOString()
  const result = (await db.execute(sql`with ended as (
      update chat_messages m set status = 'error', error_code = 'chat.interrupted'
      where m.status = 'streaming' and m.role = 'assistant'
        and not exists (select 1 from chat_answer_leases l where l.message_id = m.id and l.locked_until >= now())
        and (exists (select 1 from chat_answer_leases l where l.message_id = m.id) or m.created_at < ${before}::timestamptz)
      returning m.id),
    released as (delete from chat_answer_leases l using ended where l.message_id = ended.id)
    select id from ended`)) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

/** Registers the sweep as a recurring job: any process that serves chat ends another's dead answers. */
export function registerInterruptedAnswersSweep(now: () => Date): void {
  registerJobKind(interruptedAnswersJobKind, async (_job, { db }) => ({
    interrupted: (await failInterruptedAnswers(db, now())).length,
  }))
  scheduleRecurring(interruptedAnswersJobKind, sweepEveryMs)
}
