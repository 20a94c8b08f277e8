import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { Feature, Level } from '../../../../generated/access.gen.ts'
import type { components } from '../../../lib/api-types.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useUpdateUser } from '../api/update-user.ts'
import { assignableRoles } from '../lib/admin-scope.ts'
import { FeaturesField } from './features-field.tsx'
import { showToast } from '../../../lib/toast/toast-store.ts'

type User = components['schemas']['User']

/** Role and features of one user; roles are offered only up to the caller's own. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const intl = useIntl()
  const caller = useSessionUser()
  const roles = caller ? assignableRoles(caller) : []
  const [role, setRole] = useState<Level>(user.role)
  const [features, setFeatures] = useState<string[]>(user.features)
  const update = useUpdateUser()
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(update.error)
  const formError = errors.formText(update.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { userId: user.id, body: { role, features: features as Feature[] } },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'admin.userUpdated' }), 'success')
          onClose()
        },
      },
    )
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-user-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="edit-user-title">
          <FormattedMessage id="admin.editUser" values={{ email: user.email }} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField select name="role" label={intl.formatMessage({ id: 'admin.role' })} value={role} onChange={(event) => setRole(event.target.value as Level)} error={Boolean(fieldErrors.role)} helperText={fieldErrors.role}>
              {(roles.includes(user.role) ? roles : [user.role, ...roles]).map((option) => (
                <MenuItem key={option} value={option} disabled={!roles.includes(option)}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <FeaturesField value={features} onChange={setFeatures} error={fieldErrors.features} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
