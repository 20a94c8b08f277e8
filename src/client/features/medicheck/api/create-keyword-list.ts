import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { KeywordList, ListKind } from './medicheck-types.ts'

/** POST /api/medicheck/keyword-lists: a new, empty list of a kind. */
export function useCreateKeywordList() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (body: { kind: ListKind; name: string }) =>
      requestJson<KeywordList>('POST', '/api/medicheck/keyword-lists', body),
    onSuccess: invalidate,
  })
}
