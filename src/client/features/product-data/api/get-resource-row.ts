import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api/api-error.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { ApiResourceId } from './resource-api-types.ts'

/** GET /api/resources/{resource}/{id}: one row (404 for another tenant's row). */
export async function getResourceRow(resource: ApiResourceId, id: string) {
  return unwrap(await apiClient.GET('/api/resources/{resource}/{id}', { params: { path: { resource, id } } }))
}

/** One row; references are shown by label, so rows stay cached for a while. */
export function useResourceRow(resource: ApiResourceId | undefined, id: string | null | undefined) {
  return useQuery({
    queryKey: ['resources', resource, 'row', id],
    queryFn: () => getResourceRow(resource as ApiResourceId, id as string),
    enabled: Boolean(resource && id),
    staleTime: 60_000,
  })
}
