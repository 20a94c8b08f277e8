import { createRootRouteWithContext, createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { wantFeatureMessages } from '../../lib/i18n/message-store.ts'
import type { RouterContext } from './guards.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteErrorPage } from './route-error-page.tsx'

export { guardedRouteBeforeLoad, publicRouteBeforeLoad } from './guards.ts'

/** The root: progress bar, document branding, the 404 page and the error page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

/** Drawer, top bar and menu: loaded on demand so /login does not pay for them. */
export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: lazyRouteComponent(() => import('../layout/main-layout.tsx')),
})

export const blankLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'blank',
  component: Outlet,
})

/**
 * A page beyond the signed-in shell: its code, the feature texts of the catalogue and the data cache
 * load side by side, and it renders once all are there, under the cache (docs/decisions/0053, 0066).
 * The dashboard needs only the shell's texts and no cache, and uses `lazyRouteComponent` itself.
 */
export function lazyPage(page: number) {
  // The page's import comes from page-loaders.gen.ts, a small file of its own: its preload lists stay
  // out of the entry, which /login loads (decision 0093).
  const load = () =>
    import('../../../generated/page-loaders.gen.ts').then(({ pageLoaders }) => pageLoaders[page]!())
  return lazyRouteComponent(() =>
    Promise.all([load(), wantFeatureMessages(), import('../../lib/query/query-scope.tsx')]).then(
      ([module, , scope]) => ({
        default: scope.withQueryScope(module.default),
      }),
    ),
  )
}
