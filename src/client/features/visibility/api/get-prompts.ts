import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/visibility/projects/{id}/prompts. */
export function usePrompts(projectId: string | null) {
  return useQuery({
    queryKey: ['visibility', 'prompts', projectId],
    enabled: projectId !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/visibility/projects/{projectId}/prompts', {
          params: { path: { projectId: projectId! } },
        }),
      ).items,
  })
}
