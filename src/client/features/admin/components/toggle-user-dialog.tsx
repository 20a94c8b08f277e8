import { FormattedMessage, useIntl } from 'react-intl'
import type { components } from '../../../lib/api-types.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useUpdateUser } from '../api/update-user.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { ConfirmUserDialog } from './confirm-user-dialog.tsx'

/** Confirms disabling or enabling a user. */
export function ToggleUserDialog({
  user,
  onClose,
}: {
  user: components['schemas']['User']
  onClose: () => void
}) {
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
          showToast(
            intl.formatMessage({ id: disabling ? 'admin.userDisabled' : 'admin.userEnabled' }),
            'success',
          )
          onClose()
        },
      },
    )
  return (
    <ConfirmUserDialog
      action={<FormattedMessage id={disabling ? 'admin.disableUser' : 'admin.enableUser'} />}
      question={
        <FormattedMessage
          id={disabling ? 'admin.disableConfirm' : 'admin.enableConfirm'}
          values={{ email: user.email }}
        />
      }
      error={formError}
      pending={update.isPending}
      destructive={disabling}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
