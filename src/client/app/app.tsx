import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { AppErrorBoundary } from '../components/app-error-boundary.tsx'
import { createAppSession } from '../lib/session/session-context.tsx'
import { AppProviders } from './providers/app-providers.tsx'
import { createAppRouter } from './router/router.ts'

/** The whole app: one session and one router. */
export function App() {
  const [session] = useState(createAppSession)
  const [router] = useState(() => createAppRouter(session))
  return (
    <AppProviders session={session}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  )
}
