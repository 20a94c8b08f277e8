import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Feature, Group, Level } from '../../../../generated/access.gen.ts'
import { tenants } from '../../../../generated/tenants.gen.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { useCreateUser } from '../api/create-user.ts'
import { FeaturesField } from '../components/features-field.tsx'
import { assignableGroups, assignableRoles } from '../lib/admin-scope.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'

/** /admin/user-registration and /admin/client-user-registration: create a user in an allowed group. */
export default function UserRegistrationPage() {
  const intl = useIntl()
  const caller = useSessionUser()
  const titleId = useRouteTitleId() ?? 'page.userRegistration'
  const roles = caller ? assignableRoles(caller) : []
  const groups = caller ? assignableGroups(caller) : []
  const empty = {
    email: '',
    username: '',
    password: '',
    role: roles[roles.length - 1] ?? 'READ',
    group: caller?.group ?? '',
    features: [] as string[],
  }
  const [form, setForm] = useState(empty)
  const create = useCreateUser()
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(create.error)
  // 409 email.taken (to the ROOT of PARENT) or email.unavailable (to everyone else, decision 0086).
  if (
    create.error instanceof ApiError &&
    create.error.status === 409 &&
    create.error.code?.startsWith('email.') &&
    !fieldErrors.email
  ) {
    fieldErrors.email = errors.text({ code: create.error.code, message: create.error.message })
  }
  const formError =
    fieldErrors.email && create.error instanceof ApiError && create.error.status === 409
      ? null
      : errors.formText(create.error)
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { ...form, role: form.role as Level, group: form.group as Group, features: form.features as Feature[] },
      {
        onSuccess: (user) => {
          showToast(intl.formatMessage({ id: 'admin.userCreated' }, { email: user.email }), 'success')
          setForm(empty)
        },
      },
    )
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="admin.registrationHint" />}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, maxWidth: 720 }}>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          spacing={2.5}
          aria-label={intl.formatMessage({ id: titleId })}
        >
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            name="email"
            label={intl.formatMessage({ id: 'admin.email' })}
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
            autoComplete="off"
          />
          <TextField
            name="username"
            label={intl.formatMessage({ id: 'admin.username' })}
            value={form.username}
            onChange={(e) => set('username', e.target.value)}
            error={Boolean(fieldErrors.username)}
            helperText={fieldErrors.username}
            autoComplete="off"
          />
          <TextField
            name="password"
            type="password"
            label={intl.formatMessage({ id: 'admin.password' })}
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            error={Boolean(fieldErrors.password)}
            helperText={fieldErrors.password}
            autoComplete="new-password"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              name="role"
              label={intl.formatMessage({ id: 'admin.role' })}
              value={form.role}
              onChange={(e) => set('role', e.target.value)}
              error={Boolean(fieldErrors.role)}
              helperText={fieldErrors.role}
            >
              {roles.map((role) => (
                <MenuItem key={role} value={role}>
                  {role}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              name="group"
              label={intl.formatMessage({ id: 'admin.group' })}
              value={form.group}
              onChange={(e) => set('group', e.target.value)}
              disabled={groups.length < 2}
              error={Boolean(fieldErrors.group)}
              helperText={fieldErrors.group}
            >
              {groups.map((group) => (
                <MenuItem key={group} value={group}>
                  {tenants[group]?.displayName ?? group}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FeaturesField
            value={form.features}
            onChange={(features) => set('features', features)}
            error={fieldErrors.features}
          />
          <div>
            <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
              <FormattedMessage id="admin.createUser" />
            </Button>
          </div>
        </Stack>
      </Paper>
    </>
  )
}
