import { assign, createActor, emit, fromPromise, setup, spawnChild, waitFor, type SnapshotFrom } from 'xstate'
import { isPassingFailure } from '../api/api-error.ts'
import { MAX_RETRIES, retryDelay } from '../api/backoff.ts'
import { clearSessionStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage-keys.ts'
import type { SignInInput } from './api/sign-in.ts'
import type { LoadedSession, SessionView } from './session-service.ts'
import type { SessionProfile, SessionStatus } from './session-types.ts'

export interface SessionContext extends SessionProfile {
  readonly token: string | null
  /** Retries of the current-user lookup spent on passing failures. */
  readonly retries: number
}

export type SessionEvent =
  | ({ type: 'SIGN_IN' } & SignInInput)
  | { type: 'GET_USER' }
  | { type: 'LOGOUT' }

/** Events the machine reports to the app: a toast to show, or the user leaving. */
export type SessionEmitted = { type: 'notify'; messageId: string } | { type: 'signedOut' }

const EMPTY_PROFILE: SessionProfile = { id: '', username: '', email: '', role: '', group: '', features: [] }

/**
 * The session of spec section 4. Statuses are the top-level states; `loading` holds the request in
 * flight (sign-in, or the current-user lookup with its retries on passing failures).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token: string | null },
    emitted: {} as SessionEmitted,
  },
  // The HTTP client loads with the first request, so /login renders without it.
  actors: {
    signIn: fromPromise<SessionProfile & { token: string }, SignInInput>(async ({ input }) => (await import('./api/sign-in.ts')).signIn(input)),
    getUser: fromPromise<SessionProfile, { token: string }>(async ({ input }) => (await import('./api/get-user.ts')).getUser(input.token)),
    signOut: fromPromise<void, { token: string | null }>(async ({ input }) => (await import('./api/sign-out.ts')).signOut(input.token)),
  },
  actions: {
    clearTokenAndRole: assign({ token: null, role: '' }),
    removeStoredToken: () => removeStorage(STORAGE_KEYS.token),
    storeToken: assign((_, params: { token: string }) => {
      writeStorage(STORAGE_KEYS.token, params.token)
      return { token: params.token }
    }),
    setProfile: assign((_, profile: SessionProfile) => ({
      id: profile.id,
      username: profile.username,
      email: profile.email,
      role: profile.role,
      group: profile.group,
      features: [...profile.features],
    })),
    clearProfile: assign({ ...EMPTY_PROFILE, token: null, retries: 0 }),
    clearBrowserSession: () => clearSessionStorage(),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    notify: emit((_, params: { messageId: string }) => ({ type: 'notify' as const, messageId: params.messageId })),
    announceSignedOut: emit({ type: 'signedOut' as const }),
    signOutOnServer: spawnChild('signOut', { input: ({ context }) => ({ token: context.token }) }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    mayRetry: ({ context }, params: { error: unknown }) => context.retries < MAX_RETRIES && isPassingFailure(params.error),
  },
  delays: {
    retryDelay: ({ context }) => retryDelay(context.retries - 1),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...EMPTY_PROFILE, token: input.token, retries: 0 }),
  initial: 'idle',
  on: {
    LOGOUT: {
      target: '.idle',
      actions: ['signOutOnServer', 'clearBrowserSession', 'clearProfile', 'announceSignedOut'],
    },
  },
  states: {
    idle: {
      // A stored token is validated before anything else: the session starts in loading.
      always: { guard: 'hasToken', target: 'loading.lookup' },
      on: { SIGN_IN: { target: 'loading.signIn', actions: ['clearTokenAndRole', 'removeStoredToken'] } },
    },
    loading: {
      initial: 'lookup',
      states: {
        signIn: {
          invoke: {
            src: 'signIn',
            input: ({ event }) => (event.type === 'SIGN_IN' ? { email: event.email, password: event.password } : { email: '', password: '' }),
            onDone: {
              target: '#session.succeeded',
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                { type: 'setProfile', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: '#session.failed',
              actions: ['clearTokenAndRole', 'removeStoredToken', { type: 'notify', params: { messageId: 'session.signInFailed' } }],
            },
          },
        },
        lookup: {
          invoke: {
            src: 'getUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#session.succeeded',
              actions: ['resetRetries', { type: 'setProfile', params: ({ event }) => event.output }],
            },
            onError: [
              { guard: { type: 'mayRetry', params: ({ event }) => ({ error: event.error }) }, target: 'waiting', actions: 'countRetry' },
              {
                target: '#session.expired',
                actions: ['clearTokenAndRole', 'removeStoredToken', 'resetRetries', { type: 'notify', params: { messageId: 'session.invalidToken' } }],
              },
            ],
          },
        },
        waiting: { after: { retryDelay: 'lookup' } },
      },
    },
    succeeded: {
      on: {
        SIGN_IN: { target: 'loading.signIn', actions: ['clearTokenAndRole', 'removeStoredToken'] },
        GET_USER: { guard: 'hasToken', target: 'loading.lookup' },
      },
    },
    failed: { on: { SIGN_IN: { target: 'loading.signIn', actions: ['clearTokenAndRole', 'removeStoredToken'] } } },
    expired: { on: { SIGN_IN: { target: 'loading.signIn', actions: ['clearTokenAndRole', 'removeStoredToken'] } } },
  },
})

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

/** The spec's status value of a snapshot. */
export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  return snapshot.matches('loading') ? 'loading' : (snapshot.value as SessionStatus)
}

/** The signed-in user of a snapshot, or null when there is none. */
export function sessionUser(snapshot: SessionSnapshot): SessionProfile | null {
  const { context } = snapshot
  return snapshot.matches('succeeded') && context.token ? context : null
}

/** What the app reads of a snapshot (session-service.ts). */
export function sessionView(snapshot: SessionSnapshot): SessionView {
  return { status: sessionStatus(snapshot), user: sessionUser(snapshot), token: snapshot.context.token }
}

/** The app's session actor, started from the token stored in the browser (if any). */
export function startSession(token: string | null): LoadedSession {
  const actor = createActor(sessionMachine, { input: { token } })
  actor.start()
  return { actor, view: sessionView }
}

/**
 * The session of a page the server rendered (app/take-over-page.tsx), once the stored token's lookup
 * has been answered (the page's answer, decision 0079): an event sent to it then finds it settled,
 * not in a lookup that would ignore a GET_USER.
 */
export async function startSettledSession(token: string | null): Promise<LoadedSession> {
  const session = startSession(token)
  await waitFor(session.actor, (snapshot) => !snapshot.matches('loading'))
  return session
}
