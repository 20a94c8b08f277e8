import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { WORKING_STATUSES } from './bulk-upload-types.ts'

const POLL_MS = 700

/** GET /api/bulk-uploads/{jobId}: the job with its progress (processedRows of totalRows) and counts. */
export async function getBulkUpload(jobId: string) {
  return unwrap(await apiClient.GET('/api/bulk-uploads/{jobId}', { params: { path: { jobId } } }))
}

/** The job, asked again while the server validates or commits it. */
export function useBulkUpload(jobId: string | null) {
  return useQuery({
    queryKey: ['bulk-uploads', 'job', jobId],
    queryFn: () => getBulkUpload(jobId as string),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && WORKING_STATUSES.includes(query.state.data.status) ? POLL_MS : false),
  })
}
