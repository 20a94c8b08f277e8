import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type Podcast = components['schemas']['Podcast']

/** A feed whose first fetch has not come back yet: the list is polled until it has. */
const awaitingFetch = (podcast: Podcast) => podcast.kind === 'feed' && podcast.lastFetchedAt === null

/** GET /api/podcasts: the tenant's podcasts and the transcription model (null: none). */
export function usePodcasts() {
  return useQuery({
    queryKey: ['podcasts'],
    queryFn: async () => unwrap(await apiClient.GET('/api/podcasts')),
    refetchInterval: (query) => (query.state.data?.items.some(awaitingFetch) ? 2000 : false),
  })
}
