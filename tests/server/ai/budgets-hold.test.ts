// Budgets that hold (issue 36 finding 4, decision 0084): an answer reserves its prompt and longest
// answer before the provider is called, so 32 answers sent at once by 4 users of one tenant, through
// the real chat route and the gateway against the scripted OpenAI-compatible server, cannot spend
// more than the budget and one answer; images likewise. Reservations are not spent (the settings'
// figures leave them out) and those of a process that died expire.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { aiBudgetReservations } from '../../../src/server/db/budget-tables.ts'
import { buildChatApp, createThread, parseNdjson, type ChatTestApp } from '../../chat/chat-helpers.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'

const apiKey = 'sk-scripted-budgets-hold-84'
const isTitle = (body: Record<string, unknown>) => JSON.stringify(body.messages).includes('Write a title')
/** An answer of 1,500 tokens (100 in, 1,400 out) in ten chunks, 30 ms apart. */
const answerOf1500 = reply(
  Array.from({ length: 10 }, (_, i) => `Teil ${i}. `),
  { usage: { input: 100, output: 1400 }, chunkDelayMs: 30 },
)

describe('budgets that hold', () => {
  let everyAnswerOf1500 = true
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let chatModelId: string
  let imageModelId: string
  let assistantId: string

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    server.answerWhen(isTitle, reply('Ein Titel', { usage: { input: 20, output: 3 } }))
    // Every answer of the first test; the later ones script their own.
    server.answerWhen(() => everyAnswerOf1500, answerOf1500)
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    chatModelId = randomUUID()
    imageModelId = randomUUID()
    await t.app.db.insert(aiModels).values([
      {
        id: chatModelId,
        providerId,
        modelName: 'scripted-chat',
        displayName: 'Scripted chat',
        capabilities: ['chat'],
        contextWindow: 16_000,
      },
      {
        id: imageModelId,
        providerId,
        modelName: 'scripted-image',
        displayName: 'Scripted image',
        capabilities: ['images'],
        pricePerImage: 0.04,
      },
    ])
    await t.app.db.insert(tenantAllowedModels).values([
      { tenantGroup: 'DEMO', modelId: chatModelId },
      { tenantGroup: 'DEMO', modelId: imageModelId },
    ])
    await t.app.db.insert(tenantAiSettings).values({
      tenantGroup: 'DEMO',
      defaultChatModelId: chatModelId,
      monthlyTokenBudget: 3000,
      monthlyImageBudget: 3,
    })
    assistantId = await t.addAssistant('DEMO', { sourceMode: 'general' })
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  const ledger = () =>
    t.app.db.select().from(aiUsage).where(eq(aiUsage.tenantGroup, 'DEMO')).orderBy(aiUsage.id)
  const held = () =>
    t.app.db.select().from(aiBudgetReservations).where(eq(aiBudgetReservations.tenantGroup, 'DEMO'))
  const clearLedger = () => t.app.db.delete(aiUsage).where(eq(aiUsage.tenantGroup, 'DEMO'))
  const send = (headers: Record<string, string>, threadId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers,
      payload: { content: 'Bitte eine ausführliche Antwort.' },
    })
  /** The code an answer ended with: 'done', or the refusal's code (before the stream, or as its last event). */
  const outcomeOf = (response: Awaited<ReturnType<typeof send>>) => {
    if (response.statusCode !== 200) return `${response.statusCode} ${response.json().code}`
    const last = parseNdjson(response.body).at(-1)!
    return last.type === 'done' ? 'done' : `${last.type} ${String(last.code)}`
  }

  it('32 answers sent at once by 4 users against 3,000 tokens: at most one answer beyond the budget, the rest refused', async () => {
    const users = await Promise.all(
      ['READ', 'READ', 'WRITE', 'WRITE'].map((role) => t.signInAs(role, 'DEMO')),
    )
    const threads: { headers: Record<string, string>; threadId: string }[] = []
    for (const user of users) {
      for (let i = 0; i < 8; i++)
        threads.push({
          headers: user.headers,
          threadId: await createThread(t, user.headers, { assistantId, routeId: 'chatbot', kind: 'classic' }),
        })
    }
    const before = server.requests.length
    const outcomes = (await Promise.all(threads.map(({ headers, threadId }) => send(headers, threadId)))).map(
      outcomeOf,
    )

    const answered = outcomes.filter((outcome) => outcome === 'done')
    expect(answered.length).toBeGreaterThanOrEqual(1)
    // 3,000 tokens hold two answers of 1,500; one more may start on what is left.
    expect(answered.length).toBeLessThanOrEqual(3)
    expect(
      outcomes.filter((outcome) => outcome !== 'done' && !outcome.endsWith('ai.budgetExceeded')),
    ).toEqual([])
    await expect.poll(async () => (await held()).length, { timeout: 15_000 }).toBe(0)
    const rows = await ledger()
    const chatRows = rows.filter((row) => row.tool === 'chat')
    expect(chatRows.filter((row) => row.outcome === 'ok')).toHaveLength(answered.length)
    const spent = rows.reduce((sum, row) => sum + row.tokensIn + row.tokensOut, 0)
    expect(spent).toBeLessThanOrEqual(3000 + 1500)
    // Each call asked the provider for no more than the budget had left when it started.
    const asked = server.requests
      .slice(before)
      .filter((request) => request.path.includes('chat/completions') && !isTitle(request.body!))
    expect(asked.length).toBe(answered.length)
    for (const request of asked) expect(Number(request.body!.max_tokens)).toBeLessThanOrEqual(3000)
  })

  it('holds while an answer runs without counting it as spent, and gives back what it did not use', async () => {
    everyAnswerOf1500 = false
    await clearLedger()
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    const admin = await t.signInAs('ADMIN', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    server.script(
      reply(
        Array.from({ length: 20 }, () => 'x '),
        { usage: { input: 100, output: 200 }, chunkDelayMs: 50 },
      ),
    )
    const running = send(headers, threadId)
    await expect.poll(async () => (await held()).length, { timeout: 15_000 }).toBe(1)
    const [reservation] = await held()
    // The whole rest of the budget is held (a late title of the test before may have spent a few
    // tokens): the prompt and an answer cut to what is left.
    const spentBefore = (await ledger()).reduce((sum, row) => sum + row.tokensIn + row.tokensOut, 0)
    expect(reservation!.tokens).toBe(3000 - spentBefore)
    const settings = (
      await t.app.inject({ url: '/api/ai-admin/tenant-settings/DEMO', headers: admin.headers })
    ).json()
    expect(settings.monthTokensUsed).toBe(spentBefore)
    expect(outcomeOf(await running)).toBe('done')
    await expect.poll(async () => (await held()).length, { timeout: 15_000 }).toBe(0)
    const chat = (await ledger()).filter((row) => row.tool === 'chat' && row.threadId === threadId)
    expect(chat.map((row) => [row.outcome, row.tokensIn + row.tokensOut])).toEqual([['ok', 300]])
  })

  it('counts the reservation of a process that died until it expires, then no longer', async () => {
    await clearLedger()
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    await t.app.db
      .insert(aiBudgetReservations)
      .values({ tenantGroup: 'DEMO', tokens: 2900, expiresAt: sql`now() + interval '5 minutes'` })
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    expect(outcomeOf(await send(headers, threadId))).toMatch(/ai\.budgetExceeded$/)
    await t.app.db
      .update(aiBudgetReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(aiBudgetReservations.tenantGroup, 'DEMO'))
    const threadId2 = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    server.script(answerOf1500)
    expect(outcomeOf(await send(headers, threadId2))).toBe('done')
    await expect.poll(async () => (await held()).length, { timeout: 15_000 }).toBe(0)
  })

  it('32 image requests at once by 4 users against a budget of 3 images: 3 images, the rest refused', async () => {
    await clearLedger()
    const users = await Promise.all(
      ['READ', 'READ', 'WRITE', 'WRITE'].map((role) => t.signInAs(role, 'DEMO')),
    )
    server.imagesDelayMs = 50
    const responses = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/images/generate',
          headers: users[i % 4]!.headers,
          payload: {
            modelId: imageModelId,
            prompt: 'Ein Schaufenster',
            size: '1024x1024',
            quality: 'auto',
            style: 'none',
            count: 1,
          },
        }),
      ),
    )
    const images = responses.flatMap((response) =>
      response.statusCode === 200 ? parseNdjson(response.body).filter((event) => event.type === 'image') : [],
    )
    expect(images).toHaveLength(3)
    for (const response of responses) {
      if (response.statusCode !== 200) expect(response.json().code).toBe('ai.imageBudgetExceeded')
    }
    const delivered = await t.app.db
      .select({ images: sql<number>`coalesce(sum(${aiUsage.images}), 0)::int` })
      .from(aiUsage)
      .where(and(eq(aiUsage.tenantGroup, 'DEMO'), eq(aiUsage.tool, 'image')))
    expect(Number(delivered[0]!.images)).toBe(3)
    expect(await held()).toEqual([])
  })
})
