import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** POST /api/medicheck/sources/{sourceId}/fetch: fetch now (a job; the list shows its outcome). */
export function useFetchSource() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (sourceId: string) =>
      requestJson<unknown>('POST', `/api/medicheck/sources/${encodeURIComponent(sourceId)}/fetch`),
    onSuccess: invalidate,
  })
}
