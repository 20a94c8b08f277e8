import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/visibility/projects/{id}/answers: the latest answers behind the figures. */
export function useAnswers(projectId: string | null, includeBranded: boolean) {
  return useQuery({
    queryKey: ['visibility', 'answers', projectId, includeBranded],
    enabled: projectId !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/visibility/projects/{projectId}/answers', {
          params: { path: { projectId: projectId! }, query: { includeBranded, limit: 50 } },
        }),
      ).items,
  })
}

/** GET /api/visibility/answers/{id}: one answer with mentions, citations and verdict. */
export function useAnswer(answerId: string | null) {
  return useQuery({
    queryKey: ['visibility', 'answer', answerId],
    enabled: answerId !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/visibility/answers/{answerId}', {
          params: { path: { answerId: answerId! } },
        }),
      ),
  })
}
