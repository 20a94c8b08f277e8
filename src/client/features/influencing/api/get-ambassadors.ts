import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type Ambassador = components['schemas']['InfluencingAmbassador']

/** GET /api/influencing/ambassadors */
export function useAmbassadors() {
  return useQuery({
    queryKey: ['influencing', 'ambassadors'],
    queryFn: async () => unwrap(await apiClient.GET('/api/influencing/ambassadors')),
  })
}
