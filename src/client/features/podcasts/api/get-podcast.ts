import { useQuery } from '@tanstack/react-query'
import type { components, paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PodcastDetail = components['schemas']['PodcastEpisodeSummary']
export type PodcastRun = components['schemas']['PodcastRun']
export type PodcastDetailResponse =
  paths['/api/podcasts/{podcastId}']['get']['responses']['200']['content']['application/json']

export const isRunActive = (run: PodcastRun | undefined) =>
  run?.status === 'queued' || run?.status === 'running'

export type PodcastTranscription = components['schemas']['PodcastTranscription']

export const isTranscribing = (transcription: PodcastTranscription | undefined) =>
  transcription?.state === 'queued' || transcription?.state === 'running'

/** GET /api/podcasts/{podcastId}: the podcast, its episodes with counts and results, the latest runs; polled while a run or a transcription goes on. */
export function usePodcast(podcastId: string) {
  return useQuery({
    queryKey: ['podcasts', podcastId],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/podcasts/{podcastId}', { params: { path: { podcastId } } })),
    refetchInterval: (query) =>
      isRunActive(query.state.data?.runs[0]) ||
      query.state.data?.episodes.some((episode) => isTranscribing(episode.transcription))
        ? 2000
        : false,
  })
}
