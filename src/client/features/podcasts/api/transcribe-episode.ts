import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/podcasts/episodes/{episodeId}/transcribe: the stored episode is transcribed in the background. */
export function useTranscribeEpisode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (episodeId: string) =>
      unwrap(
        await apiClient.POST('/api/podcasts/episodes/{episodeId}/transcribe', {
          params: { path: { episodeId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
