import { useQuery } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { ChatSource } from './medicheck-types.ts'

/** GET /api/medicheck/chat-source: whether chat messages are taken in, from which chatbot routes. */
export function useChatSource() {
  return useQuery({
    queryKey: ['medicheck', 'chat-source'],
    queryFn: () => requestJson<ChatSource>('GET', '/api/medicheck/chat-source'),
  })
}
