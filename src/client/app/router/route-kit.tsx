// Skeleton: the browser-app work replaces this with the real layouts and guards.
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router'

export const rootRoute = createRootRoute({ component: Outlet })
export const mainLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'main', component: Outlet })
export const blankLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'blank', component: Outlet })
export const guardedRouteBeforeLoad = (_routeId: string) => () => {}
export const publicRouteBeforeLoad = (_routeId: string) => () => {}
