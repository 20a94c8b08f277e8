import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { serviceOf, startTestSession, testUser } from '../../testing/test-session.ts'
import { routes } from '../../../generated/access.gen.ts'
import { guardedRouteBeforeLoad, publicRouteBeforeLoad } from './guards.ts'

const guardOf = (routeId: string) => routes.find((route) => route.id === routeId)!.access

async function outcome(run: () => Promise<void>): Promise<string> {
  try {
    await run()
    return 'open'
  } catch (error) {
    if (isRedirect(error)) return `redirect ${error.options.to}`
    throw error
  }
}

async function settled(user: ReturnType<typeof testUser> | null, token?: string | null) {
  const session = startTestSession(user, token)
  await waitFor(session, (snapshot) => !snapshot.matches('loading'))
  return session
}

describe('route guards (spec section 2, "Access rules")', () => {
  it('sends a visitor without token to /login', async () => {
    const session = await settled(null, null)
    expect(await outcome(() => guardedRouteBeforeLoad(guardOf('dashboard'))({ context: { session: serviceOf(session) } }))).toBe('redirect /login')
  })

  it('sends an expired session to /login', async () => {
    const session = await settled(null, 'stale-token')
    expect(session.getSnapshot().value).toBe('expired')
    expect(await outcome(() => guardedRouteBeforeLoad(guardOf('dashboard'))({ context: { session: serviceOf(session) } }))).toBe('redirect /login')
  })

  it('sends a failed sign-in to /login', async () => {
    const session = await settled(null, null)
    session.send({ type: 'SIGN_IN', email: 'a', password: 'b' })
    await waitFor(session, (snapshot) => snapshot.matches('failed'))
    expect(await outcome(() => guardedRouteBeforeLoad(guardOf('user-settings'))({ context: { session: serviceOf(session) } }))).toBe('redirect /login')
  })

  it('waits while the stored token is checked, then opens the route', async () => {
    const session = startTestSession(testUser())
    expect(session.getSnapshot().matches('loading')).toBe(true)
    expect(await outcome(() => guardedRouteBeforeLoad(guardOf('dashboard'))({ context: { session: serviceOf(session) } }))).toBe('open')
  })

  it.each([
    ['user-registration', testUser({ role: 'ROOT', group: 'PARENT' }), 'open'],
    ['user-registration', testUser({ role: 'ADMIN', group: 'PARENT' }), 'redirect /login'],
    ['client-users', testUser({ role: 'ADMIN', group: 'BPI' }), 'open'],
    ['client-users', testUser({ role: 'WRITE', group: 'BPI' }), 'redirect /login'],
    ['logo-settings', testUser({ group: 'DEMO' }), 'open'],
    ['logo-settings', testUser({ group: 'NERES' }), 'redirect /login'],
    ['bpi-customizable-chatbot', testUser({ role: 'READ', group: 'BPI', features: ['expertMode'] }), 'open'],
    ['bpi-customizable-chatbot', testUser({ role: 'READ', group: 'BPI' }), 'redirect /login'],
  ])('applies the manifest guard of %s', async (routeId, user, expected) => {
    const session = await settled(user)
    expect(await outcome(() => guardedRouteBeforeLoad(guardOf(routeId))({ context: { session: serviceOf(session) } }))).toBe(expected)
  })

  it('sends a signed-in user from /login to /', async () => {
    const session = await settled(testUser())
    expect(await outcome(() => publicRouteBeforeLoad({ context: { session: serviceOf(session) } }))).toBe('redirect /')
  })

  it('opens /login to everyone else', async () => {
    const session = await settled(null, null)
    expect(await outcome(() => publicRouteBeforeLoad({ context: { session: serviceOf(session) } }))).toBe('open')
  })
})
