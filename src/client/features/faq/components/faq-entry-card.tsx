import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useDeleteFaqEntry } from '../api/delete-faq-entry.ts'
import type { FaqEntry } from '../api/get-faq-entries.ts'
import { useUpdateFaqEntry } from '../api/update-faq-entry.ts'
import { FaqCitations } from './faq-citations.tsx'

const statusColor = { draft: 'default', approved: 'info', published: 'success' } as const

/**
 * One question-and-answer pair: its status and origin, the answer as plain text (model and document
 * words are data, never markup), its sources; edit in place, approve or send back, delete.
 */
export function FaqEntryCard({ entry }: { entry: FaqEntry }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const update = useUpdateFaqEntry()
  const remove = useDeleteFaqEntry()
  const [editing, setEditing] = useState(false)
  const [question, setQuestion] = useState(entry.question)
  const [answer, setAnswer] = useState(entry.answer)
  const [confirming, setConfirming] = useState(false)
  const fieldErrors = errors.fieldTexts(update.error)
  const formError = errors.formText(update.error) ?? errors.formText(remove.error)

  const save = () =>
    update.mutate(
      { entryId: entry.id, question, answer },
      { onSuccess: () => (setEditing(false), showToast(intl.formatMessage({ id: 'faq.saved' }), 'success')) },
    )
  const startEditing = () => {
    setQuestion(entry.question)
    setAnswer(entry.answer)
    update.reset()
    setEditing(true)
  }

  return (
    <Paper variant="outlined" component="article" aria-label={entry.question} sx={{ p: 2 }} data-testid="faq-entry">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
        <Chip size="small" color={statusColor[entry.status]} label={intl.formatMessage({ id: `faq.status.${entry.status}` })} />
        <Chip size="small" variant="outlined" label={entry.origin === 'users' ? intl.formatMessage({ id: 'faq.origin.users' }, { count: entry.askedCount }) : intl.formatMessage({ id: 'faq.origin.documents' })} />
        {entry.quoted && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'faq.quoted' })} />}
        {entry.edited && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'faq.edited' })} />}
      </Box>
      {editing ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
          <TextField label={intl.formatMessage({ id: 'faq.question' })} value={question} onChange={(event) => setQuestion(event.target.value)} error={!!fieldErrors.question} helperText={fieldErrors.question} fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
          <TextField label={intl.formatMessage({ id: 'faq.answer' })} value={answer} onChange={(event) => setAnswer(event.target.value)} error={!!fieldErrors.answer} helperText={fieldErrors.answer} fullWidth multiline minRows={3} slotProps={{ htmlInput: { maxLength: 10000 } }} />
        </Box>
      ) : (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {entry.question}
          </Typography>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
            {entry.answer}
          </Typography>
          <FaqCitations citations={entry.citations} />
        </>
      )}
      {formError && (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {formError}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {editing ? (
          <>
            <Button variant="contained" size="small" onClick={save} disabled={update.isPending || question.trim() === '' || answer.trim() === ''}>
              <FormattedMessage id="faq.save" />
            </Button>
            <Button size="small" onClick={() => setEditing(false)}>
              <FormattedMessage id="faq.cancel" />
            </Button>
          </>
        ) : (
          <>
            <Button size="small" variant="outlined" onClick={startEditing}>
              <FormattedMessage id="faq.edit" />
            </Button>
            {entry.status === 'draft' ? (
              <Button size="small" variant="outlined" disabled={update.isPending} onClick={() => update.mutate({ entryId: entry.id, status: 'approved' })}>
                <FormattedMessage id="faq.approve" />
              </Button>
            ) : (
              <Button size="small" disabled={update.isPending} onClick={() => update.mutate({ entryId: entry.id, status: 'draft' })}>
                <FormattedMessage id="faq.unapprove" />
              </Button>
            )}
            <Button size="small" color="error" onClick={() => setConfirming(true)}>
              <FormattedMessage id="faq.delete" />
            </Button>
          </>
        )}
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>
          <FormattedMessage id="faq.deleteTitle" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="faq.deleteText" values={{ question: entry.question }} />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>
            <FormattedMessage id="faq.cancel" />
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(entry.id, { onSuccess: () => (setConfirming(false), showToast(intl.formatMessage({ id: 'faq.deleted' }), 'success')), onError: () => setConfirming(false) })}
          >
            <FormattedMessage id="faq.delete" />
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  )
}
