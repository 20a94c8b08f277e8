import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/voice/calls/{callId}: transcript and every analysis; polled while the newest is queued. */
export function useVoiceCall(callId: string | null) {
  return useQuery({
    queryKey: ['voice', 'calls', 'one', callId],
    enabled: callId !== null,
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/voice/calls/{callId}', { params: { path: { callId: callId! } } })),
    refetchInterval: (query) => (query.state.data?.analyses[0]?.status === 'queued' ? 1500 : false),
  })
}
