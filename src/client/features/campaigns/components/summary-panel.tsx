import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CampaignView } from '../api/get-campaign.ts'
import { useSummariseCampaign } from '../api/request-ai.ts'
import { useCodeText } from '../lib/use-code-text.ts'

/** The AI summary and tags (a job through the gateway); without a model, says so. */
export function SummaryPanel({
  campaign,
  modelLabel,
}: {
  campaign: CampaignView
  modelLabel: string | null
}) {
  const intl = useIntl()
  const { codeText, requestText } = useCodeText()
  const summarise = useSummariseCampaign(campaign.id)
  const tags = campaign.tags
  return (
    <Box>
      {campaign.summaryStatus === 'queued' && (
        <Typography role="status">
          <FormattedMessage id="campaignLibrary.summary.queued" />
        </Typography>
      )}
      {campaign.summaryStatus === 'failed' && (
        <Typography color="error">
          <FormattedMessage
            id="campaignLibrary.summary.failed"
            values={{ reason: codeText(campaign.summaryErrorCode ?? 'campaigns.invalidOutput') }}
          />
        </Typography>
      )}
      {campaign.summary ? (
        <>
          <Typography sx={{ mb: 1 }}>{campaign.summary}</Typography>
          {tags && (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
              {tags.products.map((tag) => (
                <Chip
                  key={`p-${tag}`}
                  size="small"
                  color="primary"
                  label={tag}
                  title={intl.formatMessage({ id: 'campaignLibrary.summary.products' })}
                />
              ))}
              {tags.themes.map((tag) => (
                <Chip
                  key={`t-${tag}`}
                  size="small"
                  variant="outlined"
                  label={tag}
                  title={intl.formatMessage({ id: 'campaignLibrary.summary.themes' })}
                />
              ))}
              {tags.audience && (
                <Chip
                  size="small"
                  color="secondary"
                  label={intl.formatMessage({ id: `campaignLibrary.audience.${tags.audience}` })}
                  title={intl.formatMessage({ id: 'campaignLibrary.summary.audience' })}
                />
              )}
            </Box>
          )}
          {campaign.summaryModel && (
            <Typography variant="caption" color="textSecondary" component="p">
              <FormattedMessage
                id="campaignLibrary.summary.madeBy"
                values={{ model: campaign.summaryModel }}
              />
            </Typography>
          )}
        </>
      ) : (
        campaign.summaryStatus !== 'queued' && (
          <Typography color="textSecondary">
            <FormattedMessage id="campaignLibrary.summary.none" />
          </Typography>
        )
      )}
      {modelLabel ? (
        <Button
          sx={{ mt: 1 }}
          variant="outlined"
          disabled={summarise.isPending || campaign.summaryStatus === 'queued'}
          onClick={() => summarise.mutate()}
        >
          {campaign.summary ? (
            <FormattedMessage id="campaignLibrary.summary.remake" />
          ) : (
            <FormattedMessage id="campaignLibrary.summary.make" values={{ model: modelLabel }} />
          )}
        </Button>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} role="note">
          <FormattedMessage id="campaignLibrary.noModel" />
        </Typography>
      )}
      {summarise.error && <Typography color="error">{requestText(summarise.error)}</Typography>}
    </Box>
  )
}
