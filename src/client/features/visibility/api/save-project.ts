import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { ProjectInput } from './visibility-types.ts'

/** POST /api/visibility/projects (no id) or PUT /api/visibility/projects/{id}. */
export function useSaveProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: ProjectInput }) =>
      id
        ? unwrap(
            await apiClient.PUT('/api/visibility/projects/{projectId}', {
              params: { path: { projectId: id } },
              body,
            }),
          )
        : unwrap(await apiClient.POST('/api/visibility/projects', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visibility'] }),
  })
}
