import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api/api-error.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { ApiResourceId, ResourceListQuery } from './resource-api-types.ts'

/** GET /api/resources/{resource}: one page of a list, sorted, filtered and searched by the server. */
export async function getResourceRows(resource: ApiResourceId, query: ResourceListQuery) {
  return unwrap(await apiClient.GET('/api/resources/{resource}', { params: { path: { resource }, query } }))
}

export function useResourceRows(resource: ApiResourceId | undefined, query: ResourceListQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['resources', resource, 'list', query],
    queryFn: () => getResourceRows(resource as ApiResourceId, query),
    placeholderData: keepPreviousData,
    enabled: enabled && Boolean(resource),
  })
}
