// Every request ends with a status (issue 36, finding 7): a request that runs past the server's time
// limit gets 503 server.timeLimit in the API's error shape, with Retry-After and the security headers,
// and the work it started is told to stop (here: the provider call, which the scripted server sees
// closed). Over real HTTP too, where the socket used to be closed without any answer.
import { randomBytes, randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import { buildChatApp, type ChatTestApp } from '../chat/chat-helpers.ts'
import {
  hang,
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'

const apiKey = 'sk-scripted-time-limit-1234'

describe('the request time limit', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let headers: Record<string, string>
  // Everything the app logs, parsed (pino's JSON lines).
  const logged: { level: number; msg?: string; err?: { message?: string; code?: string } }[] = []

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write: (chunk, _encoding, done) => void (logged.push(JSON.parse(String(chunk))), done()),
      }),
    )
    t = await buildChatApp({ config: { requestTimeLimitMs: 1_500 }, logger })
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    const chatModelId = randomUUID()
    await t.app.db.insert(aiModels).values({
      id: chatModelId,
      providerId,
      modelName: 'scripted-chat',
      displayName: 'Scripted chat',
      capabilities: ['chat'],
    })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId: chatModelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: chatModelId })
    ;({ headers } = await t.signInAs('WRITE', 'DEMO'))
  })
  afterAll(async () => {
    await t?.close()
    await server?.close()
  })

  const askHelper = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/images/prompt-helper',
      headers,
      payload: { idea: 'Apotheke im Frühling' },
    })

  it('answers 503 server.timeLimit with Retry-After when the provider does not answer in time, and stops the call', async () => {
    server.script(hang())
    const before = server.requests.length
    const late = await askHelper()
    expect(late.statusCode).toBe(503)
    expect(late.headers['retry-after']).toBe('5')
    expect(late.headers['content-type']).toMatch(/^application\/json/)
    expect(late.headers['x-content-type-options']).toBe('nosniff')
    expect(late.json()).toEqual({ message: expect.any(String), code: 'server.timeLimit' })
    // The provider call was aborted through request.signal, not left running.
    await expect
      .poll(
        () =>
          server.requests.slice(before).find((request) => request.path === '/v1/chat/completions')?.aborted,
        { timeout: 15_000 },
      )
      .toBe(true)
  })

  it('logs no error and no "reply already sent" when the work it stopped ends after the 503', async () => {
    server.script(hang())
    const from = logged.length
    const late = await askHelper()
    expect(late.statusCode).toBe(503)
    // The handler's provider call is aborted, so the handler fails after the answer went out: the
    // time limit's own line says so once the handler has ended.
    await expect
      .poll(() => logged.slice(from).some((line) => line.msg === 'work ended after its time-limit answer'), {
        timeout: 15_000,
      })
      .toBe(true)
    const after = logged.slice(from)
    expect(after.filter((line) => line.level >= 50)).toEqual([])
    expect(
      after.filter((line) =>
        /already sent|reply\.sent/i.test(
          `${line.msg ?? ''} ${line.err?.message ?? ''} ${line.err?.code ?? ''}`,
        ),
      ),
    ).toEqual([])
  })

  it('lets a request within the limit answer as before', async () => {
    server.script(reply('Frühlingshafte Apotheke, helles Licht.'))
    const answered = await askHelper()
    expect(answered.statusCode).toBe(200)
    expect(answered.json()).toEqual({ prompt: 'Frühlingshafte Apotheke, helles Licht.' })
  })

  it('over real HTTP: a status and a body where the socket used to be closed without either', async () => {
    server.script(hang())
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
    const response = await fetch(`${address}/api/images/prompt-helper`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ idea: 'x' }),
    })
    expect([response.status, await response.json()]).toEqual([
      503,
      expect.objectContaining({ code: 'server.timeLimit' }),
    ])
  })
})
