// Refusals before an answer starts: too many sends per minute (counted in the database, so every
// server process counts the same sends; the window and the 429 are src/server/lib/per-minute-limit.ts,
// shared with tile runs) and a second answer while one still runs in the thread.
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { chatMessages } from '../db/ai-tables.ts'
import type { SessionUser } from '../db/sessions.ts'
import { HttpError } from '../lib/http-error.ts'
import { perMinuteFrom, refuseWhenFull, windowStart } from '../lib/per-minute-limit.ts'
import type { ThreadRow } from './thread-store.ts'

/** An answer (or a tile run) still "streaming" after this long belongs to a process that died; it no longer blocks. */
export const staleStreamMs = 10 * 60_000

/** CHAT_SEND_PER_MINUTE, checked once at start: a positive whole number, 20 when unset. */
export const sendsPerMinuteFrom = (env: NodeJS.ProcessEnv): number => perMinuteFrom(env, 'CHAT_SEND_PER_MINUTE')

/** 429 with Retry-After when the user sent `perMinute` messages in the last minute. */
export async function refuseOverRate(db: Database, user: SessionUser, now: Date, perMinute: number): Promise<void> {
  const recent = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.tenantGroup, user.group), eq(chatMessages.userId, user.id), eq(chatMessages.role, 'user'), gt(chatMessages.createdAt, windowStart(now))))
    .orderBy(asc(chatMessages.createdAt))
    .limit(perMinute)
  refuseWhenFull(
    recent.map((row) => row.createdAt),
    perMinute,
    now,
    { code: 'chat.rateLimited', message: (seconds) => `At most ${perMinute} messages per minute; try again in ${seconds} s` },
  )
}

/** The answers running in this process, by thread, so a stop request reaches the provider call. */
export class RunningAnswers {
  readonly #byThread = new Map<string, AbortController>()

  /** Claims the thread for one answer; 409 chat.threadBusy while another runs (here or in another process). */
  async claim(db: Database, thread: ThreadRow, now: Date): Promise<AbortController> {
    if (this.#byThread.has(thread.id)) throw threadBusy()
    const controller = new AbortController()
    // Claimed before the query, so two sends in the same process cannot both pass it.
    this.#byThread.set(thread.id, controller)
    try {
      const [open] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.status, 'streaming'), gt(chatMessages.createdAt, new Date(now.getTime() - staleStreamMs))))
        .limit(1)
      if (open) throw threadBusy()
    } catch (error) {
      this.#byThread.delete(thread.id)
      throw error
    }
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

const threadBusy = () => new HttpError(409, 'An answer is still being written in this thread', { code: 'chat.threadBusy' })
