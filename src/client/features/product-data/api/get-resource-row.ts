import { useQuery } from '@tanstack/react-query'
import type { DisplayLocale } from '../../../../shared/manifest/resource-types.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { useDisplayLocale } from '../lib/display-locale.ts'
import type { ApiResourceId } from './resource-api-types.ts'

/** GET /api/resources/{resource}/{id}: one row (404 for another tenant's row), references' labels in `locale`. */
export async function getResourceRow(resource: ApiResourceId, id: string, locale: DisplayLocale) {
  return unwrap(
    await apiClient.GET('/api/resources/{resource}/{id}', { params: { path: { resource, id }, header: { 'Accept-Language': locale } } }),
  )
}

/** One row; references are shown by label, so rows stay cached for a while (per language). */
export function useResourceRow(resource: ApiResourceId | undefined, id: string | null | undefined) {
  const locale = useDisplayLocale()
  return useQuery({
    queryKey: ['resources', resource, 'row', id, locale],
    queryFn: () => getResourceRow(resource as ApiResourceId, id as string, locale),
    enabled: Boolean(resource && id),
    staleTime: 60_000,
  })
}
