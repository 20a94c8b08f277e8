import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import de from '../../generated/messages-de.gen.ts'
import { SessionProvider } from '../lib/session/session-context.tsx'
import type { SessionActor } from '../lib/session/session-service.ts'
import { serviceOf } from './test-session.ts'

/** Renders `ui` as the only page of a memory router at `path`, with German texts and a session. */
export async function renderInRouter(ui: ReactNode, { path = '/', session, messages = de }: { path?: string; session: SessionActor; messages?: Record<string, string> }) {
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  const result = render(
    <SessionProvider session={serviceOf(session)}>
      <IntlProvider locale="de" messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </SessionProvider>,
  )
  return { ...result, router }
}
