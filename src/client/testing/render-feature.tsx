import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import de from '../../generated/messages-de.gen.ts'
import { SessionProvider } from '../lib/session/session-context.tsx'
import type { SessionProfile } from '../lib/session/session-types.ts'
import { serviceOf, startTestSession, testUser } from './test-session.ts'

type Handler = (request: Request) => Response | Promise<Response>
export const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Answers fetch by "METHOD /path"; anything else is a 404. */
export function serveApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url)
    const handler = routes[`${request.method} ${pathname}`]
    return handler ? handler(request) : json(404, { message: `no route ${request.method} ${pathname}`, code: 'notFound' })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** `ui` as the only page of a memory router, German texts, a signed-in BPI admin (or `user`), no query retries. */
export async function renderFeature(ui: ReactNode, user: Partial<SessionProfile> = {}) {
  const session = startTestSession(testUser({ group: 'BPI', role: 'ADMIN', username: 'Erika', ...user }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const router = createRouter({ routeTree: createRootRoute({ component: () => <>{ui}</> }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  return render(
    <SessionProvider session={serviceOf(session)}>
      <IntlProvider locale="de" messages={de}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </IntlProvider>
    </SessionProvider>,
  )
}
