import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/podcasts/{podcastId}/transcribe: every episode still without a transcript is transcribed. */
export function useTranscribeWaiting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (podcastId: string) =>
      unwrap(
        await apiClient.POST('/api/podcasts/{podcastId}/transcribe', { params: { path: { podcastId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
