import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { InfluencingDashboard } from '../api/get-dashboard.ts'
import { formatRate } from './figure-format.ts'

/** The yearly programme score with its formula and parts, so the number can be checked by hand. */
export function ProgrammeScore({ score }: { score: InfluencingDashboard['score'] }) {
  const intl = useIntl()
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3 }} aria-labelledby="influencing-score-title">
      <Typography id="influencing-score-title" variant="subtitle1">
        <FormattedMessage id="influencing.score.title" values={{ year: score.year }} />
      </Typography>
      <Typography variant="h3" component="p" data-testid="programme-score">
        {score.score === null ? (
          <FormattedMessage id="influencing.score.none" />
        ) : (
          intl.formatNumber(score.score, { maximumFractionDigits: 1 })
        )}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', mt: 1 }}>
        <FormattedMessage id="influencing.score.formula" values={{ formula: score.formula }} />
      </Typography>
      <Typography variant="body2" color="textSecondary" component="ul" sx={{ mt: 1, mb: 0 }}>
        <li>
          <FormattedMessage
            id="influencing.score.active"
            values={{
              active: score.activeAmbassadors,
              total: score.ambassadors,
              rate: formatRate(intl, score.activeRate),
            }}
          />
        </li>
        <li>
          <FormattedMessage
            id="influencing.score.regularity"
            values={{ rate: formatRate(intl, score.regularity), months: score.months }}
          />
        </li>
        <li>
          <FormattedMessage
            id="influencing.score.engagement"
            values={{ rate: formatRate(intl, score.engagementRate) }}
          />
        </li>
      </Typography>
    </Paper>
  )
}
