import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export interface NewPodcast {
  kind: 'feed' | 'upload'
  url?: string
  title?: string
  schedule?: 'manual' | 'hourly' | 'daily'
}

/** POST /api/podcasts: a feed (fetched at once) or an upload podcast. */
export function useCreatePodcast() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewPodcast) => unwrap(await apiClient.POST('/api/podcasts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
