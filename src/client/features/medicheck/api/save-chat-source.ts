import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { ChatSource } from './medicheck-types.ts'

/** PUT /api/medicheck/chat-source: on or off, and the chatbot routes that count as consumer-facing. */
export function useSaveChatSource() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (body: { enabled: boolean; routes: string[] }) =>
      requestJson<ChatSource>('PUT', '/api/medicheck/chat-source', body),
    onSuccess: invalidate,
  })
}
