import { redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import { routes } from '../../../generated/access.gen.ts'
import { canAccess } from '../../../shared/policy/can-access.ts'
import type { SessionActor } from '../../lib/session/session-context.tsx'
import { sessionUser, type SessionSnapshot } from '../../lib/session/session-machine.ts'

/** What every route's beforeLoad can read from the router. */
export interface RouterContext {
  readonly session: SessionActor
}

/** The session once it is no longer loading (a stored token is validated before routes open). */
function settledSession(session: SessionActor): Promise<SessionSnapshot> {
  return waitFor(session, (snapshot) => !snapshot.matches('loading'), { timeout: Infinity })
}

/**
 * beforeLoad of a signed-in route: no token, an expired or failed session, or a failing manifest
 * guard all send the user to /login (spec section 2, "Access rules").
 */
export function guardedRouteBeforeLoad(routeId: string) {
  const route = routes.find((candidate) => candidate.id === routeId)
  return async ({ context }: { context: RouterContext }): Promise<void> => {
    const user = sessionUser(await settledSession(context.session))
    if (!route || !user || !canAccess(user, route.access)) throw redirect({ to: '/login' })
  }
}

/** beforeLoad of a public route: /login sends a signed-in user to /. */
export function publicRouteBeforeLoad(_routeId: string) {
  return async ({ context }: { context: RouterContext }): Promise<void> => {
    if (sessionUser(await settledSession(context.session))) throw redirect({ to: '/' })
  }
}
