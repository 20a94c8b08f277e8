import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { readStorage, STORAGE_KEYS } from '../storage-keys.ts'
import { createSessionService, type SessionService, type SessionView } from './session-service.ts'
import type { SessionProfile, SessionStatus } from './session-types.ts'

export type { SessionService } from './session-service.ts'

/**
 * The app's session: with a token stored, the boot script's answer to its lookup decides (signed in
 * without the machine, or the machine loaded at once, presume-session.ts, decision 0093); without,
 * the machine loads when it is first needed.
 */
export function createAppSession(): SessionService {
  const token = readStorage(STORAGE_KEYS.token)
  return createSessionService(
    async () => (await import('./session-machine.ts')).startSession(readStorage(STORAGE_KEYS.token)),
    token,
    undefined,
    undefined,
    token
      ? import('./api/presume-session.ts').then((module) => module.sessionFromEarlyAnswer(token))
      : undefined,
  )
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
