import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { CreateBulkUploadBody } from './bulk-upload-types.ts'

/**
 * POST /api/bulk-uploads: starts validating a file (base64). Without a mapping the server applies
 * the one last used for this list, else headers named like the columns; the job says which.
 */
export async function createBulkUpload(body: CreateBulkUploadBody) {
  return unwrap(await apiClient.POST('/api/bulk-uploads', { body }))
}

export function useCreateBulkUpload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBulkUpload,
    onSuccess: (job) => {
      queryClient.setQueryData(['bulk-uploads', 'job', job.id], job)
      return queryClient.invalidateQueries({ queryKey: ['bulk-uploads', 'list'] })
    },
  })
}
