import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export interface NewPodcastKeyword {
  kind: 'own' | 'competitor' | 'ingredient' | 'indication'
  term: string
  aliases?: string[]
}

/** POST /api/podcasts/keywords: adds a term; the episodes are matched again, so every podcast view is refreshed. */
export function useAddPodcastKeyword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewPodcastKeyword) =>
      unwrap(await apiClient.POST('/api/podcasts/keywords', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}

/** DELETE /api/podcasts/keywords/{keywordId}. */
export function useDeletePodcastKeyword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (keywordId: string) =>
      unwrap(
        await apiClient.DELETE('/api/podcasts/keywords/{keywordId}', { params: { path: { keywordId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
