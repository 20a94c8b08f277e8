import { useQuery } from '@tanstack/react-query'
import type { ChatAssistant } from './chat-types.ts'
import { requestJson } from './request-json.ts'

/** GET /api/chat/assistants: the assistants the user may chat with. */
export async function listAssistants() {
  return (await requestJson<{ assistants: ChatAssistant[] }>('GET', '/api/chat/assistants')).assistants
}

export function useChatAssistants() {
  return useQuery({ queryKey: ['chat', 'assistants'], queryFn: listAssistants, staleTime: 60_000 })
}
