// Response-optimisation prompts: the manifest's defaults per tenant in the reader's language, admins'
// order, switches and edits (audited), tenant isolation, and reworking a chat answer through the
// scripted provider into a new version beside it, the ledger row included. Without a model: 409.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { auditLog } from '../../../src/server/db/schema.ts'
import { responseOptimizations } from '../../../src/server/db/prompt-tables.ts'
import { responseOptimizationDefaults } from '../../../src/generated/response-optimizations.gen.ts'
import {
  reply,
  serverError,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'
import { buildChatApp, createThread, parseNdjson, type ChatTestApp } from '../../chat/chat-helpers.ts'

const apiKey = 'sk-scripted-rework-4321'
type Optimization = {
  id: string
  defaultKey: string | null
  label: string
  instruction: string
  enabled: boolean
  edited: boolean
}

let t: ChatTestApp
let server: ScriptedOpenAiServer
let demoAdmin: Record<string, string>
let bpiAdmin: Record<string, string>
let neresAdmin: Record<string, string>

beforeAll(async () => {
  useKeyCipherKey(randomBytes(32))
  server = await startScriptedOpenAiServer({ apiKey })
  // The background title job asks the model too; it gets its own standing answer.
  server.answerWhen(
    (body) => JSON.stringify(body.messages).toLowerCase().includes('title'),
    reply('Ein Titel'),
  )
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
  await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
  await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
  demoAdmin = (await t.signInAs('ADMIN', 'DEMO')).headers
  bpiAdmin = (await t.signInAs('ADMIN', 'BPI')).headers
  neresAdmin = (await t.signInAs('ADMIN', 'NERES')).headers
  // Migrations on a fresh database take a while on a busy machine.
}, 180_000)
afterAll(async () => {
  await t.close()
  await server.close()
})

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) })
const list = async (headers: Record<string, string>, language = 'de') =>
  (await call(headers, 'GET', `/api/response-optimizations?language=${language}`)).json()
    .items as Optimization[]

/** The default keys a tenant of this language starts with, in the manifest's order. */
const defaultKeysOf = (market: 'de' | 'fr') =>
  responseOptimizationDefaults.filter((d) => !d.markets || d.markets.includes(market)).map((d) => d.key)

describe('response-optimisation prompts', () => {
  it("give the French tenant a rework by the French rules (ANSM, Code de la santé publique), not the German HWG's, and the German ones the HWG's", async () => {
    const fr = await list(neresAdmin, 'fr')
    expect(fr.map((o) => o.label)).toContain('Conforme ANSM (CSP)')
    expect(fr.find((o) => o.defaultKey === 'ansm-compliant')!.instruction).toMatch(
      /Code de la santé publique.*ANSM/,
    )
    expect(JSON.stringify(fr)).not.toMatch(/HWG|Heilmittelwerbegesetz/)
    const de = await list(demoAdmin)
    expect(de.map((o) => o.label)).toContain('HWG-konform formulieren')
    expect(JSON.stringify(de)).not.toMatch(/ANSM/)
  })

  it("drop another market's default a tenant was given before, unless its admins edited it", async () => {
    await t.app.db.delete(responseOptimizations).where(eq(responseOptimizations.tenantGroup, 'IGEPHA'))
    const now = new Date()
    await t.app.db.insert(responseOptimizations).values([
      {
        id: randomUUID(),
        tenantGroup: 'IGEPHA',
        defaultKey: 'ansm-compliant',
        enabled: true,
        position: 1,
        createdAt: now,
        updatedAt: now,
      },
      {
        id: randomUUID(),
        tenantGroup: 'IGEPHA',
        defaultKey: 'shorter',
        enabled: true,
        position: 2,
        createdAt: now,
        updatedAt: now,
        label: 'Knapp',
      },
    ])
    const igephaAdmin = (await t.signInAs('ADMIN', 'IGEPHA')).headers
    const keys = (await list(igephaAdmin)).map((o) => o.defaultKey)
    expect(keys).not.toContain('ansm-compliant')
    expect(keys).toContain('hwg-compliant')
    expect(keys[0]).toBe('shorter')
  })

  it("start as the manifest's defaults of the tenant's market, in the reader's language", async () => {
    const de = await list(bpiAdmin)
    expect(de.map((o) => o.defaultKey)).toEqual(defaultKeysOf('de'))
    expect(de.map((o) => o.label)).toEqual(
      expect.arrayContaining(['Kürzer', 'Formeller', 'Auf Französisch', 'HWG-konform formulieren']),
    )
    const fr = await list(neresAdmin, 'fr')
    expect(fr.find((o) => o.defaultKey === 'shorter')).toMatchObject({ label: 'Plus court', edited: false })
    const enabled = (await call(neresAdmin, 'GET', '/api/response-optimizations/enabled?language=fr')).json()
      .items as { label: string }[]
    expect(enabled.map((o) => o.label)).not.toContain('En anglais')
  })

  it('say why they cannot run where the tenant has no language model, and nothing where it has one', async () => {
    const neres = (await call(neresAdmin, 'GET', '/api/response-optimizations/enabled?language=fr')).json()
    expect(neres.items.length).toBeGreaterThan(0)
    expect(neres.unavailable).toBe('prompts.rework.needsModel')
    const demo = (await call(demoAdmin, 'GET', '/api/response-optimizations/enabled?language=de')).json()
    expect(demo.unavailable).toBeNull()
  })

  it('are reordered, switched, edited and reset by admins, audited, per tenant', async () => {
    const before = await list(bpiAdmin)
    const reversed = before.map((o) => o.id).reverse()
    const reordered = await call(bpiAdmin, 'PUT', '/api/response-optimizations/order', { ids: reversed })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect((await list(bpiAdmin)).map((o) => o.id)).toEqual(reversed)
    expect((await list(neresAdmin)).map((o) => o.defaultKey)).toEqual(defaultKeysOf('fr'))
    expect(
      (await call(bpiAdmin, 'PUT', '/api/response-optimizations/order', { ids: reversed.slice(1) })).json()
        .code,
    ).toBe('prompts.optimization.orderMismatch')

    const shorter = before.find((o) => o.defaultKey === 'shorter')!
    const edited = await call(bpiAdmin, 'PATCH', `/api/response-optimizations/${shorter.id}?language=de`, {
      label: 'Knapper',
      enabled: false,
    })
    expect(edited.json()).toMatchObject({ label: 'Knapper', enabled: false, edited: true })
    const reset = await call(bpiAdmin, 'PATCH', `/api/response-optimizations/${shorter.id}?language=de`, {
      label: null,
    })
    expect(reset.json()).toMatchObject({ label: 'Kürzer', edited: false })
    expect((await call(bpiAdmin, 'DELETE', `/api/response-optimizations/${shorter.id}`)).statusCode).toBe(409)

    const own = await call(bpiAdmin, 'POST', '/api/response-optimizations', {
      label: 'Mit Emojis',
      instruction: 'Ergänze passende Emojis.',
    })
    expect(own.statusCode, own.body).toBe(201)
    expect((await list(bpiAdmin)).at(-1)).toMatchObject({ label: 'Mit Emojis', defaultKey: null })
    const bad = await call(bpiAdmin, 'POST', '/api/response-optimizations', {
      label: '',
      instruction: 'Im Ton {{ton}}',
    })
    expect(bad.json().fieldErrors).toMatchObject({
      label: { code: 'prompts.optimization.labelRequired' },
      instruction: { code: 'prompts.optimization.onlyBuiltins' },
    })

    for (const [method, payload] of [
      ['PATCH', { enabled: false }],
      ['DELETE', undefined],
    ] as const)
      expect(
        (await call(neresAdmin, method, `/api/response-optimizations/${own.json().id}`, payload)).statusCode,
      ).toBe(404)
    expect((await call(bpiAdmin, 'DELETE', `/api/response-optimizations/${own.json().id}`)).statusCode).toBe(
      204,
    )
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.tenant, 'BPI'))).map(
      (entry) => entry.action,
    )
    expect(actions).toEqual(
      expect.arrayContaining([
        'responseOptimization.reordered',
        'responseOptimization.changed',
        'responseOptimization.created',
        'responseOptimization.deleted',
      ]),
    )
  })
})

describe('reworking an answer', () => {
  async function answeredThread(headers: Record<string, string>, answer: string) {
    const assistantId = await t.addAssistant('DEMO', { sourceMode: 'general' })
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    server.script(reply(answer, { usage: { input: 10, output: 5 } }))
    const events = parseNdjson(
      (
        await call(headers, 'POST', `/api/chat/threads/${threadId}/messages`, {
          content: 'Was hilft bei Kopfweh?',
        })
      ).body,
    )
    const done = events.at(-1)!
    expect(done.type).toBe('done')
    return { threadId, messageId: (done.message as { id: string }).id }
  }

  it('stores the reworked answer as a new version beside the old one, through the gateway', async () => {
    const { headers, userId } = await t.signInAs('READ', 'DEMO')
    const { threadId, messageId } = await answeredThread(
      headers,
      'Ibuprofen 400 mg kann helfen. Bei Fragen Arzt oder Apotheke.',
    )
    const shorter = (await list(demoAdmin)).find((o) => o.defaultKey === 'shorter')!
    const before = server.requests.length
    server.script(reply('Ibuprofen 400 mg hilft.', { usage: { input: 30, output: 6 } }))
    const response = await call(
      headers,
      'POST',
      `/api/chat/threads/${threadId}/messages/${messageId}/reworks`,
      { optimizationId: shorter.id, language: 'de' },
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      messageId,
      label: 'Kürzer',
      content: 'Ibuprofen 400 mg hilft.',
      modelLabel: 'Scripted chat',
    })
    const sent = server.requests
      .slice(before)
      .find((r) => JSON.stringify(r.body?.messages ?? '').includes('You rework an answer'))!.body as {
      messages: { role: string; content: string }[]
    }
    expect(sent.messages[0]!.content).toContain('Kürze die Antwort')
    expect(sent.messages[1]!.content).toContain('Ibuprofen 400 mg kann helfen. Bei Fragen')

    const thread = (await call(headers, 'GET', `/api/chat/threads/${threadId}`)).json()
    expect(thread.messages.at(-1).content).toBe(
      'Ibuprofen 400 mg kann helfen. Bei Fragen Arzt oder Apotheke.',
    )
    const reworks = (await call(headers, 'GET', `/api/chat/threads/${threadId}/reworks`)).json().items
    expect(reworks).toHaveLength(1)
    const ledger = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.tool, 'rework')))
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ tokensIn: 30, tokensOut: 6, threadId, outcome: 'ok' })

    const stranger = (await t.signInAs('READ', 'DEMO')).headers
    expect((await call(stranger, 'GET', `/api/chat/threads/${threadId}/reworks`)).statusCode).toBe(404)
    expect(
      (
        await call(stranger, 'POST', `/api/chat/threads/${threadId}/messages/${messageId}/reworks`, {
          optimizationId: shorter.id,
        })
      ).statusCode,
    ).toBe(404)
    const bpiShorter = (await list(bpiAdmin)).find((o) => o.defaultKey === 'shorter')!
    expect(
      (
        await call(headers, 'POST', `/api/chat/threads/${threadId}/messages/${messageId}/reworks`, {
          optimizationId: bpiShorter.id,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('says so when the model fails, and stores nothing', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const { threadId, messageId } = await answeredThread(headers, 'Eine Antwort.')
    const formal = (await list(demoAdmin)).find((o) => o.defaultKey === 'more-formal')!
    server.script(serverError())
    const response = await call(
      headers,
      'POST',
      `/api/chat/threads/${threadId}/messages/${messageId}/reworks`,
      { optimizationId: formal.id },
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toMatch(/^ai\./)
    expect((await call(headers, 'GET', `/api/chat/threads/${threadId}/reworks`)).json().items).toEqual([])
  })

  it('refuses without a language model instead of inventing a text', async () => {
    const { headers } = await t.signInAs('READ', 'BPI')
    const assistantId = await t.addAssistant('BPI', { sourceMode: 'general' })
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const events = parseNdjson(
      (await call(headers, 'POST', `/api/chat/threads/${threadId}/messages`, { content: 'Hallo?' })).body,
    )
    const message = events.at(-1)!.message as { id: string; content: string }
    const optimization = (await list(bpiAdmin)).find((o) => o.defaultKey === 'simpler')!
    const response = await call(
      headers,
      'POST',
      `/api/chat/threads/${threadId}/messages/${message.id}/reworks`,
      { optimizationId: optimization.id },
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('prompts.rework.needsModel')
    const question = (await call(headers, 'GET', `/api/chat/threads/${threadId}`)).json().messages[0]
    expect(
      (
        await call(headers, 'POST', `/api/chat/threads/${threadId}/messages/${question.id}/reworks`, {
          optimizationId: optimization.id,
        })
      ).json().code,
    ).toBe('prompts.rework.notAnAnswer')
  })
})

describe('the version of an answer the user chose', () => {
  const chatTurns = (from: number, question: string) => {
    const request = server.requests
      .slice(from)
      .find((r) => JSON.stringify(r.body?.messages ?? '').includes(question))
    expect(request, `a request with ${question}`).toBeDefined()
    return (request!.body as { messages: { role: string; content: string }[] }).messages
  }
  const ask = async (headers: Record<string, string>, threadId: string, question: string) => {
    server.script(reply('Weitere Antwort.'))
    const events = parseNdjson(
      (await call(headers, 'POST', `/api/chat/threads/${threadId}/messages`, { content: question })).body,
    )
    expect(events.at(-1)!.type).toBe('done')
  }

  it('is what the conversation continues from: the reworked text after a rework, the original when chosen again', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const assistantId = await t.addAssistant('DEMO', { sourceMode: 'general' })
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const original = 'Ursprünglich: Ibuprofen 400 mg kann helfen, bei Fragen Arzt oder Apotheke.'
    server.script(reply(original))
    const first = parseNdjson(
      (
        await call(headers, 'POST', `/api/chat/threads/${threadId}/messages`, {
          content: 'Was hilft bei Kopfweh?',
        })
      ).body,
    ).at(-1)!
    const messageId = (first.message as { id: string }).id
    const shorter = (await list(demoAdmin)).find((o) => o.defaultKey === 'shorter')!
    server.script(reply('Überarbeitet: Ibuprofen 400 mg.'))
    const rework = await call(
      headers,
      'POST',
      `/api/chat/threads/${threadId}/messages/${messageId}/reworks`,
      { optimizationId: shorter.id, language: 'de' },
    )
    expect(rework.statusCode, rework.body).toBe(201)
    expect(rework.json().selected).toBe(true)

    let before = server.requests.length
    await ask(headers, threadId, 'Und für Kinder?')
    const continued = chatTurns(before, 'Und für Kinder?')
      .filter((m) => m.role === 'assistant')
      .map((m) => m.content)
    expect(continued).toEqual(['Überarbeitet: Ibuprofen 400 mg.'])
    expect(JSON.stringify(chatTurns(before, 'Und für Kinder?'))).not.toContain('Ursprünglich')

    // Back to the original: the next question continues from it again.
    const back = await call(headers, 'PUT', `/api/chat/threads/${threadId}/messages/${messageId}/version`, {
      reworkId: null,
    })
    expect(back.statusCode, back.body).toBe(204)
    expect(
      (await call(headers, 'GET', `/api/chat/threads/${threadId}/reworks`))
        .json()
        .items.map((r: { selected: boolean }) => r.selected),
    ).toEqual([false])
    before = server.requests.length
    await ask(headers, threadId, 'Und für Schwangere?')
    const turns = chatTurns(before, 'Und für Schwangere?')
      .filter((m) => m.role === 'assistant')
      .map((m) => m.content)
    expect(turns[0]).toBe(original)

    // And forward to the rework again.
    const forward = await call(
      headers,
      'PUT',
      `/api/chat/threads/${threadId}/messages/${messageId}/version`,
      { reworkId: rework.json().id },
    )
    expect(forward.statusCode).toBe(204)
    expect(
      (await call(headers, 'GET', `/api/chat/threads/${threadId}/reworks`)).json().items[0].selected,
    ).toBe(true)
  })

  it("can only be chosen by the thread's owner, among the answer's own versions", async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const assistantId = await t.addAssistant('DEMO', { sourceMode: 'general' })
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    server.script(reply('Antwort eins.'))
    const one = (
      parseNdjson(
        (await call(headers, 'POST', `/api/chat/threads/${threadId}/messages`, { content: 'Frage eins?' }))
          .body,
      ).at(-1)!.message as { id: string }
    ).id
    server.script(reply('Antwort zwei.'))
    const two = (
      parseNdjson(
        (await call(headers, 'POST', `/api/chat/threads/${threadId}/messages`, { content: 'Frage zwei?' }))
          .body,
      ).at(-1)!.message as { id: string }
    ).id
    const shorter = (await list(demoAdmin)).find((o) => o.defaultKey === 'shorter')!
    server.script(reply('Eins, kurz.'))
    const reworkOfOne = (
      await call(headers, 'POST', `/api/chat/threads/${threadId}/messages/${one}/reworks`, {
        optimizationId: shorter.id,
      })
    ).json()
    // A version of another answer, another user, another tenant: as if it did not exist.
    expect(
      (
        await call(headers, 'PUT', `/api/chat/threads/${threadId}/messages/${two}/version`, {
          reworkId: reworkOfOne.id,
        })
      ).statusCode,
    ).toBe(404)
    const stranger = (await t.signInAs('READ', 'DEMO')).headers
    expect(
      (
        await call(stranger, 'PUT', `/api/chat/threads/${threadId}/messages/${one}/version`, {
          reworkId: null,
        })
      ).statusCode,
    ).toBe(404)
    const bpi = (await t.signInAs('READ', 'BPI')).headers
    expect(
      (
        await call(bpi, 'PUT', `/api/chat/threads/${threadId}/messages/${one}/version`, {
          reworkId: reworkOfOne.id,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await call(headers, 'PUT', `/api/chat/threads/${threadId}/messages/${one}/version`, {})).statusCode,
    ).toBe(400)
    expect(
      (await call(headers, 'GET', `/api/chat/threads/${threadId}/reworks`)).json().items[0].selected,
    ).toBe(true)
  })
})
