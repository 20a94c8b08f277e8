import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { components } from '../../../lib/api-types.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useResetUserPassword } from '../api/reset-user-password.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'

/** Sets a new password for a user; the server's rules show at the field. */
export function ResetPasswordDialog({ user, onClose }: { user: components['schemas']['User']; onClose: () => void }) {
  const intl = useIntl()
  const [newPassword, setNewPassword] = useState('')
  const reset = useResetUserPassword()
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(reset.error)
  const formError = errors.formText(reset.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    reset.mutate(
      { userId: user.id, newPassword },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'admin.passwordReset' }), 'success')
          onClose()
        },
      },
    )
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reset-password-title">
          <FormattedMessage id="admin.resetPassword" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <FormattedMessage id="admin.resetPasswordFor" values={{ email: user.email }} />
          </DialogContentText>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <TextField
            fullWidth
            autoFocus
            type="password"
            name="newPassword"
            label={intl.formatMessage({ id: 'settings.newPassword' })}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            error={Boolean(fieldErrors.newPassword)}
            helperText={fieldErrors.newPassword}
            autoComplete="new-password"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={reset.isPending}>
            <FormattedMessage id="admin.resetPassword" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
