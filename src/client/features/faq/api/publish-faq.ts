import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/faq/publish: approved pairs become published and the collection's FAQ.md is written. */
export function usePublishFaq() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (collectionId: string) => unwrap(await apiClient.POST('/api/faq/publish', { body: { collectionId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq', 'entries'] }),
  })
}
