import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { CaseStatus } from './get-safety-cases.ts'
import { useInvalidateMedicheck } from './invalidate.ts'

/** PATCH /api/medicheck/safety-cases/{caseId}: open, exported (to the PV system) or closed. */
export function useUpdateSafetyCase() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: async ({ caseId, status }: { caseId: string; status: CaseStatus }) =>
      unwrap(
        await apiClient.PATCH('/api/medicheck/safety-cases/{caseId}', {
          params: { path: { caseId } },
          body: { status },
        }),
      ),
    onSuccess: invalidate,
  })
}
