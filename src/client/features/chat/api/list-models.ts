import { useQuery } from '@tanstack/react-query'
import type { ChatModelChoice } from './chat-types.ts'
import { requestJson } from './request-json.ts'

/** GET /api/chat/models: the tenant's allowed chat models and its default (expert settings). */
export function listModels() {
  return requestJson<{ models: ChatModelChoice[]; defaultModelId: string | null }>('GET', '/api/chat/models')
}

export function useChatModels(enabled: boolean) {
  return useQuery({ queryKey: ['chat', 'models'], queryFn: listModels, enabled, staleTime: 60_000 })
}
