import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/pubmed/library: how many records the tenant's literature collection holds. */
export function usePubmedLibrary() {
  return useQuery({
    queryKey: ['pubmed', 'library'],
    queryFn: async () => unwrap(await apiClient.GET('/api/pubmed/library')),
  })
}
