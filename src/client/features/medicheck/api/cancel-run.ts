import { useMutation } from '@tanstack/react-query'
import type { Run } from './get-runs.ts'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** POST /api/medicheck/runs/{runId}/cancel: no further item starts; the results so far stay. */
export function useCancelRun() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (runId: string) =>
      requestJson<Run>('POST', `/api/medicheck/runs/${encodeURIComponent(runId)}/cancel`),
    onSuccess: invalidate,
  })
}
