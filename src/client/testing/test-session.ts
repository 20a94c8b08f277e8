import { createActor, fromPromise } from 'xstate'
import { sessionMachine, sessionView } from '../lib/session/session-machine.ts'
import { sessionServiceFromActor, type SessionActor, type SessionService } from '../lib/session/session-service.ts'
import type { SessionProfile } from '../lib/session/session-types.ts'

export const testUser = (overrides: Partial<SessionProfile> = {}): SessionProfile => ({
  id: 'u1',
  username: 'Ada',
  email: 'ada@example.test',
  role: 'ADMIN',
  group: 'BPI',
  features: [],
  ...overrides,
})

/** A session actor whose lookup answers with `user` (or fails when user is null), started. */
export function startTestSession(user: SessionProfile | null, token: string | null = user ? 'tok' : null): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      getUser: fromPromise(async () => {
        if (!user) throw new Error('Invalid Token')
        return user
      }),
      signIn: fromPromise(async () => {
        if (!user) throw new Error('User and/or Password wrong')
        return { ...user, token: 'tok' }
      }),
      signOut: fromPromise(async (): Promise<void> => {}),
    },
  })
  const actor = createActor(machine, { input: { token } })
  actor.start()
  return actor
}

/** The app's handle on a test session actor. */
export const serviceOf = (actor: SessionActor): SessionService => sessionServiceFromActor(actor, sessionView)
