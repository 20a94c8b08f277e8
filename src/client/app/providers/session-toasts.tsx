import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useSessionActor } from '../../lib/session/session-context.tsx'
import { showToast } from '../../lib/toast/toast-store.ts'

/** Shows the session's messages ('User and/or Password wrong', 'Invalid Token') as toasts. */
export function SessionToasts() {
  const actor = useSessionActor()
  const intl = useIntl()
  useEffect(() => {
    const subscription = actor.on('notify', (event) => showToast(intl.formatMessage({ id: event.messageId }), 'error'))
    return () => subscription.unsubscribe()
  }, [actor, intl])
  return null
}
