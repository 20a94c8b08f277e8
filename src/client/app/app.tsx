import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { AppErrorBoundary } from '../components/app-error-boundary.tsx'
import { createAppSession, type SessionService } from '../lib/session/session-context.tsx'
import { AppProviders } from './providers/app-providers.tsx'
import { createAppRouter, type AppRouter } from './router/router.ts'

/** The whole app: one session and one router, made before rendering when it takes over a server-rendered page (decision 0075). */
export function App(given: { session?: SessionService; router?: AppRouter }) {
  const [session] = useState(given.session ?? createAppSession)
  const [router] = useState(() => given.router ?? createAppRouter(session))
  return (
    <AppProviders session={session}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  )
}
