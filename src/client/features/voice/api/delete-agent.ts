import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/voice/agents/{agentId} (its calls stay readable). */
export function useDeleteVoiceAgent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (agentId: string) =>
      unwrap(await apiClient.DELETE('/api/voice/agents/{agentId}', { params: { path: { agentId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['voice', 'agents'] }),
  })
}
