import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/podcasts/{podcastId}: the podcast with its episodes, results and audio. */
export function useDeletePodcast() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (podcastId: string) =>
      unwrap(await apiClient.DELETE('/api/podcasts/{podcastId}', { params: { path: { podcastId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
