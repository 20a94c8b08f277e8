import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'
import de from '../../../generated/messages-de.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import { product, tenants } from '../../../generated/tenants.gen.ts'
import { SessionProvider } from '../../lib/session/session-context.tsx'
import type { SessionProfile } from '../../lib/session/session-types.ts'
import { serviceOf, startTestSession, testUser } from '../../testing/test-session.ts'
import { DocumentBranding } from './document-branding.tsx'
import { PageTitleFromRoute } from './page-title-from-route.tsx'

/**
 * DocumentBranding above three routes as the generated tree declares them: two with titles, the
 * sign-in without; the page's part named as the signed-in layout names it (PageTitleFromRoute).
 */
async function renderAt(path: string, user: SessionProfile | null, locale: 'de' | 'fr' = 'de') {
  const root = createRootRoute({
    component: () => (
      <>
        <DocumentBranding />
        {user && <PageTitleFromRoute />}
        <Outlet />
      </>
    ),
  })
  const routes = [
    createRoute({
      getParentRoute: () => root,
      path: '/',
      staticData: { routeId: 'dashboard', title: 'page.dashboard' },
    }),
    // A title that follows the convention is left out of the tree (page.<routeId in camelCase>).
    createRoute({
      getParentRoute: () => root,
      path: '/ai-services/data-pool',
      staticData: { routeId: 'data-pool' },
    }),
    createRoute({ getParentRoute: () => root, path: '/login' }),
  ]
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const wrap = (ui: ReactNode) => (
    <SessionProvider session={serviceOf(startTestSession(user))}>
      <IntlProvider locale={locale} messages={locale === 'fr' ? fr : de}>
        {ui}
      </IntlProvider>
    </SessionProvider>
  )
  render(wrap(<RouterProvider router={router} />))
  return router
}

// The built index.html carries the product's favicon inline, naming its file in data-src
// (vite.config.ts, decision 0058), so the first load asks for no favicon file.
const INLINE = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'

function inlineFavicon(): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'icon'
  link.type = 'image/svg+xml'
  link.href = INLINE
  link.dataset.src = product.defaultFavicon
  document.head.appendChild(link)
  return link
}

describe('DocumentBranding', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove()))

  it('keeps the inline product favicon signed out instead of asking for its file', async () => {
    const link = inlineFavicon()
    await renderAt('/login', null)
    await waitFor(() => expect(document.title).toBe(product.defaultTitle))
    expect(link.getAttribute('href')).toBe(INLINE)
  })

  it("replaces it with the group's favicon once a user of that group is signed in", async () => {
    const link = inlineFavicon()
    const user = testUser({ group: 'BPI' })
    const bpiFavicon = tenants.BPI!.favicon
    await renderAt('/', user)
    await waitFor(() => expect(link.getAttribute('href')).toBe(bpiFavicon))
    expect(link.dataset.src).toBeUndefined()
    expect(bpiFavicon).not.toBe(product.defaultFavicon)
  })

  it('names the page, then the group, on every route, and follows a navigation', async () => {
    const router = await renderAt('/ai-services/data-pool', testUser({ group: 'DEMO' }))
    await waitFor(() => expect(document.title).toBe('Datenpool · DEMO - KI Innovationen'))
    await act(() => router.navigate({ to: '/' }))
    await waitFor(() => expect(document.title).toBe('Anwendungen · DEMO - KI Innovationen'))
  })

  it("speaks the group's language in the tab", async () => {
    await renderAt('/ai-services/data-pool', testUser({ group: 'NERES' }), 'fr')
    await waitFor(() => expect(document.title).toBe('Pool de données · NERES - Innovations en IA'))
  })
})
