import { createActor, fromPromise } from 'xstate'
import type { SessionActor } from '../lib/session/session-context.tsx'
import { sessionMachine } from '../lib/session/session-machine.ts'
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
