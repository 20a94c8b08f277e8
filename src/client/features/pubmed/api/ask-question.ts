import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export interface PubmedAsk {
  question: string
  language: 'de' | 'en' | 'fr'
  queries?: string[]
  fromYear?: number
  toYear?: number
  publicationTypes?: string[]
  source?: 'auto' | 'library'
}

/** POST /api/pubmed/questions: the whole chain; answers with the stored question. */
export function useAskPubmed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: PubmedAsk) => unwrap(await apiClient.POST('/api/pubmed/questions', { body })),
    onSuccess: (question) => {
      queryClient.setQueryData(['pubmed', 'question', question.id], question)
      return queryClient.invalidateQueries({ queryKey: ['pubmed', 'questions'] })
    },
  })
}
