import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type LibraryQuery = NonNullable<paths['/api/campaigns']['get']['parameters']['query']>
export type CampaignLibrary =
  paths['/api/campaigns']['get']['responses']['200']['content']['application/json']
export type CampaignListItem = CampaignLibrary['items'][number]

/** GET /api/campaigns: a page of the library with the filter choices and medians. */
export function useCampaigns(query: LibraryQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['campaigns', 'list', query],
    queryFn: async () => unwrap(await apiClient.GET('/api/campaigns', { params: { query } })),
    placeholderData: keepPreviousData,
  })
}
