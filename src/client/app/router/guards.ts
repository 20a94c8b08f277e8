import { redirect } from '@tanstack/react-router'
import type { Guard } from '../../../shared/manifest/types.ts'
import type { SessionService } from '../../lib/session/session-service.ts'

/** What every route's beforeLoad can read from the router. */
export interface RouterContext {
  readonly session: SessionService
}

/**
 * beforeLoad of a signed-in route, with the route's manifest guard (inlined by the compiler): no
 * token, an expired or failed session, or a failing guard all send the user to /login (spec
 * section 2, "Access rules").
 */
export function guardedRouteBeforeLoad(guard: Guard) {
  return async ({ context }: { context: RouterContext }): Promise<void> => {
    // A stored token is checked before any route opens. The policy comes with the signed-in files,
    // which every such route loads anyway: /login's first files do without it (decision 0093).
    const { user } = await context.session.settled()
    if (!user) throw redirect({ to: '/login' })
    const { canAccess } = await import('../../../shared/policy/can-access.ts')
    if (!canAccess(user, guard)) throw redirect({ to: '/login' })
  }
}

/** beforeLoad of a public route: /login sends a signed-in user to /. */
export async function publicRouteBeforeLoad({ context }: { context: RouterContext }): Promise<void> {
  if ((await context.session.settled()).user) throw redirect({ to: '/' })
}
