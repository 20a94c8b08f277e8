import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** DELETE /api/medicheck/keywords/{keywordId}. */
export function useDeleteKeyword() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (keywordId: string) =>
      requestJson<void>('DELETE', `/api/medicheck/keywords/${encodeURIComponent(keywordId)}`),
    onSuccess: invalidate,
  })
}
