import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/pubmed/questions: the user's own questions, newest first. */
export function usePubmedQuestions() {
  return useQuery({
    queryKey: ['pubmed', 'questions'],
    queryFn: async () => unwrap(await apiClient.GET('/api/pubmed/questions')),
  })
}
