import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { components } from '../../../lib/api-types.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useUnlockUser } from '../api/unlock-user.ts'

/** Confirms lifting a user's sign-in throttle (failed sign-ins from every address stop counting). */
export function UnlockUserDialog({ user, onClose }: { user: components['schemas']['User']; onClose: () => void }) {
  const intl = useIntl()
  const unlock = useUnlockUser()
  const errors = useApiErrorText()
  const formError = errors.formText(unlock.error)
  const confirm = () =>
    unlock.mutate(
      { userId: user.id },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'admin.userUnlocked' }), 'success')
          onClose()
        },
      },
    )
  return (
    <Dialog open onClose={onClose} maxWidth="xs" aria-labelledby="unlock-user-title">
      <DialogTitle id="unlock-user-title">
        <FormattedMessage id="admin.unlockUser" />
      </DialogTitle>
      <DialogContent>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <DialogContentText>
          <FormattedMessage id="admin.unlockConfirm" values={{ email: user.email, failures: user.recentSigninFailures ?? 0 }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={confirm} disabled={unlock.isPending}>
          <FormattedMessage id="admin.unlockUser" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
