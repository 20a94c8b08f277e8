import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSession, useSessionUser } from '../../../lib/session/session-context.tsx'
import { useUpdateMe } from '../api/update-me.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'

/** The username, saved with PATCH /api/me; the session then reloads the profile. */
export function ProfileForm() {
  const intl = useIntl()
  const user = useSessionUser()
  const session = useSession()
  const [username, setUsername] = useState(user?.username ?? '')
  const update = useUpdateMe()
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(update.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { username },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'settings.saved' }), 'success')
          session.send({ type: 'GET_USER' })
        },
      },
    )
  }
  const formError = errors.formText(update.error)
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <TextField label={intl.formatMessage({ id: 'settings.email' })} value={user?.email ?? ''} disabled />
      <TextField
        label={intl.formatMessage({ id: 'settings.username' })}
        name="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={Boolean(fieldErrors.username)}
        helperText={fieldErrors.username}
        autoComplete="nickname"
      />
      <div>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          <FormattedMessage id="settings.save" />
        </Button>
      </div>
    </Stack>
  )
}
