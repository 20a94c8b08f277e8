import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { Keyword } from './medicheck-types.ts'

export interface NewKeyword {
  listId: string
  term: string
  aliases: string[]
  language: string | null
}

/** POST /api/medicheck/keyword-lists/{listId}/keywords: a term with its aliases; the hits are counted again. */
export function useAddKeyword() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: ({ listId, ...body }: NewKeyword) =>
      requestJson<Keyword>(
        'POST',
        `/api/medicheck/keyword-lists/${encodeURIComponent(listId)}/keywords`,
        body,
      ),
    onSuccess: invalidate,
  })
}
