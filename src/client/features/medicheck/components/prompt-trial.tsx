import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useItems } from '../api/get-items.ts'
import type { Profile } from '../api/medicheck-types.ts'
import { useTryPrompt } from '../api/try-prompt.ts'

/** The unsaved instruction run over one item: the validated output shown as text, nothing stored as a result. */
export function PromptTrial({ profile, instruction }: { profile: Profile; instruction: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const items = useItems({ limit: 50 })
  const trial = useTryPrompt()
  const [itemId, setItemId] = useState('')
  const outcome = trial.data
  return (
    <Box component="section" aria-labelledby="medicheck-trial-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="medicheck-trial-title" variant="h6" component="h2">
        <FormattedMessage id="medicheck.prompt.trial" />
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="medicheck.prompt.trialHint" />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'medicheck.prompt.trialItem' })}
          value={itemId}
          onChange={(event) => setItemId(event.target.value)}
          sx={{ minWidth: 280, maxWidth: '100%' }}
        >
          {(items.data?.items ?? []).map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.title}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!itemId || instruction.trim() === '' || trial.isPending}
          onClick={() => trial.mutate({ profile, instruction, itemId })}
        >
          <FormattedMessage id="medicheck.prompt.trialRun" />
        </Button>
      </Box>
      {items.data && items.data.items.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage id="medicheck.prompt.trialNoItems" />
        </Typography>
      )}
      {trial.error && (
        <Alert severity="error">
          {errors.formText(trial.error) ?? Object.values(errors.fieldTexts(trial.error)).join(' ')}
        </Alert>
      )}
      {outcome && (
        <Box data-testid="medicheck-trial-output">
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage
              id="medicheck.prompt.trialModel"
              values={{
                model: outcome.model.label,
                tokens: intl.formatNumber(outcome.tokensIn + outcome.tokensOut),
              }}
            />
          </Typography>
          {outcome.quotesDropped > 0 && (
            <Alert severity="info" sx={{ my: 1 }}>
              <FormattedMessage
                id="medicheck.prompt.quotesDropped"
                values={{ count: outcome.quotesDropped }}
              />
            </Alert>
          )}
          {outcome.output ? (
            <Box
              component="pre"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                p: 1.5,
                borderRadius: 2,
                bgcolor: 'action.hover',
                typography: 'body2',
                fontFamily: 'monospace',
              }}
            >
              {JSON.stringify(outcome.output, null, 2)}
            </Box>
          ) : (
            <Alert severity="warning">
              <FormattedMessage
                id="medicheck.prompt.trialNoOutput"
                values={{
                  reason: outcome.errorCode
                    ? errors.text({
                        code: outcome.errorCode,
                        message: outcome.errorDetail ?? outcome.errorCode,
                      })
                    : '–',
                }}
              />
            </Alert>
          )}
        </Box>
      )}
    </Box>
  )
}
