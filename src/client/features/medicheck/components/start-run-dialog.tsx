import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useEstimateRun, type RunScope } from '../api/estimate-run.ts'
import { PROFILES, type Profile } from '../api/medicheck-types.ts'
import { useStartRun } from '../api/start-run.ts'

/**
 * Profile and scope of a run (or the items picked by hand), its estimate (items, tokens, cost, model)
 * shown before it can start.
 */
export function StartRunDialog({ onClose, itemIds }: { onClose: () => void; itemIds?: readonly string[] }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [profile, setProfile] = useState<Profile>('pvScreening')
  const [scope, setScope] = useState<RunScope>('unanalysed')
  const estimate = useEstimateRun()
  const start = useStartRun()
  const { mutate } = estimate
  const picked = itemIds?.join(',')
  const selection = useMemo(() => (picked ? { itemIds: picked.split(',') } : { scope }), [picked, scope])
  useEffect(() => mutate({ profile, ...selection }), [mutate, profile, selection])
  const figures = estimate.data
  const noModel = figures !== undefined && (figures.model === null || figures.code === 'analysisRun.noModel')
  // Another reason no run can start now (the budget is spent, the model is not allowed), in words.
  const refusal =
    figures?.code && !noModel ? errors.text({ code: figures.code, message: figures.code }) : null
  const canStart =
    figures !== undefined &&
    !noModel &&
    refusal === null &&
    figures.items > 0 &&
    !estimate.isPending &&
    !start.isPending
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <FormattedMessage id="medicheck.run.start" />
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, mb: 2 }}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'medicheck.run.profile' })}
            value={profile}
            onChange={(event) => setProfile(event.target.value as Profile)}
            sx={{ minWidth: 200 }}
          >
            {PROFILES.map((name) => (
              <MenuItem key={name} value={name}>
                {intl.formatMessage({ id: `medicheck.profile.${name}` })}
              </MenuItem>
            ))}
          </TextField>
          {itemIds ? (
            <Typography sx={{ alignSelf: 'center' }} data-testid="medicheck-run-picked">
              <FormattedMessage id="medicheck.run.picked" values={{ count: itemIds.length }} />
            </Typography>
          ) : (
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'medicheck.run.scope' })}
              value={scope}
              onChange={(event) => setScope(event.target.value as RunScope)}
              sx={{ minWidth: 200 }}
            >
              {(['unanalysed', 'all'] as const).map((name) => (
                <MenuItem key={name} value={name}>
                  {intl.formatMessage({ id: `medicheck.run.scope.${name}` })}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
        {estimate.isPending && (
          <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'app.loading' })} />
        )}
        {estimate.error && (
          <Alert severity="error">
            {errors.formText(estimate.error) ?? Object.values(errors.fieldTexts(estimate.error)).join(' ')}
          </Alert>
        )}
        {figures && !estimate.isPending && (
          <Box data-testid="medicheck-estimate">
            {noModel ? (
              <Alert severity="info">
                <FormattedMessage id="medicheck.run.noModel" />
              </Alert>
            ) : (
              <Typography>
                <FormattedMessage
                  id="medicheck.run.estimate"
                  values={{
                    items: figures.items,
                    tokens: intl.formatNumber(figures.tokens),
                    cost:
                      figures.cost === null
                        ? intl.formatMessage({ id: 'medicheck.run.costUnknown' })
                        : intl.formatNumber(figures.cost, {
                            style: 'currency',
                            currency: 'EUR',
                            maximumFractionDigits: 4,
                          }),
                    model: figures.model?.label ?? '–',
                  }}
                />
              </Typography>
            )}
            {refusal && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {refusal}
              </Alert>
            )}
            {!noModel && figures.items === 0 && (
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                <FormattedMessage id="medicheck.run.nothingToDo" />
              </Typography>
            )}
          </Box>
        )}
        {start.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.formText(start.error) ?? Object.values(errors.fieldTexts(start.error)).join(' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="medicheck.cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={!canStart}
          onClick={() => start.mutate({ profile, ...selection }, { onSuccess: onClose })}
        >
          <FormattedMessage id="medicheck.run.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
