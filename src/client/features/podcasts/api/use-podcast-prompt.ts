import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/podcasts/prompts/{promptId}/use: podcast runs use this version from now on. */
export function useUsePodcastPrompt() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (promptId: string) =>
      unwrap(
        await apiClient.POST('/api/podcasts/prompts/{promptId}/use', { params: { path: { promptId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts', 'prompts'] }),
  })
}
