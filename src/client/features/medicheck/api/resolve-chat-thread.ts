import { useMutation } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { ResolvedChatThread } from './medicheck-types.ts'

/** GET /api/medicheck/chat-threads/{threadRef}: asked on a click only (each lookup is audited). */
export function useResolveChatThread() {
  return useMutation({
    mutationFn: (threadRef: string) =>
      requestJson<ResolvedChatThread>(
        'GET',
        `/api/medicheck/chat-threads/${encodeURIComponent(threadRef.trim())}`,
      ),
  })
}
