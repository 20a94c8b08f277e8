import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { useInvalidateMedicheck } from './invalidate.ts'

/** DELETE /api/medicheck/notification-rules/{ruleId}. */
export function useDeleteNotificationRule() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: async (ruleId: string) => {
      unwrap(
        await apiClient.DELETE('/api/medicheck/notification-rules/{ruleId}', {
          params: { path: { ruleId } },
        }),
      )
    },
    onSuccess: invalidate,
  })
}
