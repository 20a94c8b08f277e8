import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { usePassage } from '../api/search.ts'

type Chunk = { chunkId: number; unitKind: string; unitNumber: number | null; heading: string; text: string }

/** Where a passage sits: "Seite 3", "Folie 2", or its heading. */
export function usePlaceLabel() {
  const intl = useIntl()
  return (chunk: Pick<Chunk, 'unitKind' | 'unitNumber' | 'heading'>) =>
    chunk.unitNumber !== null && (chunk.unitKind === 'page' || chunk.unitKind === 'slide')
      ? intl.formatMessage({ id: `knowledge.place.${chunk.unitKind}` }, { number: chunk.unitNumber })
      : chunk.heading
}

/** The document at a passage: the passage highlighted between the one before and after (plain text, never HTML). */
export function PassageDialog({ chunkId, onClose }: { chunkId: number; onClose: () => void }) {
  const intl = useIntl()
  const passage = usePassage(chunkId)
  const place = usePlaceLabel()
  const block = (chunk: Chunk | null, highlighted: boolean) =>
    chunk && (
      <Typography key={chunk.chunkId} component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', p: 1.5, my: 1, borderRadius: 2, bgcolor: highlighted ? 'action.selected' : undefined, color: highlighted ? undefined : 'text.secondary' }}>
        <Typography variant="caption" component="div">
          {place(chunk)}
        </Typography>
        {chunk.text}
      </Typography>
    )
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{passage.data?.filename ?? intl.formatMessage({ id: 'app.loading' })}</DialogTitle>
      <DialogContent>
        {passage.isPending && <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {passage.isError && (
          <Alert severity="error">
            <FormattedMessage id="knowledge.passage.loadFailed" />
          </Alert>
        )}
        {passage.data && [block(passage.data.before, false), block(passage.data.passage, true), block(passage.data.after, false)]}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="knowledge.close" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
