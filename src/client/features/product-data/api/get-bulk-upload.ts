import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { WORKING_STATUSES, type BulkUploadStatus } from './bulk-upload-types.ts'

const POLL_MS = 700

/** GET /api/bulk-uploads/{jobId}: the job with its progress (processedRows of totalRows) and counts. */
export async function getBulkUpload(jobId: string) {
  return unwrap(await apiClient.GET('/api/bulk-uploads/{jobId}', { params: { path: { jobId } } }))
}

/**
 * The job, asked again while the server validates or commits it. When the server has finished, the
 * history shows the job's result and, after a commit, the list its rows: both were asked for when
 * the work was only requested.
 */
export function useBulkUpload(jobId: string | null) {
  const queryClient = useQueryClient()
  const job = useQuery({
    queryKey: ['bulk-uploads', 'job', jobId],
    queryFn: () => getBulkUpload(jobId as string),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && WORKING_STATUSES.includes(query.state.data.status) ? POLL_MS : false),
  })
  const status = job.data?.status
  const resource = job.data?.resource
  const seen = useRef<{ jobId: string | null; status: BulkUploadStatus | undefined }>({ jobId, status })
  useEffect(() => {
    const before = seen.current
    seen.current = { jobId, status }
    if (before.jobId !== jobId || !before.status || !status || !WORKING_STATUSES.includes(before.status) || WORKING_STATUSES.includes(status)) return
    void queryClient.invalidateQueries({ queryKey: ['bulk-uploads', 'list'] })
    if (status === 'committed' && resource) void queryClient.invalidateQueries({ queryKey: ['resources', resource] })
  }, [jobId, status, resource, queryClient])
  return job
}
