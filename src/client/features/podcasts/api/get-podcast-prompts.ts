import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PodcastPromptVersion = components['schemas']['MedicheckPromptVersion']

/** GET /api/podcasts/prompts: the podcast prompt's versions (the one in use marked) and its output schema. */
export function usePodcastPrompts(enabled: boolean) {
  return useQuery({
    queryKey: ['podcasts', 'prompts'],
    enabled,
    queryFn: async () => unwrap(await apiClient.GET('/api/podcasts/prompts')),
  })
}
