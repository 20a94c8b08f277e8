import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** PUT /api/pubmed/settings (ROOT): apiKey null removes the key, absent keeps it. */
export function useSaveNcbiSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { apiKey?: string | null; email?: string | null }) =>
      unwrap(await apiClient.PUT('/api/pubmed/settings', { body })),
    onSuccess: (settings) => queryClient.setQueryData(['pubmed', 'settings'], settings),
  })
}
