import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/campaigns/sync: a sync now. */
export function useSyncCampaigns() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => unwrap(await apiClient.POST('/api/campaigns/sync')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'connection'] }),
  })
}
