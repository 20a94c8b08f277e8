import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/medicheck/digest: what the rules collected instead of raising it, newest first, with counts. */
export function useDigest(limit = 100) {
  return useQuery({
    queryKey: ['medicheck', 'digest', limit],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/medicheck/digest', { params: { query: { limit } } })),
  })
}
