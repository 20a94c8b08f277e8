import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { readStorage, STORAGE_KEYS } from '../storage-keys.ts'
import { createSessionService, type SessionService, type SessionView } from './session-service.ts'
import type { SessionProfile, SessionStatus } from './session-types.ts'

export type { SessionService } from './session-service.ts'

/** The app's session: the machine loads now when a token is stored, else when it is first needed. */
export function createAppSession(): SessionService {
  return createSessionService(async () => (await import('./session-machine.ts')).startSession(readStorage(STORAGE_KEYS.token)), readStorage(STORAGE_KEYS.token))
}

const SessionContext = createContext<SessionService | null>(null)

export function SessionProvider({ session, children }: { session: SessionService; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function useSession(): SessionService {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used within a SessionProvider')
  return session
}

function useSessionView<T>(select: (view: SessionView) => T): T {
  const session = useSession()
  const read = () => select(session.getView())
  return useSyncExternalStore(session.subscribe, read, read)
}

export function useSessionStatus(): SessionStatus {
  return useSessionView((view) => view.status)
}

const subscribeToNothing = () => () => undefined

/** The signed-in user, or null, also outside a SessionProvider (components shown in isolation). */
export function useOptionalSessionUser(): SessionProfile | null {
  const session = useContext(SessionContext)
  const read = () => session?.getView().user ?? null
  return useSyncExternalStore(session?.subscribe ?? subscribeToNothing, read, read)
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionProfile | null {
  return useSessionView((view) => view.user)
}

export function useSessionToken(): string | null {
  return useSessionView((view) => view.token)
}
