import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { FormattedMessage } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'

export function DeleteAllDialog({ busy, onConfirm, onClose }: { busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="chat-history-delete-all-title">
      <DialogTitle id="chat-history-delete-all-title">
        <FormattedMessage id="chatHistory.deleteAllTitle" />
      </DialogTitle>
      <DialogContent>
        <FormattedMessage id="chatHistory.deleteAllConfirm" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          <FormattedMessage id="chatHistory.deleteAll" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
