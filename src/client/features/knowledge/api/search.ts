import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/knowledge/collections/{collectionId}/search: passages of the collection's ready files. */
export function useCollectionSearch(collectionId: string | null, q: string) {
  return useQuery({
    queryKey: ['knowledge', 'search', collectionId, q],
    enabled: collectionId !== null && q.trim().length > 0,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await apiClient.GET('/api/knowledge/collections/{collectionId}/search', { params: { path: { collectionId: collectionId! }, query: { q } } })),
  })
}

/** GET /api/knowledge/chunks/{chunkId}: a passage with its neighbours. */
export function usePassage(chunkId: number | null) {
  return useQuery({
    queryKey: ['knowledge', 'chunk', chunkId],
    enabled: chunkId !== null,
    queryFn: async () => unwrap(await apiClient.GET('/api/knowledge/chunks/{chunkId}', { params: { path: { chunkId: chunkId! } } })),
  })
}

/** GET /api/knowledge/usage: limits, quota use, whether vector search exists. */
export function useKnowledgeUsage() {
  return useQuery({ queryKey: ['knowledge', 'usage'], queryFn: async () => unwrap(await apiClient.GET('/api/knowledge/usage')) })
}
