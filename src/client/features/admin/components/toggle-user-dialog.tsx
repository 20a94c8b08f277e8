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
import { useUpdateUser } from '../api/update-user.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'

/** Confirms disabling or enabling a user. */
export function ToggleUserDialog({ user, onClose }: { user: components['schemas']['User']; onClose: () => void }) {
  const intl = useIntl()
  const update = useUpdateUser()
  const errors = useApiErrorText()
  const formError = errors.formText(update.error) ?? Object.values(errors.fieldTexts(update.error))[0]
  const disabling = !user.disabled
  const confirm = () =>
    update.mutate(
      { userId: user.id, body: { disabled: disabling } },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: disabling ? 'admin.userDisabled' : 'admin.userEnabled' }), 'success')
          onClose()
        },
      },
    )
  return (
    <Dialog open onClose={onClose} maxWidth="xs" aria-labelledby="toggle-user-title">
      <DialogTitle id="toggle-user-title">
        <FormattedMessage id={disabling ? 'admin.disableUser' : 'admin.enableUser'} />
      </DialogTitle>
      <DialogContent>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <DialogContentText>
          <FormattedMessage id={disabling ? 'admin.disableConfirm' : 'admin.enableConfirm'} values={{ email: user.email }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" color={disabling ? 'error' : 'primary'} onClick={confirm} disabled={update.isPending}>
          <FormattedMessage id={disabling ? 'admin.disableUser' : 'admin.enableUser'} />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
