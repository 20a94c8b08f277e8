import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import { FormattedMessage } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'

/** Asks before a provider or model is deleted; `text` is the question in the user's language. */
export function ConfirmDeleteDialog({ text, pending, onConfirm, onClose }: { text: string; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}><FormattedMessage id="aiAdmin.cancel" /></Button>
        <Button color="error" variant="contained" disabled={pending} onClick={onConfirm}><FormattedMessage id="aiAdmin.delete" /></Button>
      </DialogActions>
    </Dialog>
  )
}
