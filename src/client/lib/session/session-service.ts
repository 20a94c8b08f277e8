// The app's handle on the session machine (decision 0004). The machine, and XState with it, load on
// demand: at once when a token is stored (the session then starts in loading, as the spec says), and
// otherwise at the first sign-in or the first keystroke or click on the login form, so /login
// renders without them. Until the machine is there the session is what the machine's first state
// would be without a token: idle, no user. A page the server rendered signed in has the stored
// token's lookup answered already: its session starts succeeded, and the machine loads only when
// something is sent to it (app/take-over-page.tsx, decision 0079). A page the app draws itself with a
// token stored does the same with the boot script's answer to that lookup, when it names the user
// (session-context.tsx, decision 0093).
import type { ActorRefFrom } from 'xstate'
import type { SessionEmitted, SessionEvent, sessionMachine, SessionSnapshot } from './session-machine.ts'
import type { SessionProfile, SessionStatus } from './session-types.ts'

export type SessionActor = ActorRefFrom<typeof sessionMachine>

/** What the app reads of the session. */
export interface SessionView {
  readonly status: SessionStatus
  /** The signed-in user, or null. */
  readonly user: SessionProfile | null
  readonly token: string | null
}

type EmittedType = SessionEmitted['type']
type EmittedOf<T extends EmittedType> = Extract<SessionEmitted, { type: T }>

export interface SessionService {
  getView(): SessionView
  /** Calls `listener` after every change of the view; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  send(event: SessionEvent): void
  /** The machine's emitted events: a toast to show, or the user leaving. */
  on<T extends EmittedType>(type: T, handler: (event: EmittedOf<T>) => void): { unsubscribe(): void }
  /** Starts loading the machine if it is not there yet. */
  preload(): void
  /** The view once it is not loading (a stored token has been checked or a sign-in answered). */
  settled(): Promise<SessionView>
}

/**
 * What an answer the page already holds makes of the session (presume-session.ts): the view it gives
 * (null when it names no user), and the machine's loader that goes with it.
 */
export interface PresumedSession {
  readonly view: SessionView | null
  readonly load: () => Promise<LoadedSession>
}

/** A started session actor and how to read its snapshots. */
export interface LoadedSession {
  readonly actor: SessionActor
  readonly view: (snapshot: SessionSnapshot) => SessionView
}

const SIGNED_OUT: SessionView = { status: 'idle', user: null, token: null }

/**
 * The session behind `load`. With `storedToken` the machine loads at once and the view starts in
 * loading; without, it stays idle until `send` or `preload`. `started` is a machine already running
 * (tests, the server's renderer). With `presumed`, the view the machine would reach with an answer the
 * page already holds, the view starts there and the machine loads on the first `send` or `preload`.
 * With `early`, an answer still on its way: the view stays in loading until it comes, then starts at
 * its presumed view (the machine loaded as above), or, when it has none, the machine loads at once;
 * either by the answer's own loader.
 */
export function createSessionService(
  load: () => Promise<LoadedSession>,
  storedToken: string | null,
  started?: LoadedSession,
  presumed?: SessionView,
  early?: Promise<PresumedSession | null>,
): SessionService {
  let view: SessionView =
    presumed ?? (storedToken ? { status: 'loading', user: null, token: storedToken } : SIGNED_OUT)
  let loader = load
  let loaded: LoadedSession | null = null
  let loading: Promise<LoadedSession> | null = null
  const listeners = new Set<() => void>()
  const handlers = new Map<EmittedType, Set<(event: SessionEmitted) => void>>()

  const setView = (next: SessionView) => {
    if (next.status === view.status && next.user === view.user && next.token === view.token) return
    view = next
    for (const listener of [...listeners]) listener()
  }
  const emit = (event: SessionEmitted) => {
    for (const handler of [...(handlers.get(event.type) ?? [])]) handler(event)
  }
  const attach = (session: LoadedSession) => {
    loaded = session
    session.actor.subscribe((snapshot) => setView(session.view(snapshot)))
    session.actor.on('notify', emit)
    session.actor.on('signedOut', emit)
    setView(session.view(session.actor.getSnapshot()))
  }
  const ensure = (): Promise<LoadedSession> => {
    loading ??= loader().then(
      (session) => {
        attach(session)
        return session
      },
      (error: unknown) => {
        // The chunk did not arrive (offline, a deploy): the next attempt loads again.
        loading = null
        throw error
      },
    )
    return loading
  }
  if (started) {
    attach(started)
    loading = Promise.resolve(started)
  } else if (early)
    void early
      .catch(() => null)
      .then((answer) => {
        // Something sent before the answer came has loaded the machine already.
        if (loading) return
        if (answer) loader = answer.load
        if (answer?.view) setView(answer.view)
        else void ensure().catch(() => setView(SIGNED_OUT))
      })
  else if (storedToken && !presumed) void ensure().catch(() => setView(SIGNED_OUT))

  return {
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    send(event) {
      if (loaded) loaded.actor.send(event)
      else
        ensure().then(
          (session) => session.actor.send(event),
          () => emit({ type: 'notify', messageId: 'app.loadFailed' }),
        )
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set()
      handlers.set(type, set)
      const wrapped = handler as (event: SessionEmitted) => void
      set.add(wrapped)
      return { unsubscribe: () => set.delete(wrapped) }
    },
    preload() {
      void ensure().catch(() => {})
    },
    settled() {
      if (view.status !== 'loading') return Promise.resolve(view)
      return new Promise((resolve) => {
        const unsubscribe = this.subscribe(() => {
          if (view.status === 'loading') return
          unsubscribe()
          resolve(view)
        })
      })
    },
  }
}

/** A service around an actor that is already started (tests, or a machine with other actors). */
export function sessionServiceFromActor(actor: SessionActor, view: LoadedSession['view']): SessionService {
  const session = { actor, view }
  return createSessionService(() => Promise.resolve(session), null, session)
}
