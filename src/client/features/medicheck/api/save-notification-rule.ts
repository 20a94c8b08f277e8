import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { NotificationRule } from './get-notification-rules.ts'
import { useInvalidateMedicheck } from './invalidate.ts'

export type RuleFields = Pick<
  NotificationRule,
  'name' | 'findingType' | 'product' | 'delivery' | 'cooldownMinutes' | 'enabled'
>

/** POST /api/medicheck/notification-rules (new) or PATCH .../{ruleId} (changed). */
export function useSaveNotificationRule() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: async ({ ruleId, ...body }: RuleFields & { ruleId?: string }) =>
      ruleId
        ? unwrap(
            await apiClient.PATCH('/api/medicheck/notification-rules/{ruleId}', {
              params: { path: { ruleId } },
              body,
            }),
          )
        : unwrap(await apiClient.POST('/api/medicheck/notification-rules', { body })),
    onSuccess: invalidate,
  })
}
