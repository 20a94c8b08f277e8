import { useSelector } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import { readStorage, STORAGE_KEYS } from '../storage-keys.ts'
import { sessionMachine, sessionStatus, sessionUser } from './session-machine.ts'
import type { SessionProfile, SessionStatus } from './session-types.ts'

export type SessionActor = ActorRefFrom<typeof sessionMachine>

/** The app's session actor, starting from the token stored in the browser (if any). */
export function createSessionActor(machine: typeof sessionMachine = sessionMachine): SessionActor {
  return createActor(machine, { input: { token: readStorage(STORAGE_KEYS.token) } })
}

const SessionActorContext = createContext<SessionActor | null>(null)

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext)
  if (!actor) throw new Error('useSessionActor must be used within a SessionProvider')
  return actor
}

export function useSessionStatus(): SessionStatus {
  return useSelector(useSessionActor(), sessionStatus)
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionProfile | null {
  return useSelector(useSessionActor(), sessionUser)
}

export function useSessionToken(): string | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.token)
}
