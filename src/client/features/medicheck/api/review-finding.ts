import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { Finding } from './medicheck-types.ts'

export type ReviewAction = 'confirm' | 'dismiss' | 'forward'

/** POST /api/medicheck/findings/{findingId}/review: confirm, dismiss with a reason, or forward to the safety inbox. */
export function useReviewFinding() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: ({ findingId, ...body }: { findingId: string; action: ReviewAction; reason?: string }) =>
      requestJson<Finding>('POST', `/api/medicheck/findings/${encodeURIComponent(findingId)}/review`, body),
    onSuccess: invalidate,
  })
}
