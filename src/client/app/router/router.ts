import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../../../generated/route-tree.gen.tsx'
import type { SessionService } from '../../lib/session/session-service.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RouteErrorPage } from './route-error-page.tsx'

export function createAppRouter(session: SessionService) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
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
