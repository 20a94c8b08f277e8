import { useQuery } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type InfluencingDashboard =
  paths['/api/influencing/dashboard']['get']['responses']['200']['content']['application/json']
export type Period = 'week' | 'month'

/** GET /api/influencing/dashboard: the year's figures by week or month. */
export function useInfluencingDashboard(year: number, by: Period) {
  return useQuery({
    queryKey: ['influencing', 'dashboard', year, by],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/influencing/dashboard', { params: { query: { year, by } } })),
  })
}
