import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { DocumentBranding } from '../branding/document-branding.tsx'
import { ProgressBar } from '../../components/progress-bar.tsx'
import { useSession, useSessionStatus } from '../../lib/session/session-context.tsx'

/** Everything above the layouts: the progress bar of a navigation, title and favicon, and the way out after logout. */
export function RootLayout() {
  const router = useRouter()
  const session = useSession()
  const status = useSessionStatus()
  const navigating = useRouterState({ select: (state) => state.status === 'pending' })

  useEffect(() => {
    const subscription = session.on('signedOut', () => void router.navigate({ to: '/login' }))
    return () => subscription.unsubscribe()
  }, [router, session])

  return (
    <>
      <DocumentBranding />
      {/* While the session loads, the providers show the bar (app-providers.tsx). */}
      {navigating && status !== 'loading' && <ProgressBar />}
      <Outlet />
    </>
  )
}
