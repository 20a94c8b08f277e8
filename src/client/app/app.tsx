import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { AppErrorBoundary } from '../components/app-error-boundary.tsx'
import { PageDataContext, type PageData } from '../lib/page-data.ts'
import { createAppSession, type SessionService } from '../lib/session/session-context.tsx'
import { AppProviders } from './providers/app-providers.tsx'
import { createAppRouter, type AppRouter } from './router/router.ts'

interface AppProps {
  /** Made before rendering when the app takes over a server-rendered page (main.tsx, server-entry.tsx). */
  readonly session?: SessionService
  readonly router?: AppRouter
  readonly pageData?: PageData | null
}

/** The whole app: one session and one router. */
export function App({ session: givenSession, router: givenRouter, pageData = null }: AppProps) {
  const [session] = useState(() => givenSession ?? createAppSession())
  const [router] = useState(() => givenRouter ?? createAppRouter(session))
  return (
    <AppProviders session={session}>
      <AppErrorBoundary>
        <PageDataContext value={pageData}>
          <RouterProvider router={router} />
        </PageDataContext>
      </AppErrorBoundary>
    </AppProviders>
  )
}
