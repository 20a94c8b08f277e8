import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/voice/agents/{agentId}: the agent at its current version, its versions and webhook secret. */
export function useVoiceAgent(agentId: string | null) {
  return useQuery({
    queryKey: ['voice', 'agents', agentId],
    enabled: agentId !== null,
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/voice/agents/{agentId}', { params: { path: { agentId: agentId! } } })),
  })
}
