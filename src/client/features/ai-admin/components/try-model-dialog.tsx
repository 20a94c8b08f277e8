// "Try this model": a short chat with a model of the catalogue, before any tenant allows it (the ROOT
// of PARENT, who just added it, has no assistant to try it with). Each turn goes through the gateway
// and into the usage ledger (tool model-try); the chat lives only in this dialog.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useTryModel, type AiModel, type TryTurn } from '../api/ai-admin-api.ts'

/** Turns kept and sent: the API takes at most 12, the newest question last. */
const MAX_TURNS = 11

export function TryModelDialog({ model, onClose }: { model: AiModel; onClose: () => void }) {
  const intl = useIntl()
  const [turns, setTurns] = useState<TryTurn[]>([])
  const [question, setQuestion] = useState('')
  const [usage, setUsage] = useState<{ inputTokens: number; outputTokens: number; latencyMs: number } | null>(
    null,
  )
  const tryModel = useTryModel()
  const errors = useApiErrorText()
  const describe = (error: unknown) => {
    // The gateway's ai.* codes have texts of their own in the catalogue.
    const code = (error as { code?: string } | null)?.code
    return code && code in intl.messages ? intl.formatMessage({ id: code }) : errors.formText(error)
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    const content = question.trim()
    if (content === '' || tryModel.isPending) return
    const asked = [...turns, { role: 'user' as const, content }].slice(-MAX_TURNS)
    setTurns(asked)
    setQuestion('')
    tryModel.mutate(
      { modelId: model.id, messages: asked },
      {
        onSuccess: (answer) => {
          setTurns([...asked, { role: 'assistant', content: answer.text }])
          setUsage(answer)
        },
      },
    )
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="try-model-title">
      <form noValidate onSubmit={send}>
        <DialogTitle id="try-model-title">
          <FormattedMessage id="aiAdmin.tryTitle" values={{ name: model.displayName }} />
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            <FormattedMessage id="aiAdmin.tryHint" />
          </Typography>
          <Stack
            spacing={1}
            role="log"
            aria-label={intl.formatMessage({ id: 'aiAdmin.tryLog' })}
            sx={{ mb: 2 }}
          >
            {turns.map((turn, index) => (
              <Typography
                key={index}
                variant="body2"
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontWeight: turn.role === 'user' ? 600 : 400,
                }}
              >
                {turn.content}
              </Typography>
            ))}
          </Stack>
          {tryModel.isPending && (
            <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
          )}
          {tryModel.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {describe(tryModel.error)}
            </Alert>
          )}
          {usage && !tryModel.isPending && (
            <Typography
              variant="caption"
              color="textSecondary"
              role="status"
              sx={{ display: 'block', mb: 1 }}
            >
              <FormattedMessage
                id="aiAdmin.tryUsage"
                values={{
                  tokensIn: usage.inputTokens,
                  tokensOut: usage.outputTokens,
                  seconds: usage.latencyMs / 1000,
                }}
              />
            </Typography>
          )}
          <TextField
            fullWidth
            multiline
            maxRows={6}
            label={intl.formatMessage({ id: 'aiAdmin.tryQuestion' })}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="aiAdmin.close" />
          </Button>
          <Button type="submit" variant="contained" disabled={tryModel.isPending || question.trim() === ''}>
            <FormattedMessage id="aiAdmin.trySend" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
