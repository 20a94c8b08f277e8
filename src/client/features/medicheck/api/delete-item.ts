import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** DELETE /api/medicheck/items/{itemId}: with its hits, results and findings. */
export function useDeleteItem() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (itemId: string) =>
      requestJson<void>('DELETE', `/api/medicheck/items/${encodeURIComponent(itemId)}`),
    onSuccess: invalidate,
  })
}
