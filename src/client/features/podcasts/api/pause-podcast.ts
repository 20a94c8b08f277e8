import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/podcasts/{podcastId}/pause: paused (not fetched on its schedule) or resumed. */
export function usePausePodcast() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ podcastId, enabled }: { podcastId: string; enabled: boolean }) =>
      unwrap(
        await apiClient.POST('/api/podcasts/{podcastId}/pause', {
          params: { path: { podcastId } },
          body: { enabled },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
