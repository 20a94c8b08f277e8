import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../api/api-error.ts'
import { sessionMachine, sessionStatus, type SessionEmitted } from './session-machine.ts'
import type { SessionProfile } from './session-types.ts'

const PROFILE: SessionProfile = { id: 'u1', username: 'Ada', email: 'ada@example.test', role: 'ADMIN', group: 'BPI', features: ['expertMode'] }

function startSession(options: {
  token?: string | null
  signIn?: (input: { email: string; password: string }) => Promise<SessionProfile & { token: string }>
  getUser?: (token: string) => Promise<SessionProfile>
  signOut?: (token: string | null) => Promise<void>
}) {
  const machine = sessionMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => (options.signIn ?? (async () => ({ ...PROFILE, token: 'tok-new' })))(input)),
      getUser: fromPromise(({ input }) => (options.getUser ?? (async () => PROFILE))(input.token)),
      signOut: fromPromise(({ input }) => (options.signOut ?? (async () => undefined))(input.token)),
    },
  })
  const actor = createActor(machine, { input: { token: options.token ?? null } })
  const emitted: SessionEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted }
}

const status = (actor: ReturnType<typeof startSession>['actor']) => sessionStatus(actor.getSnapshot())

beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

describe('session machine (spec section 4)', () => {
  it('starts idle without a stored token', () => {
    const { actor } = startSession({})
    expect(status(actor)).toBe('idle')
  })

  it('starts loading with a stored token and validates it (lookup succeeded)', async () => {
    const getUser = vi.fn(async () => PROFILE)
    const { actor } = startSession({ token: 'tok-stored', getUser })
    expect(status(actor)).toBe('loading')
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(getUser).toHaveBeenCalledWith('tok-stored')
    expect(actor.getSnapshot().context).toMatchObject({ ...PROFILE, token: 'tok-stored' })
  })

  it('sign-in requested clears token and role and loads; succeeded stores the token and profile', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { actor } = startSession({ signIn: async () => (await gate, { ...PROFILE, token: 'tok-new' }) })
    actor.send({ type: 'SIGN_IN', email: ' Ada@Example.test ', password: 'x' })
    expect(status(actor)).toBe('loading')
    expect(actor.getSnapshot().context.token).toBeNull()
    release()
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(localStorage.getItem('user-token')).toBe('tok-new')
    expect(actor.getSnapshot().context).toMatchObject({ username: 'Ada', role: 'ADMIN', group: 'BPI', features: ['expertMode'] })
  })

  it('sends the e-mail and password exactly as given', async () => {
    const signIn = vi.fn(async () => ({ ...PROFILE, token: 't' }))
    const { actor } = startSession({ signIn })
    actor.send({ type: 'SIGN_IN', email: ' Ada@Example.test ', password: ' pw ' })
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(signIn).toHaveBeenCalledWith({ email: ' Ada@Example.test ', password: ' pw ' })
  })

  it('sign-in failed clears token and role, fails and asks for the toast', async () => {
    const { actor, emitted } = startSession({ signIn: async () => Promise.reject(new ApiError(401, { message: 'User and/or Password wrong' })) })
    actor.send({ type: 'SIGN_IN', email: 'a', password: 'b' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ token: null, role: '' })
    expect(localStorage.getItem('user-token')).toBeNull()
    expect(emitted).toContainEqual({ type: 'notify', messageId: 'session.signInFailed' })
  })

  it.each(['failed', 'expired', 'succeeded'] as const)('accepts a new sign-in from %s', async (from) => {
    const signIn = vi.fn(async () => (from === 'failed' && signIn.mock.calls.length === 1 ? Promise.reject(new ApiError(401, {})) : { ...PROFILE, token: 't2' }))
    const { actor } = startSession({ token: from === 'expired' ? 'old' : null, signIn, getUser: async () => Promise.reject(new ApiError(401, {})) })
    if (from !== 'expired') actor.send({ type: 'SIGN_IN', email: 'a', password: 'b' })
    await waitFor(actor, (s) => s.matches(from))
    actor.send({ type: 'SIGN_IN', email: 'a', password: 'b' })
    expect(status(actor)).toBe('loading')
    await waitFor(actor, (s) => s.matches('succeeded'))
  })

  it('current-user lookup requested loads; succeeded sets the profile', async () => {
    const getUser = vi.fn(async () => PROFILE)
    const { actor } = startSession({ getUser })
    actor.send({ type: 'SIGN_IN', email: 'a', password: 'b' })
    await waitFor(actor, (s) => s.matches('succeeded'))
    getUser.mockResolvedValueOnce({ ...PROFILE, username: 'Ada L.' })
    actor.send({ type: 'GET_USER' })
    expect(status(actor)).toBe('loading')
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(getUser).toHaveBeenCalledWith('tok-new')
    expect(actor.getSnapshot().context.username).toBe('Ada L.')
  })

  it('current-user lookup failed clears token and role, expires and asks for the toast', async () => {
    localStorage.setItem('user-token', 'tok-stored')
    const { actor, emitted } = startSession({ token: 'tok-stored', getUser: async () => Promise.reject(new ApiError(401, { message: 'Invalid Token' })) })
    await waitFor(actor, (s) => s.matches('expired'))
    expect(actor.getSnapshot().context).toMatchObject({ token: null, role: '' })
    expect(localStorage.getItem('user-token')).toBeNull()
    expect(emitted).toContainEqual({ type: 'notify', messageId: 'session.invalidToken' })
  })

  it.each([
    ['a network error', () => new TypeError('Failed to fetch')],
    ['502', () => new ApiError(502, {})],
    ['503', () => new ApiError(503, {})],
    ['504', () => new ApiError(504, {})],
  ])('retries a lookup failing with %s after 1 s, 2 s and 4 s before it expires', async (_name, makeError) => {
    vi.useFakeTimers()
    const getUser = vi.fn(async () => Promise.reject(makeError()))
    const { actor } = startSession({ token: 'tok', getUser })
    await vi.advanceTimersByTimeAsync(0)
    expect(getUser).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(getUser).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(getUser).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(getUser).toHaveBeenCalledTimes(3)
    expect(status(actor)).toBe('loading')
    await vi.advanceTimersByTimeAsync(4000)
    expect(getUser).toHaveBeenCalledTimes(4)
    expect(status(actor)).toBe('expired')
  })

  it('recovers when a retried lookup succeeds', async () => {
    vi.useFakeTimers()
    const getUser = vi.fn().mockRejectedValueOnce(new ApiError(503, {})).mockResolvedValueOnce(PROFILE)
    const { actor } = startSession({ token: 'tok', getUser })
    await vi.advanceTimersByTimeAsync(1000)
    expect(status(actor)).toBe('succeeded')
  })

  it('does not retry a lookup the server refused', async () => {
    const getUser = vi.fn(async () => Promise.reject(new ApiError(401, {})))
    const { actor } = startSession({ token: 'tok', getUser })
    await waitFor(actor, (s) => s.matches('expired'))
    expect(getUser).toHaveBeenCalledTimes(1)
  })

  it('logout empties the profile, signs out on the server, clears the spec keys, keeps themeMode, announces it', async () => {
    const signOut = vi.fn(async () => undefined)
    const { actor, emitted } = startSession({ signOut })
    actor.send({ type: 'SIGN_IN', email: 'a', password: 'b' })
    await waitFor(actor, (s) => s.matches('succeeded'))
    localStorage.setItem('themeMode', 'light')
    localStorage.setItem('customLogo', 'data:image/png;base64,AAAA')
    localStorage.setItem('chat_thread_id_42', 'x')
    localStorage.setItem('disclaimerAcknowledged-bpi', 'true')
    localStorage.setItem('unrelated', 'kept')
    actor.send({ type: 'LOGOUT' })
    expect(status(actor)).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ token: null, id: '', username: '', email: '', role: '', group: '', features: [] })
    expect(signOut).toHaveBeenCalledWith('tok-new')
    expect(Object.keys(localStorage).sort()).toEqual(['themeMode', 'unrelated'])
    expect(emitted).toContainEqual({ type: 'signedOut' })
  })

  it('logout during a lookup stops it and goes idle', async () => {
    const { actor } = startSession({ token: 'tok', getUser: () => new Promise(() => {}) })
    expect(status(actor)).toBe('loading')
    actor.send({ type: 'LOGOUT' })
    expect(status(actor)).toBe('idle')
  })
})
