import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { groups } from '../../../../generated/access.gen.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useDownloadTeamActivityCsv, type ActivityTable } from '../api/download-team-activity-csv.ts'
import { useTeamActivity, type ActivityView } from '../api/get-team-activity.ts'
import { lastDays } from '../lib/default-range.ts'
import { ActivityCharts } from './activity-charts.tsx'
import { ActivityKpis } from './activity-kpis.tsx'
import { ActivityTables } from './activity-tables.tsx'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'

/**
 * Team activity for a date range: headline figures, charts, and sortable tables by day, user,
 * assistant, tile and model, each exportable as CSV. The ROOT of PARENT picks the tenant (team view).
 */
export function TeamActivityView({ view, titleId }: { view: ActivityView; titleId: string }) {
  const intl = useIntl()
  const caller = useSessionUser()
  const errors = useApiErrorText()
  const picksTenant = view === 'team' && caller?.role === 'ROOT' && caller.group === 'PARENT'
  const [group, setGroup] = useState(caller?.group ?? '')
  const [range, setRange] = useState(() => lastDays(30))
  const [table, setTable] = useState<ActivityTable>('day')
  const query = { ...(view === 'team' ? { group } : {}), ...range }
  const activity = useTeamActivity(view, query)
  const download = useDownloadTeamActivityCsv()
  const fieldErrors = errors.fieldTexts(activity.error)
  const formError = errors.formText(activity.error)

  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={
          <FormattedMessage id={view === 'chcmate' ? 'teamActivity.chcmateIntro' : 'teamActivity.intro'} />
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={!activity.data || download.isPending}
            onClick={() => download.mutate({ view, range: query, by: table, locale: intl.locale })}
          >
            <FormattedMessage id="teamActivity.exportCsv" />
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        {picksTenant && (
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'teamActivity.tenant' })}
            value={group}
            onChange={(event) => setGroup(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {groups.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {(['from', 'to'] as const).map((end) => (
          <LocaleDateField
            key={end}
            size="small"
            label={intl.formatMessage({ id: `teamActivity.${end}` })}
            value={range[end]}
            onChange={(iso) => iso && setRange((current) => ({ ...current, [end]: iso }))}
            error={!!fieldErrors[end]}
            helperText={fieldErrors[end]}
          />
        ))}
      </Box>
      {activity.isFetching && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      {download.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage
            id="teamActivity.exportFailed"
            values={{ reason: errors.formText(download.error) ?? '' }}
          />
        </Alert>
      )}
      {activity.data && (
        <>
          <ActivityKpis activity={activity.data} />
          <ActivityCharts activity={activity.data} />
          <ActivityTables activity={activity.data} table={table} onTableChange={setTable} />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            <FormattedMessage id="teamActivity.costNote" />
          </Typography>
        </>
      )}
    </>
  )
}
