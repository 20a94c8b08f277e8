import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { InfluencingDashboard } from '../api/get-dashboard.ts'

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

/** Reach and engagement per week or month; the tables below hold the same figures. */
export function DashboardCharts({ dashboard }: { dashboard: InfluencingDashboard }) {
  const intl = useIntl()
  const label = (id: string) => intl.formatMessage({ id })
  const localeText = { noData: label('influencing.noData'), loading: label('app.loading') }
  const periods = dashboard.series.map((row) => row.period)
  const formatValue = (value: number | null) => (value === null ? '' : intl.formatNumber(value))
  const formatRate = (value: number | null) =>
    value === null
      ? label('influencing.noRate')
      : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mb: 3 }}>
      <ChartCard titleId="influencing.chart.reach">
        <BarChart
          height={height}
          localeText={localeText}
          xAxis={[{ scaleType: 'band', data: periods }]}
          yAxis={[{ valueFormatter: (value: number) => intl.formatNumber(value) }]}
          series={[
            {
              data: dashboard.series.map((row) => row.impressions),
              label: label('influencing.column.impressions'),
              valueFormatter: formatValue,
            },
            {
              data: dashboard.series.map((row) => row.membersReached),
              label: label('influencing.column.membersReached'),
              valueFormatter: formatValue,
            },
          ]}
        />
      </ChartCard>
      <ChartCard titleId="influencing.chart.engagement">
        <LineChart
          height={height}
          localeText={localeText}
          xAxis={[{ scaleType: 'point', data: periods }]}
          yAxis={[
            {
              valueFormatter: (value: number) =>
                intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }),
            },
          ]}
          series={[
            {
              data: dashboard.series.map((row) => row.engagementRate),
              label: label('influencing.column.engagementRate'),
              connectNulls: false,
              valueFormatter: formatRate,
            },
          ]}
        />
      </ChartCard>
    </Box>
  )
}
