import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../../../generated/route-tree.gen.tsx'
import type { SessionService } from '../../lib/session/session-service.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RouteErrorPage } from './route-error-page.tsx'

/** The app's router; a server render gives it the page's address as a memory history (decision 0075). */
export function createAppRouter(session: SessionService, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history && { history }),
    context: { session },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    // A server render has no scroll to restore (and would write an inline script for it).
    scrollRestoration: !history,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    routeId?: string
    /** Message id of the route's title. */
    title?: string
  }
}
