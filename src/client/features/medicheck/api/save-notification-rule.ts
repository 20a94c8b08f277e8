import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { NotificationRule } from './medicheck-types.ts'

export type RuleFields = Pick<
  NotificationRule,
  'name' | 'findingType' | 'product' | 'delivery' | 'cooldownMinutes' | 'enabled'
>

/** POST /api/medicheck/notification-rules (new) or PATCH .../{ruleId} (changed). */
export function useSaveNotificationRule() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: ({ ruleId, ...body }: RuleFields & { ruleId?: string }) =>
      ruleId
        ? requestJson<NotificationRule>(
            'PATCH',
            `/api/medicheck/notification-rules/${encodeURIComponent(ruleId)}`,
            body,
          )
        : requestJson<NotificationRule>('POST', '/api/medicheck/notification-rules', body),
    onSuccess: invalidate,
  })
}
