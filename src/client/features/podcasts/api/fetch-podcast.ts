import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/podcasts/{podcastId}/fetch: the feed is fetched now (queued: false when a fetch already waits). */
export function useFetchPodcast() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (podcastId: string) =>
      unwrap(await apiClient.POST('/api/podcasts/{podcastId}/fetch', { params: { path: { podcastId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
