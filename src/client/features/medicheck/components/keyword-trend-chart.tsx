import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { LineChart } from '@mui/x-charts/LineChart'
import { FormattedMessage, useIntl } from 'react-intl'
import type { KeywordStats } from '../api/medicheck-types.ts'

const TOP_TERMS = 6

/** Hits per ISO week of the most-hit terms (the table below holds every term): the figures the server counted, nothing filled in. */
export function KeywordTrendChart({ stats }: { stats: KeywordStats }) {
  const intl = useIntl()
  const weeks = [...new Set(stats.weeks.map((row) => row.week))].sort()
  const top = [...stats.terms].sort((a, b) => b.hits - a.hits).slice(0, TOP_TERMS)
  const label = (id: string) => intl.formatMessage({ id })
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ borderRadius: 3, p: 2, m: 0, mb: 3 }}
      data-testid="medicheck-trend"
    >
      <Typography component="figcaption" variant="subtitle1" sx={{ mb: 1 }}>
        <FormattedMessage id="medicheck.stats.trend" values={{ count: top.length }} />
      </Typography>
      {weeks.length === 0 ? (
        <Typography color="textSecondary" role="status">
          <FormattedMessage id="medicheck.stats.noHits" />
        </Typography>
      ) : (
        <LineChart
          height={260}
          localeText={{ noData: label('medicheck.stats.noHits'), loading: label('app.loading') }}
          xAxis={[{ scaleType: 'point', data: weeks }]}
          yAxis={[{ valueFormatter: (value: number) => intl.formatNumber(value) }]}
          series={top.map((term) => ({
            label: term.term,
            showMark: true,
            valueFormatter: (value: number | null) => (value === null ? '' : intl.formatNumber(value)),
            data: weeks.map((week) =>
              stats.weeks
                .filter((row) => row.week === week && row.keywordId === term.keywordId)
                .reduce((sum, row) => sum + row.hits, 0),
            ),
          }))}
        />
      )}
    </Paper>
  )
}
