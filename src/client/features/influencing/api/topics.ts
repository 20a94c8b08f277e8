import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type Topic = components['schemas']['InfluencingTopic']

/** GET /api/influencing/topics */
export function useTopics() {
  return useQuery({
    queryKey: ['influencing', 'topics'],
    queryFn: async () => unwrap(await apiClient.GET('/api/influencing/topics')),
  })
}

/** PUT /api/influencing/topics: the whole set. */
export function useSaveTopics() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (items: Topic[]) =>
      unwrap(await apiClient.PUT('/api/influencing/topics', { body: { items } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['influencing'] }),
  })
}
