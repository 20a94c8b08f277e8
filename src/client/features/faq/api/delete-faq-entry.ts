import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/faq/entries/{entryId}. */
export function useDeleteFaqEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (entryId: string) => {
      unwrap(await apiClient.DELETE('/api/faq/entries/{entryId}', { params: { path: { entryId } } }))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq', 'entries'] }),
  })
}
