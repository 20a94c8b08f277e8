import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/podcasts/{podcastId}/runs: the episodes are analysed by the language model (a run). */
export function useStartPodcastRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (podcastId: string) =>
      unwrap(
        await apiClient.POST('/api/podcasts/{podcastId}/runs', { params: { path: { podcastId } }, body: {} }),
      ),
    onSuccess: (_data, podcastId) => queryClient.invalidateQueries({ queryKey: ['podcasts', podcastId] }),
  })
}
