import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useSession } from '../../lib/session/session-context.tsx'
import { showToast } from '../../lib/toast/toast-store.ts'

/** Shows the session's messages ('User and/or Password wrong', 'Invalid Token') as toasts. */
export function SessionToasts() {
  const session = useSession()
  const intl = useIntl()
  useEffect(() => {
    const subscription = session.on('notify', (event) => showToast(intl.formatMessage({ id: event.messageId }), 'error'))
    return () => subscription.unsubscribe()
  }, [session, intl])
  return null
}
