import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PodcastKeyword = components['schemas']['PodcastKeyword']

/** GET /api/podcasts/keywords: the terms the mentions are counted by. */
export function usePodcastKeywords() {
  return useQuery({
    queryKey: ['podcasts', 'keywords'],
    queryFn: async () => unwrap(await apiClient.GET('/api/podcasts/keywords')),
  })
}
