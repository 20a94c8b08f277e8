// A model that runs on (issue 36, finding 6): a 1 MB answer on one line is cut at the one cap of
// decision 0085. The stream ends cleanly with the note in the tenant's language, the stored answer
// is the streamed one and within 200 KB, the provider's request is aborted (no more tokens are
// spent) and the ledger still counts what the provider sent. Tile runs and reworks share the cap.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { tileRuns } from '../../src/server/db/tile-tables.ts'
import {
  aiModels,
  aiUsage,
  chatMessages,
  tenantAiSettings,
  tenantAllowedModels,
} from '../../src/server/db/ai-tables.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'
import { buildChatApp, createThread, parseNdjson, streamedText, type ChatTestApp } from './chat-helpers.ts'

const apiKey = 'sk-scripted-long-4321'
const capBytes = 200 * 1024
/** 1 MiB on one line, in 128 chunks of 8 KiB; the umlauts (two bytes each) make the cut respect characters. */
const megabyteLine = Array.from(
  { length: 128 },
  (_, i) => `${String(i).padStart(3, '0')}${'ä'.repeat(2048)}${'x'.repeat(8192 - 4096 - 3)}`,
)

describe('a 1 MB answer', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    const modelId = randomUUID()
    await t.app.db.insert(aiModels).values({
      id: modelId,
      providerId,
      modelName: 'scripted-chat',
      displayName: 'Scripted chat',
      capabilities: ['chat'],
      contextWindow: 16_000,
    })
    for (const group of ['DEMO', 'NERES']) {
      await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: group, modelId })
      await t.app.db.insert(tenantAiSettings).values({ tenantGroup: group, defaultChatModelId: modelId })
    }
    // Titles are asked of the same model; they must not take the scripted answer.
    server.answerWhen(
      (body) => JSON.stringify(body.messages).toLowerCase().includes('title'),
      reply('Lange Antwort'),
    )
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  it.each([
    ['DEMO', 'Die Antwort wurde hier abgeschnitten'],
    ['NERES', 'La réponse a été coupée ici'],
  ])(
    'is streamed and stored capped at 200 KB with the note (%s), and the provider is stopped',
    async (group, note) => {
      expect(Buffer.byteLength(megabyteLine.join(''))).toBe(1024 * 1024)
      const assistantId = await t.addAssistant(group, { sourceMode: 'general' })
      const { headers } = await t.signInAs('READ', group)
      const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
      const before = server.requests.length
      // Usage comes with the last chunk only, which the cut never reaches.
      server.script(reply(megabyteLine, { chunkDelayMs: 3, usage: { input: 40, output: 262_144 } }))
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/chat/threads/${threadId}/messages`,
        headers,
        payload: { content: 'Schreib ohne Ende' },
      })
      expect(response.statusCode).toBe(200)
      const events = parseNdjson(response.body)
      const done = events.at(-1)!
      expect(done.type).toBe('done')
      const message = done.message as { id: string; content: string; status: string }
      expect(message.status).toBe('complete')
      const streamed = streamedText(events)
      expect(streamed).toBe(message.content)
      expect(Buffer.byteLength(streamed)).toBeLessThanOrEqual(capBytes)
      expect(Buffer.byteLength(streamed)).toBeGreaterThan(capBytes - 2048)
      expect(streamed.startsWith(megabyteLine[0]!)).toBe(true)
      expect(streamed).not.toContain('\uFFFD')
      expect(streamed.trimEnd().endsWith('*')).toBe(true)
      expect(streamed.slice(-200)).toContain(note)

      const [stored] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, message.id))
      expect(stored!.content).toBe(streamed)
      expect(stored!.status).toBe('complete')

      const call = server.requests
        .slice(before)
        .find(
          (request) =>
            request.path.includes('chat/completions') &&
            !JSON.stringify(request.body).toLowerCase().includes('title'),
        )!
      await expect.poll(() => call.aborted, { timeout: 10_000 }).toBe(true)

      const [usage] = await t.app.db
        .select()
        .from(aiUsage)
        .where(and(eq(aiUsage.threadId, threadId), eq(aiUsage.tool, 'chat')))
      expect(usage).toMatchObject({ outcome: 'ok', errorCode: null })
      // Counted from what the provider sent (about 200 KB at ~4 characters a token), not 0 and not the 1 MB it was about to send.
      expect(usage!.tokensOut).toBeGreaterThan(capBytes / 2 / 4)
      expect(usage!.tokensOut).toBeLessThan(262_144 / 2)
    },
  )

  it('caps a tile run and its rework with the same cap and note', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    server.script(reply(megabyteLine, { chunkDelayMs: 1 }))
    const runEvents = parseNdjson(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/tiles/social-media-post/run',
          headers,
          payload: { inputs: { topic: 'Erkältung', platform: 'facebook' } },
        })
      ).body,
    )
    const run = runEvents.at(-1)!.run as { id: string; status: string; content: string }
    expect(run.status).toBe('complete')
    expect(Buffer.byteLength(run.content)).toBeLessThanOrEqual(capBytes)
    expect(run.content.slice(-200)).toContain('Die Antwort wurde hier abgeschnitten')
    const [stored] = await t.app.db.select().from(tileRuns).where(eq(tileRuns.id, run.id))
    expect(stored!.content).toBe(run.content)

    const optimizations = (
      await t.app.inject({
        method: 'GET',
        url: '/api/response-optimizations?language=de',
        headers: (await t.signInAs('ADMIN', 'DEMO')).headers,
      })
    ).json().items as { id: string; defaultKey: string | null }[]
    server.script(reply(megabyteLine, { chunkDelayMs: 1 }))
    const reworked = await t.app.inject({
      method: 'POST',
      url: `/api/tile-runs/${run.id}/reworks`,
      headers,
      payload: { optimizationId: optimizations.find((o) => o.defaultKey === 'shorter')!.id, language: 'de' },
    })
    expect(reworked.statusCode, reworked.body).toBe(201)
    const version = (reworked.json() as { reworks: { content: string }[] }).reworks[0]!
    expect(Buffer.byteLength(version.content)).toBeLessThanOrEqual(capBytes)
    expect(version.content.slice(-200)).toContain('Die Antwort wurde hier abgeschnitten')
  })
})
