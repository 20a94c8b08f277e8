import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/assistants/{assistantId} (not for fixed assistants: 409). */
export async function deleteAssistant(assistantId: string) {
  return unwrap(await apiClient.DELETE('/api/assistants/{assistantId}', { params: { path: { assistantId } } }))
}

export function useDeleteAssistant() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteAssistant, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assistants'] }) })
}
