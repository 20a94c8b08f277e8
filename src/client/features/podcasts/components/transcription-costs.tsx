import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PodcastDetailResponse } from '../api/get-podcast.ts'

/** The podcast's transcriptions: minutes and, where the model was priced, their cost (beside the runs). */
export function TranscriptionCosts({ costs }: { costs: PodcastDetailResponse['transcriptionCosts'] }) {
  const intl = useIntl()
  if (!costs || costs.minutes === 0) return null
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      sx={{ mb: 2 }}
      data-testid="podcast-transcription-costs"
    >
      <FormattedMessage
        id={costs.cost !== null ? 'podcast.transcription.costsPriced' : 'podcast.transcription.costs'}
        values={{
          minutes: intl.formatNumber(costs.minutes, { maximumFractionDigits: 2 }),
          cost:
            costs.cost !== null
              ? intl.formatNumber(costs.cost, {
                  style: 'currency',
                  currency: 'EUR',
                  maximumFractionDigits: 4,
                })
              : '',
        }}
      />
    </Typography>
  )
}
