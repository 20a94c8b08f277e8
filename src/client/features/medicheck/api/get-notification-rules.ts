import { useQuery } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { NotificationRule } from './medicheck-types.ts'

/** GET /api/medicheck/notification-rules. */
export function useNotificationRules() {
  return useQuery({
    queryKey: ['medicheck', 'notification-rules'],
    queryFn: async () => {
      const data = await requestJson<NotificationRule[] | { rules: NotificationRule[] }>(
        'GET',
        '/api/medicheck/notification-rules',
      )
      return Array.isArray(data) ? data : data.rules
    },
  })
}
