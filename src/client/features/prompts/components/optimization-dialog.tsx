import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { promptVariableNames } from '../../../../shared/ai/prompt-variables.ts'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useOptimizationMutations, type Optimization } from '../api/optimizations.ts'

/** Edit a response-optimisation prompt's label and instruction, or add one (optimization null). */
export function OptimizationDialog({ optimization, onClose }: { optimization: Optimization | null; onClose: () => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const { save } = useOptimizationMutations()
  const [label, setLabel] = useState(optimization?.label ?? '')
  const [instruction, setInstruction] = useState(optimization?.instruction ?? '')
  const fields = errors.fieldTexts(save.error)
  const submit = () =>
    save.mutate(
      { id: optimization?.id ?? null, body: { label, instruction } },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'optimizations.saved' }), 'success')
          onClose()
        },
      },
    )
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <FormattedMessage id={optimization ? 'optimizations.edit' : 'optimizations.new'} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={intl.formatMessage({ id: 'optimizations.label' })} value={label} onChange={(e) => setLabel(e.target.value)} error={!!fields.label} helperText={fields.label ?? intl.formatMessage({ id: 'optimizations.labelHelp' })} />
          <TextField
            label={intl.formatMessage({ id: 'optimizations.instruction' })}
            value={instruction}
            onChange={(e) => setInstruction(e.target.value)}
            multiline
            minRows={4}
            error={!!fields.instruction}
            helperText={fields.instruction ?? intl.formatMessage({ id: 'optimizations.instructionHelp' }, { builtins: promptVariableNames.map((n) => `{{${n}}}`).join(', ') })}
          />
          {save.error && errors.formText(save.error) ? <Alert severity="error">{errors.formText(save.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="prompts.cancel" />
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          <FormattedMessage id="prompts.save" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
