// The session of a page the app draws with a stored token (decision 0093): index.html's boot script
// has asked get-user already; its answer decides whether the session machine loads at once.
import { afterEach, describe, expect, it } from 'vitest'
import { testUser } from '../../../testing/test-session.ts'
import { removeStorage, STORAGE_KEYS, writeStorage } from '../../storage-keys.ts'
import { createSessionService } from '../session-service.ts'
import { sessionFromEarlyAnswer } from './presume-session.ts'

/** What the boot script leaves on window: its get-user request for `token`, answered with `response`. */
function bootScriptAsked(token: string, response: Response | Promise<Response>) {
  window.__tesseraGetUser = { token, response: Promise.resolve(response) }
}

/** The app's session as createAppSession makes it, with a machine that is never expected to load. */
function appSession(token: string) {
  let machineLoads = 0
  const service = createSessionService(
    async () => {
      machineLoads += 1
      throw new Error('the default loader was used')
    },
    token,
    undefined,
    undefined,
    sessionFromEarlyAnswer(token),
  )
  return { service, machineLoads: () => machineLoads }
}

afterEach(() => {
  delete window.__tesseraGetUser
  removeStorage(STORAGE_KEYS.token)
})

describe("the session from the boot script's get-user answer", () => {
  it('starts signed in as the user the answer names, without the session machine', async () => {
    const user = testUser({ username: 'Grace' })
    writeStorage(STORAGE_KEYS.token, 'stored')
    bootScriptAsked('stored', Response.json(user))
    const { service, machineLoads } = appSession('stored')
    expect(service.getView().status).toBe('loading')
    expect(await service.settled()).toEqual({ status: 'succeeded', user, token: 'stored' })
    expect(machineLoads()).toBe(0)
    expect(window.__tesseraGetUser).toBeUndefined()
  })

  it('hands the same user to the machine when an event loads it, which then asks nothing again', async () => {
    const user = testUser({ username: 'Grace' })
    writeStorage(STORAGE_KEYS.token, 'stored')
    bootScriptAsked('stored', Response.json(user))
    const presumed = await sessionFromEarlyAnswer('stored')
    expect(presumed?.view).toEqual({ status: 'succeeded', user, token: 'stored' })
    const loaded = await presumed!.load()
    // Settled: the lookup took the page's answer (no request: there is no server in this test).
    expect(loaded.view(loaded.actor.getSnapshot())).toMatchObject({
      status: 'succeeded',
      user: { username: 'Grace' },
    })
    expect(window.__tesseraGetUser).toBeUndefined()
  })

  it("loads the machine at once for a refused token, which reads the same answer: 'Invalid Token', token removed", async () => {
    writeStorage(STORAGE_KEYS.token, 'revoked')
    bootScriptAsked('revoked', Response.json({ message: 'Invalid Token' }, { status: 401 }))
    const { service, machineLoads } = appSession('revoked')
    const notes: string[] = []
    service.on('notify', (event) => notes.push(event.messageId))
    expect(await service.settled()).toEqual({ status: 'expired', user: null, token: null })
    expect(notes).toEqual(['session.invalidToken'])
    expect(machineLoads()).toBe(0)
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
  })

  it('has nothing to say when the boot script asked for another token or not at all', async () => {
    expect(await sessionFromEarlyAnswer('stored')).toBeNull()
    bootScriptAsked('other', Response.json(testUser()))
    expect(await sessionFromEarlyAnswer('stored')).toBeNull()
  })
})
