import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { AgentBody } from './voice-types.ts'

/** POST /api/voice/agents (new) or PUT /api/voice/agents/{agentId} (a new version). */
export function useSaveVoiceAgent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ agentId, body }: { agentId: string | null; body: AgentBody }) =>
      agentId
        ? unwrap(await apiClient.PUT('/api/voice/agents/{agentId}', { params: { path: { agentId } }, body }))
        : unwrap(await apiClient.POST('/api/voice/agents', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['voice', 'agents'] }),
  })
}
