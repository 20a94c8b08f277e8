import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { CallFilter } from './voice-types.ts'

/** GET /api/voice/calls: filtered calls with their latest analysis; polled while one is queued. */
export function useVoiceCalls(filter: CallFilter) {
  return useQuery({
    queryKey: ['voice', 'calls', filter],
    queryFn: async () => unwrap(await apiClient.GET('/api/voice/calls', { params: { query: filter } })),
    refetchInterval: (query) =>
      query.state.data?.items.some((call) => call.analysis?.status === 'queued') ? 2000 : false,
  })
}
