import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/voice/calls/{callId}/analyses: analysed again with the agent's current prompts; the old result stays. */
export function useRerunAnalysis() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (callId: string) =>
      unwrap(await apiClient.POST('/api/voice/calls/{callId}/analyses', { params: { path: { callId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['voice', 'calls'] }),
  })
}
