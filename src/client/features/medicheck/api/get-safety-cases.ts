import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type SafetyCase = components['schemas']['MedicheckSafetyCase']
export type CaseStatus = SafetyCase['status']

/** GET /api/medicheck/safety-cases: the inbox (one status or all) and how many cases are open. */
export function useSafetyCases(status?: CaseStatus) {
  return useQuery({
    queryKey: ['medicheck', 'safety-cases', status ?? 'all'],
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/medicheck/safety-cases', { params: { query: status ? { status } : {} } }),
      ),
  })
}
