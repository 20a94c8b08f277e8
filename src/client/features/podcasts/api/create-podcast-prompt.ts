import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/podcasts/prompts: an edit is a new version (old results keep theirs); `use` puts it in use. */
export function useCreatePodcastPrompt() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { instruction: string; note?: string; use: boolean }) =>
      unwrap(await apiClient.POST('/api/podcasts/prompts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts', 'prompts'] }),
  })
}
