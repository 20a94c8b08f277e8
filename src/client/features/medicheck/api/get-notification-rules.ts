import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type NotificationRule = components['schemas']['MedicheckRule']

/** GET /api/medicheck/notification-rules. */
export function useNotificationRules() {
  return useQuery({
    queryKey: ['medicheck', 'notification-rules'],
    queryFn: async () => unwrap(await apiClient.GET('/api/medicheck/notification-rules')).items,
  })
}
