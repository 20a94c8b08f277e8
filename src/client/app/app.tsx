import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { AppErrorBoundary } from '../components/app-error-boundary.tsx'
import { createSessionActor } from '../lib/session/session-context.tsx'
import { AppProviders } from './providers/app-providers.tsx'
import { createAppRouter } from './router/router.ts'

/** The whole app: one session actor and one router. */
export function App() {
  const [session] = useState(() => {
    const actor = createSessionActor()
    actor.start()
    return actor
  })
  const [router] = useState(() => createAppRouter(session))
  return (
    <AppProviders session={session}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  )
}
