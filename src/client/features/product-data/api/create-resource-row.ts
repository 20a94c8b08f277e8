import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api/api-error.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { ApiResourceId } from './resource-api-types.ts'

/** POST /api/resources/{resource}: 400 with fieldErrors, 409 when the natural key is taken. */
export async function createResourceRow({ resource, body }: { resource: ApiResourceId; body: Record<string, unknown> }) {
  return unwrap(await apiClient.POST('/api/resources/{resource}', { params: { path: { resource } }, body }))
}

export function useCreateResourceRow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createResourceRow,
    onSuccess: (_row, { resource }) => queryClient.invalidateQueries({ queryKey: ['resources', resource] }),
  })
}
