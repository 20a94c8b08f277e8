// Refusals before an answer starts: too many sends per minute (counted in the database, so every
// server process counts the same sends; the window and the 429 are src/server/lib/per-minute-limit.ts,
// shared with tile runs) and a second answer while one still runs in the thread.
import { sql } from 'drizzle-orm'
import { chatMessages } from '../db/ai-tables.ts'
import type { SessionUser } from '../db/sessions.ts'
import { HttpError } from '../lib/http-error.ts'
import { perMinuteFrom, refuseWhenFull, windowStart } from '../lib/per-minute-limit.ts'

/** An answer (or a tile run) still "streaming" after this long belongs to a process that died; it no longer blocks. */
export const staleStreamMs = 10 * 60_000

/** CHAT_SEND_PER_MINUTE, checked once at start: a positive whole number, 20 when unset. */
export const sendsPerMinuteFrom = (env: NodeJS.ProcessEnv): number => perMinuteFrom(env, 'CHAT_SEND_PER_MINUTE')

/** What the send's checks read (sendCheckColumns). */
export interface SendChecks {
  /** The user's sends since a minute ago, oldest first, at most `perMinute` of them. */
  readonly recent: Date[]
  /** Whether an answer is still being written in the thread (by any process, unless stale). */
  readonly busy: boolean
}

/**
 * The columns of SendChecks, read with the thread itself (findOwnThreadWithAssistant): the statement
 * that finds the thread also counts the user's recent sends and looks for an answer streaming in it,
 * one statement instead of three before every answer (on PGlite they run one after another, decision
 * 0072).
 */
export function sendCheckColumns(user: SessionUser, threadId: string, now: Date, perMinute: number) {
  const since = windowStart(now).toISOString()
  const fresh = new Date(now.getTime() - staleStreamMs).toISOString()
  return {
    recent: sql<(number | string)[]>`array(select (extract(epoch from m.created_at) * 1000)::float8 from ${chatMessages} m
      where m.tenant_group = ${user.group} and m.user_id = ${user.id} and m.role = 'user' and m.created_at > ${since}::timestamptz
      order by m.created_at limit ${perMinute})`,
    busy: sql<boolean>`exists(select 1 from ${chatMessages} m where m.thread_id = ${threadId} and m.status = 'streaming' and m.created_at > ${fresh}::timestamptz)`,
  }
}

export function toSendChecks(row: { recent: (number | string)[]; busy: boolean }): SendChecks {
  return { recent: row.recent.map((at) => new Date(Number(at))), busy: row.busy }
}

/** 429 with Retry-After when the user sent `perMinute` messages in the last minute. */
export function refuseOverRate(recent: readonly Date[], now: Date, perMinute: number): void {
  refuseWhenFull(recent, perMinute, now, {
    code: 'chat.rateLimited',
    message: (seconds) => `At most ${perMinute} messages per minute; try again in ${seconds} s`,
  })
}

/** The answers running in this process, by thread, so a stop request reaches the provider call. */
export class RunningAnswers {
  readonly #byThread = new Map<string, AbortController>()

  /**
   * Claims the thread for one answer in this process; null while another runs here. Claimed before
   * any query, so two sends in the same process cannot both pass; another process's answer is
   * SendChecks.busy.
   */
  tryClaim(threadId: string): AbortController | null {
    if (this.#byThread.has(threadId)) return null
    const controller = new AbortController()
    this.#byThread.set(threadId, controller)
    return controller
  }

  release(threadId: string, controller: AbortController): void {
    if (this.#byThread.get(threadId) === controller) this.#byThread.delete(threadId)
  }

  /** Aborts the thread's running answer; false when none runs here. */
  stop(threadId: string): boolean {
    const controller = this.#byThread.get(threadId)
    controller?.abort()
    return controller !== undefined
  }

  threadIds(): string[] {
    return [...this.#byThread.keys()]
  }
}

export const threadBusy = () => new HttpError(409, 'An answer is still being written in this thread', { code: 'chat.threadBusy' })
