import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/visibility/projects/{id}/report: one month's figures, top citations and accuracy verdicts. */
export function useMonthReport(projectId: string, month: string | null) {
  return useQuery({
    queryKey: ['visibility', 'report', projectId, month],
    enabled: month !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/visibility/projects/{projectId}/report', {
          params: { path: { projectId }, query: { month: month! } },
        }),
      ),
  })
}
