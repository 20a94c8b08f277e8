import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/assistants/{assistantId}/publish or /unpublish. */
export async function publishAssistant({ assistantId, publish }: { assistantId: string; publish: boolean }) {
  const options = { params: { path: { assistantId } } }
  return unwrap(publish ? await apiClient.POST('/api/assistants/{assistantId}/publish', options) : await apiClient.POST('/api/assistants/{assistantId}/unpublish', options))
}

export function usePublishAssistant() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: publishAssistant, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assistants'] }) })
}
