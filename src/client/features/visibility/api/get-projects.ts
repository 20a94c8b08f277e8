import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/visibility/projects: the projects, the models that can be engines, the collections and markets. */
export function useProjects() {
  return useQuery({
    queryKey: ['visibility', 'projects'],
    queryFn: async () => unwrap(await apiClient.GET('/api/visibility/projects')),
  })
}
