import { useQuery } from '@tanstack/react-query'
import type { ThreadWithMessages } from './chat-types.ts'
import { requestJson } from './request-json.ts'

/** GET /api/chat/threads/{threadId}: the thread, its assistant and messages (another user's: 404). */
export function getThread(threadId: string) {
  return requestJson<ThreadWithMessages>('GET', `/api/chat/threads/${encodeURIComponent(threadId)}`)
}

export const threadQueryKey = (threadId: string | null) => ['chat', 'thread', threadId] as const

export function useThread(threadId: string | null) {
  return useQuery({
    queryKey: threadQueryKey(threadId),
    queryFn: () => getThread(threadId as string),
    enabled: Boolean(threadId),
    retry: false,
  })
}
