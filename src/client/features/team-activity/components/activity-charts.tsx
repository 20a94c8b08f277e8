import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { Gauge } from '@mui/x-charts/Gauge'
import { LineChart } from '@mui/x-charts/LineChart'
import { PieChart } from '@mui/x-charts/PieChart'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { TeamActivity } from '../api/get-team-activity.ts'

const height = 240

function ChartCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="figure" sx={{ borderRadius: 3, p: 2, m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ mb: 1 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  )
}

/** What people would rather look at than read: activity and tokens over the days, tokens by model, budget use. The tables below hold the same figures. */
export function ActivityCharts({ activity }: { activity: TeamActivity }) {
  const intl = useIntl()
  if (activity.totals.tokens === 0 && activity.totals.messages === 0 && activity.totals.tileRuns === 0) {
    return <Typography color="textSecondary" sx={{ mb: 3 }} role="status"><FormattedMessage id="teamActivity.noActivity" /></Typography>
  }
  const days = activity.byDay.map((row) => intl.formatDate(`${row.day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }))
  const label = (id: string) => intl.formatMessage({ id })
  const { monthlyTokenBudget, months } = activity.budget
  const thisMonth = months.at(-1)
  // The charts' own texts and numbers in the user's language, not the library's English.
  const localeText = { noData: label('teamActivity.chart.noData'), loading: label('app.loading') }
  const formatValue = (value: number | null) => (value === null ? '' : intl.formatNumber(value))
  const yAxis = [{ valueFormatter: (value: number) => intl.formatNumber(value) }]
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mb: 3 }}>
      <ChartCard titleId="teamActivity.chart.perDay">
        <BarChart
          height={height}
          localeText={localeText}
          xAxis={[{ scaleType: 'band', data: days }]}
          yAxis={yAxis}
          series={[
            { data: activity.byDay.map((row) => row.messages), label: label('teamActivity.column.messages'), valueFormatter: formatValue },
            { data: activity.byDay.map((row) => row.tileRuns), label: label('teamActivity.column.tileRuns'), valueFormatter: formatValue },
          ]}
        />
      </ChartCard>
      <ChartCard titleId="teamActivity.chart.tokensPerDay">
        <LineChart
          height={height}
          localeText={localeText}
          xAxis={[{ scaleType: 'point', data: days }]}
          yAxis={yAxis}
          series={[{ data: activity.byDay.map((row) => row.tokens), label: label('teamActivity.column.tokens'), area: true, showMark: false, valueFormatter: formatValue }]}
        />
      </ChartCard>
      <ChartCard titleId="teamActivity.chart.tokensByModel">
        <PieChart
          height={height}
          localeText={localeText}
          series={[{ innerRadius: 50, valueFormatter: (item) => intl.formatNumber(item.value), data: activity.byModel.filter((row) => row.tokens > 0).map((row) => ({ id: row.modelName, value: row.tokens, label: row.offline ? label('teamActivity.offline') : row.modelName })) }]}
        />
      </ChartCard>
      <ChartCard titleId="teamActivity.chart.budget">
        {monthlyTokenBudget === null || !thisMonth ? (
          <Typography color="textSecondary"><FormattedMessage id="teamActivity.budget.none" /></Typography>
        ) : (
          <>
            <Gauge height={height - 60} value={Math.min(100, (thisMonth.share ?? 0) * 100)} valueMax={100} text={intl.formatNumber(thisMonth.share ?? 0, { style: 'percent', maximumFractionDigits: 1 })} />
            {months.map((month) => (
              <Typography key={month.month} variant="body2" color="textSecondary">
                <FormattedMessage
                  id="teamActivity.budget.month"
                  values={{ month: intl.formatDate(`${month.month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }), share: intl.formatNumber(month.share ?? 0, { style: 'percent', maximumFractionDigits: 1 }), budget: intl.formatNumber(monthlyTokenBudget) }}
                />
              </Typography>
            ))}
          </>
        )}
      </ChartCard>
    </Box>
  )
}
