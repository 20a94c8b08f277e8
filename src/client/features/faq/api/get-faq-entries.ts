import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type FaqEntry = components['schemas']['FaqEntry']
export type FaqStatus = FaqEntry['status']

/** GET /api/faq/entries: the collection's pairs (every status; the page filters) and its publication. */
export function useFaqEntries(collectionId: string | null) {
  return useQuery({
    queryKey: ['faq', 'entries', collectionId],
    enabled: collectionId !== null,
    queryFn: async () => unwrap(await apiClient.GET('/api/faq/entries', { params: { query: { collectionId: collectionId! } } })),
  })
}
