import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/medicheck/runs/{runId}: the run with its failed items and their reasons. */
export function useRun(runId: string | null) {
  return useQuery({
    queryKey: ['medicheck', 'runs', runId],
    enabled: runId !== null,
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/medicheck/runs/{runId}', { params: { path: { runId: runId! } } })),
  })
}
