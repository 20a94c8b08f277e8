import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/knowledge/collections: the data-pool collections an FAQ can be made from. */
export function useFaqCollections() {
  return useQuery({ queryKey: ['faq', 'collections'], queryFn: async () => unwrap(await apiClient.GET('/api/knowledge/collections')) })
}
