import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PodcastEpisode = components['schemas']['PodcastEpisode']
export type PodcastMention = components['schemas']['PodcastMention']
export type PodcastFinding = components['schemas']['PodcastFinding']

/** GET /api/podcasts/episodes/{episodeId}: transcript, mentions with their second, result, claims, AEs. */
export function useEpisode(episodeId: string | null) {
  return useQuery({
    queryKey: ['podcasts', 'episodes', episodeId],
    enabled: episodeId !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/podcasts/episodes/{episodeId}', {
          params: { path: { episodeId: episodeId! } },
        }),
      ),
    // While it is being transcribed: the transcript, its mentions and times arrive when it is done.
    refetchInterval: (query) =>
      ['queued', 'running'].includes(query.state.data?.transcription?.state ?? '') ? 2000 : false,
  })
}
