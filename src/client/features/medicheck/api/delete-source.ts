import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** DELETE /api/medicheck/sources/{sourceId}: its items stay (they keep where they came from). */
export function useDeleteSource() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (sourceId: string) =>
      requestJson<void>('DELETE', `/api/medicheck/sources/${encodeURIComponent(sourceId)}`),
    onSuccess: invalidate,
  })
}
