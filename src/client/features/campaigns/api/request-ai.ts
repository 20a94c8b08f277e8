import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/campaigns/{campaignId}/summary: the AI summary and tags, made by a job. */
export function useSummariseCampaign(campaignId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await apiClient.POST('/api/campaigns/{campaignId}/summary', { params: { path: { campaignId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'detail', campaignId] }),
  })
}

/** POST /api/campaigns/{campaignId}/drafts: a draft like this campaign, kept in Tessera, never sent. */
export function useDraftCampaign(campaignId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (brief: string) =>
      unwrap(
        await apiClient.POST('/api/campaigns/{campaignId}/drafts', {
          params: { path: { campaignId } },
          body: { brief },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'detail', campaignId] }),
  })
}
