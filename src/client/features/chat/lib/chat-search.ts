/**
 * The search params of a chat page: `thread`, a thread id (uuid-like), and `new` (a new chat rather
 * than the one last open: the dashboard's assistant cards); anything else is ignored.
 */
export interface ChatSearch {
  readonly thread?: string
  readonly new?: true
}

const THREAD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Validates the raw search object of the router: a malformed `thread` is dropped, never sent to the server. */
export function parseChatSearch(raw: Readonly<Record<string, unknown>>): ChatSearch {
  const thread = raw.thread
  const fresh = raw.new === 1 || raw.new === '1' || raw.new === true
  return {
    ...(typeof thread === 'string' && THREAD_ID.test(thread) && { thread }),
    ...(fresh && { new: true as const }),
  }
}

/** The same rule for the `$threadId` path param of a workspace route. */
export const validThreadId = (value: unknown): string | null =>
  typeof value === 'string' && THREAD_ID.test(value) ? value : null
