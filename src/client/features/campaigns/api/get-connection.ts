import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

const syncing = (status: string | undefined) => status === 'queued' || status === 'running'

/** GET /api/campaigns/connection: the Mailchimp connection (null: none); polled while a sync runs. */
export function useCampaignConnection() {
  return useQuery({
    queryKey: ['campaigns', 'connection'],
    queryFn: async () => unwrap(await apiClient.GET('/api/campaigns/connection')),
    refetchInterval: (query) => (syncing(query.state.data?.connection?.syncStatus) ? 2000 : false),
  })
}
