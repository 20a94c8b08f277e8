import { FormattedMessage, useIntl } from 'react-intl'
import type { components } from '../../../lib/api-types.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useUnlockUser } from '../api/unlock-user.ts'
import { ConfirmUserDialog } from './confirm-user-dialog.tsx'

/** Confirms lifting a user's sign-in throttle (failed sign-ins from every address stop counting). */
export function UnlockUserDialog({
  user,
  onClose,
}: {
  user: components['schemas']['User']
  onClose: () => void
}) {
  const intl = useIntl()
  const unlock = useUnlockUser()
  const errors = useApiErrorText()
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
    <ConfirmUserDialog
      action={<FormattedMessage id="admin.unlockUser" />}
      question={
        <FormattedMessage
          id="admin.unlockConfirm"
          values={{ email: user.email, failures: user.recentSigninFailures ?? 0 }}
        />
      }
      error={errors.formText(unlock.error)}
      pending={unlock.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
