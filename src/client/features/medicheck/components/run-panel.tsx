import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { isRunActive, useRuns } from '../api/get-runs.ts'
import type { Run } from '../api/medicheck-types.ts'
import { useMayCall } from '../lib/use-may-call.ts'
import { StartRunDialog } from './start-run-dialog.tsx'

/** The latest run's progress for everyone; for admins, starting one (the estimate comes first). */
export function RunPanel() {
  const intl = useIntl()
  const runs = useRuns()
  const mayStart = useMayCall('POST', '/api/medicheck/runs')
  const [starting, setStarting] = useState(false)
  const latest = runs.data?.runs[0]
  return (
    <Box sx={{ mb: 2 }}>
      {runs.data?.model === null && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="medicheck-no-model">
          <FormattedMessage id="medicheck.run.noModel" />
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {mayStart && (
          <Button
            variant="contained"
            startIcon={<PlayArrowOutlined />}
            disabled={isRunActive(latest)}
            onClick={() => setStarting(true)}
          >
            <FormattedMessage id="medicheck.run.start" />
          </Button>
        )}
        {latest && <RunProgress run={latest} />}
        {runs.data && !latest && (
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="medicheck.run.none" />
          </Typography>
        )}
      </Box>
      {starting && <StartRunDialog onClose={() => setStarting(false)} />}
      {runs.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: 'medicheck.run.loadFailed' })}
        </Alert>
      )}
    </Box>
  )
}

function RunProgress({ run }: { run: Run }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const profile = intl.formatMessage({ id: `medicheck.profile.${run.profile}` })
  const active = isRunActive(run)
  return (
    <Box
      sx={{ flex: 1, minWidth: 240 }}
      role="status"
      aria-live="polite"
      data-testid="medicheck-run"
      data-status={run.status}
    >
      <Typography variant="body2">
        <FormattedMessage
          id={`medicheck.run.status.${run.status}`}
          values={{
            profile,
            done: run.itemsDone,
            total: run.itemsTotal,
            failed: run.itemsFailed,
            model: run.modelLabel ?? '–',
            date: intl.formatDate(run.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          }}
        />
      </Typography>
      {active && (
        <LinearProgress
          variant={run.itemsTotal > 0 ? 'determinate' : 'indeterminate'}
          value={run.itemsTotal > 0 ? (100 * run.itemsDone) / run.itemsTotal : undefined}
          aria-label={profile}
          sx={{ mt: 0.5 }}
        />
      )}
      {run.errorCode && (
        <Typography variant="body2" color="error">
          {errors.text({ code: run.errorCode, message: run.errorCode })}
        </Typography>
      )}
    </Box>
  )
}
