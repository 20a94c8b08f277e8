import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { Dimension } from './visibility-types.ts'

/** GET /api/visibility/projects/{id}/figures: per group of the dimension, with n and intervals. */
export function useFigures(projectId: string | null, dimension: Dimension, includeBranded: boolean) {
  return useQuery({
    queryKey: ['visibility', 'figures', projectId, dimension, includeBranded],
    enabled: projectId !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/visibility/projects/{projectId}/figures', {
          params: { path: { projectId: projectId! }, query: { dimension, includeBranded } },
        }),
      ).groups,
  })
}
