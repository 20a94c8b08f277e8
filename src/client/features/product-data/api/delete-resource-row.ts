import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api/api-error.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { ApiResourceId } from './resource-api-types.ts'

/** DELETE /api/resources/{resource}/{id}: 409 when other lists still refer to the row. */
export async function deleteResourceRow({ resource, id }: { resource: ApiResourceId; id: string }) {
  unwrap(await apiClient.DELETE('/api/resources/{resource}/{id}', { params: { path: { resource, id } } }))
}

export function useDeleteResourceRow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteResourceRow,
    onSuccess: (_none, { resource }) => queryClient.invalidateQueries({ queryKey: ['resources', resource] }),
  })
}
