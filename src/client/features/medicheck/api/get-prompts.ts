import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PromptProfile = components['schemas']['MedicheckPromptProfile']
export type PromptVersion = components['schemas']['MedicheckPromptVersion']

/** GET /api/medicheck/prompts: per profile its versions, the one in use and the output schema. */
export function usePrompts() {
  return useQuery({
    queryKey: ['medicheck', 'prompts'],
    queryFn: async () => unwrap(await apiClient.GET('/api/medicheck/prompts')).profiles,
  })
}
