import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { useInvalidateMedicheck } from './invalidate.ts'

export type ReviewAction = 'confirm' | 'dismiss' | 'forward'

/** POST /api/medicheck/findings/{findingId}/review: confirm, dismiss with a reason, or forward to the safety inbox (audited). */
export function useReviewFinding() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: async ({
      findingId,
      ...body
    }: {
      findingId: string
      action: ReviewAction
      reason?: string
    }) =>
      unwrap(
        await apiClient.POST('/api/medicheck/findings/{findingId}/review', {
          params: { path: { findingId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  })
}
