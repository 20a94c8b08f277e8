import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import StopOutlined from '@mui/icons-material/StopOutlined'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useCancelRun } from '../api/cancel-run.ts'
import { useRunReadiness } from '../api/estimate-run.ts'
import { isRunActive, useRuns, type Run } from '../api/get-runs.ts'
import { useMayCall } from '../lib/use-may-call.ts'
import { FailedItems } from './failed-items.tsx'
import { StartRunDialog } from './start-run-dialog.tsx'

const NO_MODEL = 'analysisRun.noModel'

/**
 * The latest run's progress for everyone; for admins, starting one (the estimate comes first). Whether
 * a model is set up: the estimate says so for admins, the last run's refusal for everyone else.
 */
export function RunPanel() {
  const intl = useIntl()
  const runs = useRuns()
  const mayStart = useMayCall('POST', '/api/medicheck/runs')
  const mayEstimate = useMayCall('POST', '/api/medicheck/runs/estimate')
  const readiness = useRunReadiness(mayStart && mayEstimate)
  const [starting, setStarting] = useState(false)
  const latest = runs.data?.[0]
  const noModel = readiness.data
    ? readiness.data.model === null || readiness.data.code === NO_MODEL
    : latest?.errorCode === NO_MODEL
  return (
    <Box sx={{ mb: 2 }}>
      {noModel && (
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
        {mayStart && isRunActive(latest) && <CancelRunButton runId={latest!.id} />}
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

/** Cancels the run: no further item starts; the calls in flight finish and every result stays. */
function CancelRunButton({ runId }: { runId: string }) {
  const errors = useApiErrorText()
  const cancel = useCancelRun()
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<StopOutlined />}
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(runId)}
      >
        <FormattedMessage id="medicheck.run.cancel" />
      </Button>
      {cancel.error && (
        <Typography variant="body2" color="error" role="alert">
          {errors.formText(cancel.error)}
        </Typography>
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
      {run.itemsFailed > 0 && <FailedItems runId={run.id} count={run.itemsFailed} />}
      {run.errorCode && run.errorCode !== NO_MODEL && (
        <Typography variant="body2" color="error">
          {errors.text({ code: run.errorCode, message: run.errorCode })}
        </Typography>
      )}
    </Box>
  )
}
