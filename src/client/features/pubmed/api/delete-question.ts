import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/pubmed/questions/{questionId}. */
export function useDeletePubmedQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (questionId: string) =>
      unwrap(
        await apiClient.DELETE('/api/pubmed/questions/{questionId}', { params: { path: { questionId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pubmed', 'questions'] }),
  })
}
