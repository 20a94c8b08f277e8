import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { components, paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PostIdea = components['schemas']['InfluencingPostIdea']
export type IdeaFinding = components['schemas']['InfluencingIdeaFinding']
export type NewIdea = paths['/api/influencing/ideas']['post']['requestBody']['content']['application/json']

const unfinished = (idea: PostIdea) => idea.status === 'queued' || idea.promoCheckStatus === 'pending'

/** GET /api/influencing/ideas/sources: the model (or none), collections and tiles to write from. */
export function useIdeaSources() {
  return useQuery({
    queryKey: ['influencing', 'ideas', 'sources'],
    queryFn: async () => unwrap(await apiClient.GET('/api/influencing/ideas/sources')),
  })
}

/** GET /api/influencing/ideas: polled while an idea is being written or checked. */
export function useIdeas() {
  return useQuery({
    queryKey: ['influencing', 'ideas', 'list'],
    queryFn: async () => unwrap(await apiClient.GET('/api/influencing/ideas')),
    refetchInterval: (query) => (query.state.data?.items.some(unfinished) ? 1500 : false),
  })
}

/** POST /api/influencing/ideas: a written idea (a job) or a pasted draft (checked at once). */
export function useCreateIdea() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewIdea) => unwrap(await apiClient.POST('/api/influencing/ideas', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['influencing', 'ideas', 'list'] }),
  })
}
