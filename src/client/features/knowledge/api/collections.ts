import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type KnowledgeCollection = components['schemas']['KnowledgeCollection']
export type CollectionInput = components['schemas']['KnowledgeCollectionInput']

/** GET /api/knowledge/collections: the tenant's collections the caller may see. */
export function useCollections() {
  return useQuery({ queryKey: ['knowledge', 'collections'], queryFn: async () => unwrap(await apiClient.GET('/api/knowledge/collections')) })
}

/** POST, PATCH, DELETE /api/knowledge/collections: create, rename or describe, delete (with its files). */
export function useCollectionMutations() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['knowledge'] })
  const create = useMutation({
    mutationFn: async (body: CollectionInput & { name: string }) => unwrap(await apiClient.POST('/api/knowledge/collections', { body })),
    onSuccess,
  })
  const update = useMutation({
    mutationFn: async ({ collectionId, ...body }: CollectionInput & { collectionId: string }) =>
      unwrap(await apiClient.PATCH('/api/knowledge/collections/{collectionId}', { params: { path: { collectionId } }, body })),
    onSuccess,
  })
  const remove = useMutation({
    mutationFn: async (collectionId: string) => {
      unwrap(await apiClient.DELETE('/api/knowledge/collections/{collectionId}', { params: { path: { collectionId } } }))
    },
    onSuccess,
  })
  return { create, update, remove }
}
