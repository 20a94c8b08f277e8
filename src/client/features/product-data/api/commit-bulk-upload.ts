import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/bulk-uploads/{jobId}/commit: writes every row in one transaction; the job then reports committing, committed or failed. */
export async function commitBulkUpload(jobId: string) {
  return unwrap(await apiClient.POST('/api/bulk-uploads/{jobId}/commit', { params: { path: { jobId } } }))
}

export function useCommitBulkUpload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: commitBulkUpload,
    onSuccess: async (job) => {
      queryClient.setQueryData(['bulk-uploads', 'job', job.id], job)
      await queryClient.invalidateQueries({ queryKey: ['bulk-uploads', 'list'] })
      await queryClient.invalidateQueries({ queryKey: ['resources', job.resource] })
    },
  })
}
