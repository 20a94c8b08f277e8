import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'

/** A yes/no question about one user (disable, enable, lift a throttle): the action's name is title and button. */
export function ConfirmUserDialog(props: {
  action: ReactNode
  question: ReactNode
  error: string | null | undefined
  pending: boolean
  destructive?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.action}</DialogTitle>
      <DialogContent>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        <DialogContentText>{props.question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
          onClick={props.onConfirm}
          disabled={props.pending}
        >
          {props.action}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
