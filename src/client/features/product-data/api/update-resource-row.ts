import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api/api-error.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { ApiResourceId } from './resource-api-types.ts'

/** PATCH /api/resources/{resource}/{id}: only the changed fields. */
export async function updateResourceRow({ resource, id, body }: { resource: ApiResourceId; id: string; body: Record<string, unknown> }) {
  return unwrap(await apiClient.PATCH('/api/resources/{resource}/{id}', { params: { path: { resource, id } }, body }))
}

export function useUpdateResourceRow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateResourceRow,
    onSuccess: (_row, { resource }) => queryClient.invalidateQueries({ queryKey: ['resources', resource] }),
  })
}
