import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useDownloadInfluencingExport, type ExportTable } from '../api/download-export.ts'
import { useInfluencingDashboard, type Period } from '../api/get-dashboard.ts'
import { DashboardCharts } from './dashboard-charts.tsx'
import { DashboardTables } from './dashboard-tables.tsx'
import { formatCount, formatRate } from './figure-format.ts'
import { ProgrammeScore } from './programme-score.tsx'
import { TopicsEditor } from './topics-editor.tsx'

function Kpi({ labelId, value, testId }: { labelId: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  )
}

/** The programme manager's view of a year: figures, charts, tables, score, exports. */
export function DashboardView({
  year,
  by,
  onYear,
  onBy,
  canManage,
}: {
  year: number
  by: Period
  onYear: (year: number) => void
  onBy: (by: Period) => void
  canManage: boolean
}) {
  const intl = useIntl()
  const dashboard = useInfluencingDashboard(year, by)
  const download = useDownloadInfluencingExport()
  const errors = useApiErrorText()
  const thisYear = new Date().getUTCFullYear()
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i)
  const d = dashboard.data
  const exportButton = (table: ExportTable, format: 'csv' | 'xlsx') => (
    <Button
      key={`${table}-${format}`}
      size="small"
      variant="outlined"
      onClick={() => download.mutate({ year, by, table, format, locale: intl.locale })}
    >
      <FormattedMessage id={`influencing.export.${table}`} values={{ format: format.toUpperCase() }} />
    </Button>
  )
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'influencing.year' })}
          value={year}
          onChange={(event) => onYear(Number(event.target.value))}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'influencing.by' })}
          value={by}
          onChange={(event) => onBy(event.target.value as Period)}
        >
          <MenuItem value="month">{intl.formatMessage({ id: 'influencing.by.month' })}</MenuItem>
          <MenuItem value="week">{intl.formatMessage({ id: 'influencing.by.week' })}</MenuItem>
        </TextField>
      </Box>
      {dashboard.isLoading && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {dashboard.error && <Alert severity="error">{errors.formText(dashboard.error)}</Alert>}
      {download.error && <Alert severity="error">{errors.formText(download.error)}</Alert>}
      {d && (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
              gap: 2,
              mb: 3,
            }}
          >
            <Kpi
              labelId="influencing.column.posts"
              value={formatCount(intl, d.totals.posts)}
              testId="kpi-posts"
            />
            <Kpi
              labelId="influencing.column.impressions"
              value={formatCount(intl, d.totals.impressions)}
              testId="kpi-impressions"
            />
            <Kpi
              labelId="influencing.column.engagements"
              value={formatCount(intl, d.totals.engagements)}
              testId="kpi-engagements"
            />
            <Kpi
              labelId="influencing.column.engagementRate"
              value={formatRate(intl, d.totals.engagementRate)}
              testId="kpi-rate"
            />
          </Box>
          <ProgrammeScore score={d.score} />
          {d.totals.posts === 0 ? (
            <Typography color="textSecondary" role="status" sx={{ mb: 3 }}>
              <FormattedMessage id="influencing.noPosts" values={{ year }} />
            </Typography>
          ) : (
            <DashboardCharts dashboard={d} />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
            {(['ambassadors', 'series', 'posts'] as const).flatMap((table) => [
              exportButton(table, 'csv'),
              exportButton(table, 'xlsx'),
            ])}
          </Box>
          <DashboardTables dashboard={d} />
          <TopicsEditor canManage={canManage} />
        </>
      )}
    </Box>
  )
}
