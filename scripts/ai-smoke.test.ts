// The smoke script against the scripted OpenAI-compatible server: timings and usage, or the error code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contextTooLong,
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../tests/support/scripted-openai-server.ts'
import { configureOutbound } from '../src/server/net/outbound/outbound-policy.ts'
import { runSmoke } from './ai-smoke.ts'

let server: ScriptedOpenAiServer
beforeAll(async () => {
  // The scripted server listens on 127.0.0.1, as OUTBOUND_ALLOW_LOOPBACK=true allows.
  configureOutbound({ allowLoopback: true, allowedHosts: [] })
  server = await startScriptedOpenAiServer({ apiKey: 'sk-smoke' })
})
afterAll(() => server.close())

describe('ai:smoke', () => {
  it('reports the answer, time to first token, usage and tokens per second', async () => {
    server.script(reply(['Hallo', ' Welt'], { chunkDelayMs: 20, usage: { input: 9, output: 2 } }))
    const result = await runSmoke({ baseUrl: server.baseUrl, model: 'scripted-chat', apiKey: 'sk-smoke' })
    expect(result).toMatchObject({ ok: true, text: 'Hallo Welt', inputTokens: 9, outputTokens: 2 })
    if (!result.ok) throw new Error('expected success')
    expect(result.firstTokenMs).toBeGreaterThan(0)
    expect(result.tokensPerSecond).toBeGreaterThan(0)
  })

  it('names the failure: wrong key, too long a context', async () => {
    expect(
      await runSmoke({ baseUrl: server.baseUrl, model: 'scripted-chat', apiKey: 'sk-wrong' }),
    ).toMatchObject({ ok: false, code: 'ai.authFailed' })
    server.script(contextTooLong())
    expect(
      await runSmoke({ baseUrl: server.baseUrl, model: 'scripted-chat', apiKey: 'sk-smoke' }),
    ).toMatchObject({ ok: false, code: 'ai.contextTooLong' })
  })
})
