import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { saveBlob } from '../../../lib/save-download.ts'

/** GET /api/bulk-uploads/{jobId}/report: every rejected row with its reason, as CSV. */
export async function downloadBulkReport({ jobId, fileName }: { jobId: string; fileName: string }) {
  const result = await apiClient.GET('/api/bulk-uploads/{jobId}/report', { params: { path: { jobId } }, parseAs: 'blob' })
  saveBlob(unwrap(result) as Blob, `${fileName.replace(/\.(csv|xlsx)$/i, '')}-rejected-rows.csv`)
}

export function useDownloadBulkReport() {
  return useMutation({ mutationFn: downloadBulkReport })
}
