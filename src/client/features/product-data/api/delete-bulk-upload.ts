import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/bulk-uploads/{jobId}: removes a job with its file and report (not while it is being worked on). */
export async function deleteBulkUpload(jobId: string) {
  unwrap(await apiClient.DELETE('/api/bulk-uploads/{jobId}', { params: { path: { jobId } } }))
  return jobId
}

export function useDeleteBulkUpload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBulkUpload,
    onSuccess: async (jobId) => {
      queryClient.removeQueries({ queryKey: ['bulk-uploads', 'job', jobId] })
      await queryClient.invalidateQueries({ queryKey: ['bulk-uploads', 'list'] })
    },
  })
}
