import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** DELETE /api/medicheck/notification-rules/{ruleId}. */
export function useDeleteNotificationRule() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (ruleId: string) =>
      requestJson<void>('DELETE', `/api/medicheck/notification-rules/${encodeURIComponent(ruleId)}`),
    onSuccess: invalidate,
  })
}
