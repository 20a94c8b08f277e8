import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/voice/agents: the tenant's agents by name. */
export function useVoiceAgents() {
  return useQuery({
    queryKey: ['voice', 'agents'],
    queryFn: async () => unwrap(await apiClient.GET('/api/voice/agents')),
  })
}
