import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/voice/options: the models and collections an agent may use, and whether there is a safety inbox. */
export function useVoiceOptions() {
  return useQuery({
    queryKey: ['voice', 'options'],
    queryFn: async () => unwrap(await apiClient.GET('/api/voice/options')),
  })
}
