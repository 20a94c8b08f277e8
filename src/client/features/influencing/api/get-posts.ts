import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type InfluencingPost = components['schemas']['InfluencingPost']

/** GET /api/influencing/posts?year: the year's posts with their latest figures. */
export function usePosts(year: number) {
  return useQuery({
    queryKey: ['influencing', 'posts', year],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/influencing/posts', { params: { query: { year } } })),
  })
}
