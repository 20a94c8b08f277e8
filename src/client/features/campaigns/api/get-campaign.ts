import { useQuery } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

type Detail = paths['/api/campaigns/{campaignId}']['get']['responses']['200']['content']['application/json']

export interface CampaignDraft {
  id: string
  brief: string
  status: 'queued' | 'done' | 'failed'
  errorCode: string | null
  subjectLines: string[]
  previewText: string
  body: string
  modelLabel: string | null
  promoFindings: { type: string; quote: string; reason: string }[] | null
  promoCheckStatus: 'pending' | 'done' | 'failed' | 'skipped'
  createdAt: string
}

export interface CampaignView {
  id: string
  source: 'mailchimp' | 'import'
  title: string
  subject: string
  previewText: string
  fromName: string
  audienceName: string | null
  language: string | null
  sentAt: string | null
  emailsSent: number | null
  uniqueOpens: number | null
  openRate: number | null
  uniqueClicks: number | null
  clickRate: number | null
  unsubscribes: number | null
  bounces: number | null
  html: string
  plainText: string
  links: { url: string; clicks: number; uniqueClicks: number }[]
  summary: string | null
  tags: { products: string[]; themes: string[]; audience: 'consumer' | 'pharmacist' | 'both' | null } | null
  summaryStatus: 'idle' | 'queued' | 'done' | 'failed'
  summaryErrorCode: string | null
  summaryModel: string | null
}

export interface CampaignMedians {
  clickRate: number | null
  openRate: number | null
  unsubscribeRate: number | null
  bounceRate: number | null
  campaigns: number
}

export type CampaignDetail = Omit<Detail, 'campaign' | 'drafts' | 'medians'> & {
  campaign: CampaignView
  drafts: CampaignDraft[]
  medians: CampaignMedians
}

const working = (detail: CampaignDetail | undefined) =>
  detail?.campaign.summaryStatus === 'queued' ||
  (detail?.drafts.some((draft) => draft.status === 'queued' || draft.promoCheckStatus === 'pending') ?? false)

/** GET /api/campaigns/{campaignId}: polled while its summary or a draft is being made. */
export function useCampaign(campaignId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['campaigns', 'detail', campaignId],
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/campaigns/{campaignId}', { params: { path: { campaignId } } }),
      ) as unknown as CampaignDetail,
    refetchInterval: (query) => (working(query.state.data) ? 2000 : false),
  })
}
