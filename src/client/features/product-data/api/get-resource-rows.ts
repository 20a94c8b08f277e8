import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DisplayLocale } from '../../../../shared/manifest/resource-types.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { useDisplayLocale } from '../lib/display-locale.ts'
import type { ApiResourceId, ResourceListQuery } from './resource-api-types.ts'

/**
 * GET /api/resources/{resource}: one page of a list, sorted, filtered and searched by the server;
 * references' labels in `locale` (Accept-Language).
 */
export async function getResourceRows(resource: ApiResourceId, query: ResourceListQuery, locale: DisplayLocale) {
  return unwrap(
    await apiClient.GET('/api/resources/{resource}', { params: { path: { resource }, query, header: { 'Accept-Language': locale } } }),
  )
}

export function useResourceRows(resource: ApiResourceId | undefined, query: ResourceListQuery, { enabled = true } = {}) {
  const locale = useDisplayLocale()
  return useQuery({
    // The language is part of the key: after a switch in the settings the labels are asked for again.
    queryKey: ['resources', resource, 'list', query, locale],
    queryFn: () => getResourceRows(resource as ApiResourceId, query, locale),
    placeholderData: keepPreviousData,
    enabled: enabled && Boolean(resource),
  })
}
