import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useChangePassword } from '../api/change-password.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'

/** Change of the own password; the server's rules and messages appear at the fields. */
export function PasswordForm() {
  const intl = useIntl()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const change = useChangePassword()
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(change.error)
  const formError = errors.formText(change.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('')
          setNewPassword('')
          showToast(intl.formatMessage({ id: 'settings.passwordChanged' }), 'success')
        },
      },
    )
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <TextField
        type="password"
        name="currentPassword"
        label={intl.formatMessage({ id: 'settings.currentPassword' })}
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={Boolean(fieldErrors.currentPassword)}
        helperText={fieldErrors.currentPassword}
        autoComplete="current-password"
      />
      <TextField
        type="password"
        name="newPassword"
        label={intl.formatMessage({ id: 'settings.newPassword' })}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={Boolean(fieldErrors.newPassword)}
        helperText={fieldErrors.newPassword}
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          <FormattedMessage id="settings.changePassword" />
        </Button>
      </div>
    </Stack>
  )
}
