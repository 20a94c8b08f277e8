import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { BulkUploadRowsQuery } from './bulk-upload-types.ts'

/** GET /api/bulk-uploads/{jobId}/preview: the first rows, or every rejected row a page at a time, with what committing would do. */
export async function getBulkUploadRows(jobId: string, query: BulkUploadRowsQuery) {
  return unwrap(await apiClient.GET('/api/bulk-uploads/{jobId}/preview', { params: { path: { jobId }, query } }))
}

export function useBulkUploadRows(jobId: string, query: BulkUploadRowsQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['bulk-uploads', 'rows', jobId, query],
    queryFn: () => getBulkUploadRows(jobId, query),
    placeholderData: keepPreviousData,
    enabled,
  })
}
