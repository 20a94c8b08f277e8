import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type PubmedQuestion = components['schemas']['PubmedQuestion']

/** GET /api/pubmed/questions/{questionId}: a question with its answer and evidence. */
export function usePubmedQuestion(questionId: string | null) {
  return useQuery({
    queryKey: ['pubmed', 'question', questionId],
    enabled: questionId !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/pubmed/questions/{questionId}', {
          params: { path: { questionId: questionId! } },
        }),
      ),
  })
}
