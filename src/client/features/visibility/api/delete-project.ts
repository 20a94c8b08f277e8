import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/visibility/projects/{id}: with its prompts, runs and answers. */
export function useDeleteProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (projectId: string) =>
      unwrap(
        await apiClient.DELETE('/api/visibility/projects/{projectId}', { params: { path: { projectId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visibility'] }),
  })
}
