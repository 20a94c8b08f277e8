import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { SafetyCase } from './medicheck-types.ts'

/** PATCH /api/medicheck/safety-cases/{caseId}: open, exported (to the PV system) or closed. */
export function useUpdateSafetyCase() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: ({ caseId, status }: { caseId: string; status: SafetyCase['status'] }) =>
      requestJson<SafetyCase>('PATCH', `/api/medicheck/safety-cases/${encodeURIComponent(caseId)}`, {
        status,
      }),
    onSuccess: invalidate,
  })
}
