import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CampaignMedians, CampaignView } from '../api/get-campaign.ts'
import { usePercent } from '../lib/use-code-text.ts'

function Figure({
  label,
  value,
  median,
  headline,
}: {
  label: string
  value: string
  median?: string
  headline?: boolean
}) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography
        variant={headline ? 'h4' : 'h6'}
        component="p"
        sx={headline ? { fontWeight: 'bold' } : undefined}
      >
        {value}
      </Typography>
      {median !== undefined && (
        <Typography variant="caption" color="textSecondary">
          <FormattedMessage id="campaignLibrary.kpi.median" values={{ value: median }} />
        </Typography>
      )}
    </Box>
  )
}

/** Click rate as the headline, then the other KPIs, each rate beside the library's median. */
export function KpiPanel({ campaign, medians }: { campaign: CampaignView; medians: CampaignMedians }) {
  const intl = useIntl()
  const percent = usePercent()
  const label = (id: string) => intl.formatMessage({ id })
  const number = (value: number | null) =>
    value === null ? label('campaignLibrary.none') : intl.formatNumber(value)
  if (campaign.emailsSent === null && campaign.clickRate === null)
    return (
      <Typography color="textSecondary">
        <FormattedMessage id="campaignLibrary.kpi.noReport" />
      </Typography>
    )
  const unsubscribeRate =
    campaign.unsubscribes !== null && campaign.emailsSent ? campaign.unsubscribes / campaign.emailsSent : null
  return (
    <>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Figure
          headline
          label={label('campaignLibrary.column.clickRate')}
          value={percent(campaign.clickRate)}
          median={percent(medians.clickRate)}
        />
        <Figure label={label('campaignLibrary.column.uniqueClicks')} value={number(campaign.uniqueClicks)} />
        <Figure label={label('campaignLibrary.column.emailsSent')} value={number(campaign.emailsSent)} />
        <Figure
          label={label('campaignLibrary.column.openRate')}
          value={percent(campaign.openRate)}
          median={percent(medians.openRate)}
        />
        <Figure label={label('campaignLibrary.kpi.uniqueOpens')} value={number(campaign.uniqueOpens)} />
        <Figure
          label={label('campaignLibrary.kpi.unsubscribeRate')}
          value={percent(unsubscribeRate)}
          median={percent(medians.unsubscribeRate)}
        />
        <Figure label={label('campaignLibrary.kpi.bounces')} value={number(campaign.bounces)} />
      </Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }} role="note">
        <FormattedMessage id="campaignLibrary.mppNote" />
      </Typography>
    </>
  )
}
