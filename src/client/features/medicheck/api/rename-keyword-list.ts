import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** PATCH /api/medicheck/keyword-lists/{listId}: another name (its terms and hits stay). */
export function useRenameKeywordList() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: ({ listId, name }: { listId: string; name: string }) =>
      requestJson<unknown>('PATCH', `/api/medicheck/keyword-lists/${encodeURIComponent(listId)}`, { name }),
    onSuccess: invalidate,
  })
}
