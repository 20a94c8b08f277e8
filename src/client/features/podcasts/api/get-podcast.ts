import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PodcastDetail = components['schemas']['PodcastEpisodeSummary']
export type PodcastRun = components['schemas']['PodcastRun']

export const isRunActive = (run: PodcastRun | undefined) =>
  run?.status === 'queued' || run?.status === 'running'

/** GET /api/podcasts/{podcastId}: the podcast, its episodes with counts and results, the latest runs; polled while a run goes on. */
export function usePodcast(podcastId: string) {
  return useQuery({
    queryKey: ['podcasts', podcastId],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/podcasts/{podcastId}', { params: { path: { podcastId } } })),
    refetchInterval: (query) => (isRunActive(query.state.data?.runs[0]) ? 2000 : false),
  })
}
