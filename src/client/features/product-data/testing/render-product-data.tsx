import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import de from '../../../../generated/messages-de.gen.ts'
import en from '../../../../generated/messages-en.gen.ts'
import fr from '../../../../generated/messages-fr.gen.ts'
import { SessionProvider } from '../../../lib/session/session-context.tsx'
import type { SessionProfile } from '../../../lib/session/session-types.ts'
import { serviceOf, startTestSession, testUser } from '../../../testing/test-session.ts'

const CATALOGUES = { de, en, fr } as const

type Handler = (request: Request) => Response | Promise<Response>
export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Answers fetch by "METHOD /path" (no query); anything else is a 404. Returns the mock to inspect requests. */
export function serveApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url)
    const handler = routes[`${request.method} ${pathname}`]
    return handler ? handler(request) : json(404, { message: `no route ${request.method} ${pathname}` })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The requests fetch saw, as "METHOD /path?query". */
export const requestsOf = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.map(([request]) => {
    const url = new URL((request as Request).url)
    return `${(request as Request).method} ${url.pathname}${decodeURIComponent(url.search)}`
  })

/**
 * Renders `ui` as the only page of a memory router at `path`, with a signed-in user, a query cache
 * that does not retry, and the catalogue of `locale`.
 */
export async function renderProductData(
  ui: ReactNode,
  { path = '/', user = {}, locale = 'de' }: { path?: string; user?: Partial<SessionProfile>; locale?: keyof typeof CATALOGUES } = {},
) {
  const session = startTestSession(testUser({ group: 'PARENT', role: 'ADMIN', ...user }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  const result = render(
    <SessionProvider session={serviceOf(session)}>
      <IntlProvider locale={locale} messages={CATALOGUES[locale]}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </IntlProvider>
    </SessionProvider>,
  )
  return { ...result, router }
}
