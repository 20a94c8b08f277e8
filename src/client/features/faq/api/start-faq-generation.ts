import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export interface GenerationOptions {
  collectionId: string
  fromDocuments: boolean
  fromUserQuestions: boolean
  maxPairs: number
}

/** POST /api/faq/generations: starts a generation job; its progress comes with the generations list. */
export function useStartFaqGeneration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: GenerationOptions) => unwrap(await apiClient.POST('/api/faq/generations', { body })),
    onSuccess: (_data, body) => queryClient.invalidateQueries({ queryKey: ['faq', 'generations', body.collectionId] }),
  })
}
