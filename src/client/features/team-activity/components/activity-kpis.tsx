import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { TeamActivity } from '../api/get-team-activity.ts'

/** The range's headline figures, each a labelled card (a definition list for screen readers). */
export function ActivityKpis({ activity }: { activity: TeamActivity }) {
  const intl = useIntl()
  const { totals, budget } = activity
  const thisMonth = budget.months.at(-1)
  const hasBudget = budget.monthlyTokenBudget !== null && thisMonth?.share != null
  const cards: [string, string][] = [
    ['activeUsers', intl.formatNumber(totals.activeUsers)],
    ['messages', intl.formatNumber(totals.messages)],
    ['tileRuns', intl.formatNumber(totals.tileRuns)],
    ['tokens', intl.formatNumber(totals.tokens)],
    ['cost', intl.formatNumber(totals.costEstimate, { style: 'currency', currency: 'EUR', maximumFractionDigits: 4 })],
    ['budget', hasBudget ? intl.formatNumber(thisMonth.share!, { style: 'percent', maximumFractionDigits: 1 }) : intl.formatMessage({ id: 'teamActivity.budget.none' })],
  ]
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 2, m: 0, mb: 3 }}>
      {cards.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ borderRadius: 3, p: 2 }} data-testid={`kpi-${key}`}>
          <Typography component="dt" variant="body2" color="textSecondary">
            <FormattedMessage id={`teamActivity.kpi.${key}`} />
          </Typography>
          {/* Without a budget the card says so in words, at reading size. */}
          <Typography component="dd" variant={key === 'budget' && !hasBudget ? 'body1' : 'h4'} sx={{ m: 0, mt: 0.5 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  )
}
