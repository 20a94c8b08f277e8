/** The search params of a chat page: only `thread`, a thread id (uuid-like); anything else is ignored. */
export interface ChatSearch {
  readonly thread?: string
}

const THREAD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Validates the raw search object of the router: a malformed `thread` is dropped, never sent to the server. */
export function parseChatSearch(raw: Readonly<Record<string, unknown>>): ChatSearch {
  const thread = raw.thread
  return typeof thread === 'string' && THREAD_ID.test(thread) ? { thread } : {}
}

/** The same rule for the `$threadId` path param of a workspace route. */
export const validThreadId = (value: unknown): string | null => (typeof value === 'string' && THREAD_ID.test(value) ? value : null)
