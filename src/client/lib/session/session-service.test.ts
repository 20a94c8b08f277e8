import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { testUser } from '../../testing/test-session.ts'
import { sessionMachine, sessionView } from './session-machine.ts'
import { createSessionService, type LoadedSession, type PresumedSession } from './session-service.ts'

// The machine with its HTTP calls replaced; `answer` decides the sign-in and lookup results.
function loader(answer: { user: ReturnType<typeof testUser> | null }) {
  return vi.fn(async (token: string | null = null): Promise<LoadedSession> => {
    const machine = sessionMachine.provide({
      actors: {
        getUser: fromPromise(async () => {
          if (!answer.user) throw new Error('Invalid Token')
          return answer.user
        }),
        signIn: fromPromise(async () => {
          if (!answer.user) throw new Error('User and/or Password wrong')
          return { ...answer.user, token: 'new-token' }
        }),
        signOut: fromPromise(async (): Promise<void> => {}),
      },
    })
    const actor = createActor(machine, { input: { token } })
    actor.start()
    return { actor, view: sessionView }
  })
}

describe('session service (the machine loaded on demand)', () => {
  it('is idle without loading the machine while no token is stored', async () => {
    const load = loader({ user: testUser() })
    const service = createSessionService(() => load(), null)
    await Promise.resolve()
    expect(service.getView()).toEqual({ status: 'idle', user: null, token: null })
    expect(load).not.toHaveBeenCalled()
    expect(await service.settled()).toEqual({ status: 'idle', user: null, token: null })
  })

  it('loads the machine at once and starts in loading when a token is stored', async () => {
    const load = loader({ user: testUser() })
    const service = createSessionService(() => load('stored'), 'stored')
    expect(service.getView()).toMatchObject({ status: 'loading', token: 'stored' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(await service.settled()).toMatchObject({ status: 'succeeded', user: { id: 'u1' } })
  })

  it('loads the machine once on preload and hands it a sign-in sent before it arrived', async () => {
    const load = loader({ user: testUser() })
    const service = createSessionService(() => load(), null)
    service.preload()
    service.preload()
    service.send({ type: 'SIGN_IN', email: 'a@example.test', password: 'p' })
    expect(service.getView().status).toBe('idle')
    await vi.waitFor(() => expect(service.getView().status).toBe('succeeded'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(service.getView()).toMatchObject({ token: 'new-token', user: { username: 'Ada' } })
  })

  it('tells subscribers about every change and forwards the machine events', async () => {
    const service = createSessionService(() => loader({ user: null })(), null)
    const statuses: string[] = []
    const notes: string[] = []
    service.subscribe(() => statuses.push(service.getView().status))
    service.on('notify', (event) => notes.push(event.messageId))
    service.send({ type: 'SIGN_IN', email: 'a@example.test', password: 'wrong' })
    await vi.waitFor(() => expect(service.getView().status).toBe('failed'))
    expect(statuses).toEqual(['loading', 'failed'])
    expect(notes).toEqual(['session.signInFailed'])
  })

  it('says the app could not load when the machine chunk fails, and tries again on the next sign-in', async () => {
    const working = loader({ user: testUser() })
    let fail = true
    const service = createSessionService(
      () => (fail ? Promise.reject(new Error('chunk failed')) : working()),
      null,
    )
    const notes: string[] = []
    service.on('notify', (event) => notes.push(event.messageId))
    service.send({ type: 'SIGN_IN', email: 'a@example.test', password: 'p' })
    await vi.waitFor(() => expect(notes).toEqual(['app.loadFailed']))
    fail = false
    service.send({ type: 'SIGN_IN', email: 'a@example.test', password: 'p' })
    await vi.waitFor(() => expect(service.getView().status).toBe('succeeded'))
  })

  it('starts at a presumed view without loading the machine, and loads it at the first event', async () => {
    const load = loader({ user: testUser() })
    const presumed = { status: 'succeeded' as const, user: testUser(), token: 'stored' }
    const service = createSessionService(() => load('stored'), 'stored', undefined, presumed)
    await Promise.resolve()
    expect(service.getView()).toBe(presumed)
    expect(await service.settled()).toBe(presumed)
    expect(load).not.toHaveBeenCalled()
    const signedOut = vi.fn()
    service.on('signedOut', signedOut)
    service.send({ type: 'LOGOUT' })
    await vi.waitFor(() => expect(service.getView()).toEqual({ status: 'idle', user: null, token: null }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(signedOut).toHaveBeenCalledTimes(1)
  })

  it('stays in loading until an early answer comes, then starts at its view without loading the machine', async () => {
    const load = loader({ user: testUser() })
    const answerLoad = loader({ user: testUser() })
    let answer!: (value: PresumedSession | null) => void
    const early = new Promise<PresumedSession | null>((resolve) => (answer = resolve))
    const service = createSessionService(() => load('stored'), 'stored', undefined, undefined, early)
    expect(service.getView()).toMatchObject({ status: 'loading', token: 'stored' })
    const presumed = { status: 'succeeded' as const, user: testUser(), token: 'stored' }
    answer({ view: presumed, load: () => answerLoad('stored') })
    expect(await service.settled()).toBe(presumed)
    service.send({ type: 'LOGOUT' })
    await vi.waitFor(() => expect(service.getView().status).toBe('idle'))
    expect(answerLoad).toHaveBeenCalledTimes(1)
    expect(load).not.toHaveBeenCalled()
  })

  it("loads the machine at once by the early answer's loader when the answer names no user", async () => {
    const load = loader({ user: testUser() })
    const answerLoad = loader({ user: null })
    const early = Promise.resolve({ view: null, load: () => answerLoad('stale') })
    const service = createSessionService(() => load('stale'), 'stale', undefined, undefined, early)
    expect(await service.settled()).toEqual({ status: 'expired', user: null, token: null })
    expect(answerLoad).toHaveBeenCalledTimes(1)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the machine as for a stored token when there is no early answer', async () => {
    const load = loader({ user: testUser() })
    const service = createSessionService(
      () => load('stored'),
      'stored',
      undefined,
      undefined,
      Promise.resolve(null),
    )
    expect(await service.settled()).toMatchObject({ status: 'succeeded', user: { id: 'u1' } })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the machine an event loaded before the early answer came', async () => {
    const load = loader({ user: testUser() })
    const answerLoad = loader({ user: testUser() })
    let answer!: (value: PresumedSession | null) => void
    const early = new Promise<PresumedSession | null>((resolve) => (answer = resolve))
    const service = createSessionService(() => load('stored'), 'stored', undefined, undefined, early)
    service.send({ type: 'LOGOUT' })
    await vi.waitFor(() => expect(service.getView().status).toBe('idle'))
    answer({
      view: { status: 'succeeded', user: testUser(), token: 'stored' },
      load: () => answerLoad('stored'),
    })
    await new Promise((resolve) => setTimeout(resolve))
    expect(service.getView().status).toBe('idle')
    expect(load).toHaveBeenCalledTimes(1)
    expect(answerLoad).not.toHaveBeenCalled()
  })

  it('settles a stored token that the server refuses as expired', async () => {
    const service = createSessionService(() => loader({ user: null })('stale'), 'stale')
    expect(await service.settled()).toEqual({ status: 'expired', user: null, token: null })
  })
})
