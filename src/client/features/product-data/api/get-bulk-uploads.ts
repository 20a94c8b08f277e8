import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type BulkUploadsQuery = NonNullable<paths['/api/bulk-uploads']['get']['parameters']['query']>

/** GET /api/bulk-uploads: the group's upload jobs, newest first (who, when, file, rows, result). */
export async function getBulkUploads(query: BulkUploadsQuery) {
  return unwrap(await apiClient.GET('/api/bulk-uploads', { params: { query } }))
}

export function useBulkUploads(query: BulkUploadsQuery) {
  return useQuery({ queryKey: ['bulk-uploads', 'list', query], queryFn: () => getBulkUploads(query), placeholderData: keepPreviousData })
}
