import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { components, paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type KnowledgeFile = components['schemas']['KnowledgeFile']
export type FileMetadata = paths['/api/knowledge/files/{fileId}']['patch']['requestBody']['content']['application/json']['metadata']

const pendingStatuses = new Set(['queued', 'extracting', 'indexing'])
const REFRESH_MS = 1500

/** GET /api/knowledge/files?collectionId: refreshed while any file is still on its way to ready. */
export function useCollectionFiles(collectionId: string | null) {
  return useQuery({
    queryKey: ['knowledge', 'files', collectionId],
    enabled: collectionId !== null,
    queryFn: async () => unwrap(await apiClient.GET('/api/knowledge/files', { params: { query: { collectionId: collectionId! } } })),
    refetchInterval: (query) => (query.state.data?.some((file) => pendingStatuses.has(file.status)) ? REFRESH_MS : false),
  })
}

/** PATCH metadata, POST reindex, DELETE a file. */
export function useFileMutations() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['knowledge'] })
  const describe = useMutation({
    mutationFn: async ({ fileId, metadata }: { fileId: string; metadata: FileMetadata }) =>
      unwrap(await apiClient.PATCH('/api/knowledge/files/{fileId}', { params: { path: { fileId } }, body: { metadata } })),
    onSuccess,
  })
  const reindex = useMutation({
    mutationFn: async (fileId: string) => unwrap(await apiClient.POST('/api/knowledge/files/{fileId}/reindex', { params: { path: { fileId } } })),
    onSuccess,
  })
  const remove = useMutation({
    mutationFn: async (fileId: string) => {
      unwrap(await apiClient.DELETE('/api/knowledge/files/{fileId}', { params: { path: { fileId } } }))
    },
    onSuccess,
  })
  return { describe, reindex, remove }
}
