import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** PUT /api/podcasts/transcription-price: the tenant's EUR per minute of its transcription model (null: none). */
export function useSetTranscriptionPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (pricePerMinute: number | null) =>
      unwrap(await apiClient.PUT('/api/podcasts/transcription-price', { body: { pricePerMinute } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
