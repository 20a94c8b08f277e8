import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** DELETE /api/medicheck/keyword-lists/{listId}: the list, its terms and their hits. */
export function useDeleteKeywordList() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (listId: string) =>
      requestJson<void>('DELETE', `/api/medicheck/keyword-lists/${encodeURIComponent(listId)}`),
    onSuccess: invalidate,
  })
}
