// The gateway through the real AI SDK against the scripted OpenAI-compatible server, on the test
// database (PGlite, or PostgreSQL under scripts/ci/with-postgres.sh): streaming, usage, retries,
// timeouts, abort, error classification, budgets and the ledger row of every call.
import { randomBytes, randomUUID } from 'node:crypto'
import { tool } from 'ai'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  aiModels,
  aiProviders,
  aiUsage,
  tenantAiSettings,
  tenantAllowedModels,
} from '../../../src/server/db/ai-tables.ts'
import { ensureTenantGroups } from '../../../src/server/db/users.ts'
import {
  AiRefusal,
  completeText,
  embedTexts,
  maxAnswerBytes,
  resolveChatModel,
  streamChat,
  type AiCallContext,
  type GatewayPart,
} from '../../../src/server/ai/gateway.ts'
import { encryptSecret, hintOf, useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/build-app.ts'
import { configureOutbound } from '../../../src/server/net/outbound/outbound-policy.ts'
import {
  callTool,
  contentFiltered,
  contextTooLong,
  drop,
  hang,
  malformed,
  rateLimited,
  reply,
  serverError,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts'

let database: TestDatabase
let server: ScriptedOpenAiServer
const apiKey = 'sk-scripted-secret-1234'

beforeAll(async () => {
  useKeyCipherKey(randomBytes(32))
  // No app here: the scripted server on 127.0.0.1 is allowed as createApp allows it with OUTBOUND_ALLOW_LOOPBACK.
  configureOutbound({ allowLoopback: true, allowedHosts: [] })
  database = await createTestDatabase()
  await database.handle.migrate()
  await ensureTenantGroups(database.handle.db)
  server = await startScriptedOpenAiServer({ apiKey })
})
afterAll(async () => {
  await server.close()
  await database.drop()
})

/** A provider and chat model allowed for DEMO; each test gets its own so settings do not leak. */
async function addModel(
  options: {
    timeoutMs?: number
    maxRetries?: number
    key?: string
    baseUrl?: string
    capabilities?: string[]
    tenant?: string
  } = {},
) {
  const db = database.handle.db
  const providerId = randomUUID()
  const key = options.key ?? apiKey
  await db.insert(aiProviders).values({
    id: providerId,
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl: options.baseUrl ?? server.baseUrl,
    apiKeyEncrypted: encryptSecret(key),
    apiKeyHint: hintOf(key),
    timeoutMs: options.timeoutMs ?? 5_000,
    maxRetries: options.maxRetries ?? 2,
  })
  const modelId = randomUUID()
  await db.insert(aiModels).values({
    id: modelId,
    providerId,
    modelName: 'scripted-chat',
    displayName: 'Scripted chat',
    capabilities: options.capabilities ?? ['chat'],
    priceInputPerMillion: 2,
    priceOutputPerMillion: 10,
  })
  await db.insert(tenantAllowedModels).values({ tenantGroup: options.tenant ?? 'DEMO', modelId })
  return modelId
}

const context = (extra: Partial<AiCallContext> = {}): AiCallContext => ({
  db: database.handle.db,
  tenantGroup: 'DEMO',
  userId: null,
  tool: 'chat',
  ...extra,
})

async function collect(parts: AsyncIterable<GatewayPart>): Promise<GatewayPart[]> {
  const all: GatewayPart[] = []
  for await (const part of parts) all.push(part)
  return all
}

async function provider(modelId: string) {
  const model = await resolveChatModel(database.handle.db, 'DEMO', modelId)
  if (model.kind !== 'provider') throw new Error('expected a provider model')
  return model
}

const ledgerOf = (modelId: string) =>
  database.handle.db.select().from(aiUsage).where(eq(aiUsage.modelId, modelId))
const textOf = (parts: GatewayPart[]) =>
  parts.map((part) => (part.type === 'text-delta' ? part.text : '')).join('')

describe('streamChat', () => {
  it('streams the deltas, reports usage and writes one ledger row with the cost estimate', async () => {
    const modelId = await addModel()
    server.script(reply(['Guten ', 'Tag'], { usage: { input: 100_000, output: 50_000 } }))
    const before = server.requests.length
    const parts = await collect(
      streamChat(context({ threadId: 't1' }), {
        model: await provider(modelId),
        messages: [{ role: 'user', content: 'Hallo' }],
        temperature: 0.2,
      }),
    )
    expect(textOf(parts)).toBe('Guten Tag')
    expect(parts.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: 'stop',
      inputTokens: 100_000,
      outputTokens: 50_000,
    })
    const sent = server.requests[before]!
    expect(sent.headers.authorization).toBe(`Bearer ${apiKey}`)
    expect(sent.body).toMatchObject({
      model: 'scripted-chat',
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.2,
    })
    const [row] = await ledgerOf(modelId)
    expect(row).toMatchObject({
      outcome: 'ok',
      tokensIn: 100_000,
      tokensOut: 50_000,
      threadId: 't1',
      tool: 'chat',
      modelName: 'scripted-chat',
      errorCode: null,
    })
    expect(row!.costEstimate).toBeCloseTo(0.2 + 0.5)
    expect(row!.firstTokenMs).not.toBeNull()
  })

  it('retries a 429 after its Retry-After before the first token', async () => {
    const modelId = await addModel({ maxRetries: 1 })
    server.script(rateLimited(1), reply('ok', { usage: { input: 3, output: 1 } }))
    const before = server.requests.length
    const started = Date.now()
    const parts = await collect(
      streamChat(context(), { model: await provider(modelId), messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(textOf(parts)).toBe('ok')
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(server.requests.length - before).toBe(2)
    expect(await ledgerOf(modelId)).toHaveLength(1)
  })

  it('gives up after maxRetries of 5xx with ai.providerUnavailable', async () => {
    const modelId = await addModel({ maxRetries: 1 })
    server.script(serverError(), serverError())
    const before = server.requests.length
    const parts = await collect(
      streamChat(context(), { model: await provider(modelId), messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(parts).toEqual([{ type: 'error', code: 'ai.providerUnavailable' }])
    expect(server.requests.length - before).toBe(2)
    expect(await ledgerOf(modelId)).toMatchObject([{ outcome: 'error', errorCode: 'ai.providerUnavailable' }])
  })

  it('tries once more at once when the connection closes before any answer, even without retries', async () => {
    const modelId = await addModel({ maxRetries: 0 })
    server.script(drop(), reply(['Wieder ', 'da']))
    const before = server.requests.length
    const parts = await collect(
      streamChat(context(), { model: await provider(modelId), messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(textOf(parts)).toBe('Wieder da')
    expect(server.requests.length - before).toBe(2)
    expect(await ledgerOf(modelId)).toMatchObject([{ outcome: 'ok' }])

    // Only once: a provider that keeps dropping the connection is unavailable.
    server.script(drop(), drop())
    const again = server.requests.length
    const failed = await collect(
      streamChat(context(), { model: await provider(modelId), messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(failed).toEqual([{ type: 'error', code: 'ai.providerUnavailable' }])
    expect(server.requests.length - again).toBe(2)
    expect(server.pending).toBe(0)
  })

  it('reports a rate limit left after the retries with its Retry-After', async () => {
    const modelId = await addModel({ maxRetries: 0 })
    server.script(rateLimited(7))
    const parts = await collect(
      streamChat(context(), { model: await provider(modelId), messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(parts).toEqual([{ type: 'error', code: 'ai.rateLimited', retryAfterMs: 7000 }])
  })

  it('times out a provider that never answers, and one that stalls between chunks', async () => {
    const modelId = await addModel({ timeoutMs: 300, maxRetries: 0 })
    server.script(hang(), reply(['a', 'b', 'c'], { stallAfterChunks: 1 }))
    const hung = await collect(
      streamChat(context(), { model: await provider(modelId), messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(hung).toEqual([{ type: 'error', code: 'ai.timeout' }])
    const stalled = await collect(
      streamChat(context(), { model: await provider(modelId), messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(textOf(stalled)).toBe('a')
    expect(stalled.at(-1)).toEqual({ type: 'error', code: 'ai.timeout' })
    const rows = await ledgerOf(modelId)
    expect(rows.map((row) => row.errorCode)).toEqual(['ai.timeout', 'ai.timeout'])
    expect(rows[1]!.tokensOut).toBeGreaterThan(0)
  })

  it('classifies provider errors: context length, content filter, bad key, broken chunk, unreachable', async () => {
    const modelId = await addModel({ maxRetries: 0 })
    const ask = async (id = modelId) =>
      (
        await collect(
          streamChat(context(), { model: await provider(id), messages: [{ role: 'user', content: 'x' }] }),
        )
      ).at(-1)
    server.script(contextTooLong())
    expect(await ask()).toEqual({ type: 'error', code: 'ai.contextTooLong' })
    server.script(contentFiltered())
    expect(await ask()).toEqual({ type: 'error', code: 'ai.contentFiltered' })
    server.script(reply('partial', { finishReason: 'content_filter' }))
    expect(await ask()).toEqual({ type: 'error', code: 'ai.contentFiltered' })
    server.script(malformed(['a']))
    expect(await ask()).toEqual({ type: 'error', code: 'ai.badResponse' })
    expect(await ask(await addModel({ key: 'sk-wrong', maxRetries: 0 }))).toEqual({
      type: 'error',
      code: 'ai.authFailed',
    })
    expect(await ask(await addModel({ baseUrl: 'http://127.0.0.1:9/v1', maxRetries: 0 }))).toEqual({
      type: 'error',
      code: 'ai.providerUnavailable',
    })
  })

  it('stops on the caller abort, closes the request and counts the partial tokens', async () => {
    const modelId = await addModel()
    server.script(reply(['one ', 'two ', 'three ', 'four'], { chunkDelayMs: 200 }))
    const before = server.requests.length
    const controller = new AbortController()
    const parts: GatewayPart[] = []
    for await (const part of streamChat(context({ signal: controller.signal }), {
      model: await provider(modelId),
      messages: [{ role: 'user', content: 'x' }],
    })) {
      parts.push(part)
      if (part.type === 'text-delta') controller.abort()
    }
    expect(parts.at(-1)).toEqual({ type: 'error', code: 'ai.stopped' })
    const [row] = await ledgerOf(modelId)
    expect(row).toMatchObject({ outcome: 'stopped', errorCode: 'ai.stopped' })
    expect(row!.tokensOut).toBeGreaterThan(0)
    await expect.poll(() => server.requests[before]!.aborted).toBe(true)
  })
})

describe('streamChat with tools', () => {
  it('runs a tool call and streams the next step, counting both steps in one ledger row', async () => {
    const modelId = await addModel()
    server.script(
      callTool('lookupPrice', { pzn: '1234567' }, { input: 10, output: 3 }),
      reply('Costs 4.20 EUR', { usage: { input: 20, output: 4 } }),
    )
    const before = server.requests.length
    const lookupPrice = tool({
      description: 'Price of a product',
      inputSchema: z.object({ pzn: z.string() }),
      execute: async ({ pzn }) => ({ pzn, price: 4.2 }),
    })
    const parts = await collect(
      streamChat(context(), {
        model: await provider(modelId),
        messages: [{ role: 'user', content: 'Price?' }],
        tools: { lookupPrice },
        maxSteps: 2,
      }),
    )
    expect(textOf(parts)).toBe('Costs 4.20 EUR')
    expect(parts.at(-1)).toMatchObject({ type: 'finish', inputTokens: 30, outputTokens: 7 })
    expect(server.requests.length - before).toBe(2)
    const toolMessage = (
      server.requests[before + 1]!.body!.messages as { role: string; content: string }[]
    ).find((message) => message.role === 'tool')
    expect(JSON.parse(toolMessage!.content)).toEqual({ pzn: '1234567', price: 4.2 })
    expect(await ledgerOf(modelId)).toHaveLength(1)
  })
})

describe('streamChat when the caller stops reading', () => {
  it('ends the provider request and still writes the ledger row', async () => {
    const modelId = await addModel()
    server.script(reply(['one ', 'two ', 'three'], { chunkDelayMs: 200 }))
    const before = server.requests.length
    for await (const part of streamChat(context(), {
      model: await provider(modelId),
      messages: [{ role: 'user', content: 'x' }],
    })) {
      if (part.type === 'text-delta') break
    }
    expect(await ledgerOf(modelId)).toMatchObject([{ outcome: 'stopped', errorCode: 'ai.stopped' }])
    await expect.poll(() => server.requests[before]!.aborted).toBe(true)
  })
})

describe('models, budgets and the other calls', () => {
  it('answers offline without a default, the default when set, and refuses models the tenant may not use', async () => {
    const db = database.handle.db
    expect(await resolveChatModel(db, 'BPI')).toEqual({ kind: 'offline' })
    const modelId = await addModel({ tenant: 'BPI' })
    await db.insert(tenantAiSettings).values({ tenantGroup: 'BPI', defaultChatModelId: modelId })
    expect(await resolveChatModel(db, 'BPI')).toMatchObject({
      kind: 'provider',
      modelId,
      label: 'Scripted chat',
    })
    await expect(resolveChatModel(db, 'DEMO', modelId)).rejects.toMatchObject({ code: 'ai.modelNotAllowed' })
    await expect(resolveChatModel(db, 'BPI', randomUUID())).rejects.toBeInstanceOf(AiRefusal)
    await db.update(aiModels).set({ enabled: false }).where(eq(aiModels.id, modelId))
    await expect(resolveChatModel(db, 'BPI')).rejects.toMatchObject({ code: 'ai.modelNotAllowed' })
  })

  it('refuses once the month budget is spent, with a refused ledger row', async () => {
    const db = database.handle.db
    const modelId = await addModel({ tenant: 'IGEPHA' })
    await db.insert(tenantAiSettings).values({ tenantGroup: 'IGEPHA', monthlyTokenBudget: 10 })
    const model = await resolveChatModel(db, 'IGEPHA', modelId)
    await db.insert(aiUsage).values({
      tenantGroup: 'IGEPHA',
      tool: 'chat',
      modelName: 'x',
      tokensIn: 6,
      tokensOut: 4,
      outcome: 'ok',
    })
    await expect(resolveChatModel(db, 'IGEPHA', modelId)).rejects.toMatchObject({ code: 'ai.budgetExceeded' })
    if (model.kind !== 'provider') throw new Error('expected a provider')
    const parts = await collect(
      streamChat(context({ tenantGroup: 'IGEPHA' }), { model, messages: [{ role: 'user', content: 'x' }] }),
    )
    expect(parts).toEqual([{ type: 'error', code: 'ai.budgetExceeded' }])
    expect(await ledgerOf(modelId)).toMatchObject([{ outcome: 'refused', errorCode: 'ai.budgetExceeded' }])
  })

  it('completeText returns the whole answer; embedTexts the vectors of an embeddings model', async () => {
    const chatId = await addModel()
    server.script(reply(['A title'], { usage: { input: 5, output: 2 } }))
    expect(
      await completeText(context({ tool: 'title' }), {
        model: await provider(chatId),
        messages: [{ role: 'user', content: 'x' }],
      }),
    ).toEqual({ text: 'A title', inputTokens: 5, outputTokens: 2, capped: false })
    const embedId = await addModel({ capabilities: ['embeddings'] })
    const vectors = await embedTexts(context({ tool: 'embedding' }), {
      modelId: embedId,
      texts: ['eins', 'zwei'],
    })
    expect(vectors).toHaveLength(2)
    expect(vectors[0]).toHaveLength(8)
    expect(await ledgerOf(embedId)).toMatchObject([{ outcome: 'ok', tool: 'embedding' }])
    await expect(embedTexts(context(), { modelId: chatId, texts: ['x'] })).rejects.toMatchObject({
      code: 'ai.modelNotAllowed',
    })
  })

  it('completeText stops the provider at the answer cap (decision 0085) and reports the cut; the ledger counts what was sent', async () => {
    const chatId = await addModel()
    const before = server.requests.length
    // 600 KB in 60 chunks of 10 KB: the cap is reached in the 20th.
    server.script(
      reply(
        Array.from({ length: 60 }, () => 'y'.repeat(10 * 1024)),
        { chunkDelayMs: 2, usage: { input: 5, output: 150_000 } },
      ),
    )
    const result = await completeText(context({ tool: 'rework' }), {
      model: await provider(chatId),
      messages: [{ role: 'user', content: 'x' }],
    })
    expect(result.capped).toBe(true)
    expect(result.text.length).toBeLessThanOrEqual(maxAnswerBytes)
    expect(result.text.length).toBeGreaterThan(maxAnswerBytes - 2048)
    await expect.poll(() => server.requests[before]!.aborted, { timeout: 10_000 }).toBe(true)
    const [row] = await ledgerOf(chatId)
    expect(row).toMatchObject({ outcome: 'ok', errorCode: null })
    expect(row!.tokensOut).toBeGreaterThanOrEqual(Math.floor(result.text.length / 4))
    expect(row!.tokensOut).toBeLessThan(150_000)
  })
})

describe('completeText as one whole answer (whole: true, decision 0111 addendum round 7)', () => {
  const ask = async (modelId: string, extra: Partial<AiCallContext> = {}, maxOutputTokens?: number) =>
    completeText(context({ tool: 'medicheck', ...extra }), {
      model: await provider(modelId),
      messages: [
        { role: 'system', content: 'Answer in JSON.' },
        { role: 'user', content: 'x' },
      ],
      maxOutputTokens,
      whole: true,
    })

  it('sends one non-streamed request and writes one ledger row with the usage', async () => {
    const modelId = await addModel()
    const before = server.requests.length
    server.script(reply(['{"a":', '1}'], { usage: { input: 7, output: 3 } }))
    expect(await ask(modelId)).toEqual({ text: '{"a":1}', inputTokens: 7, outputTokens: 3, capped: false })
    expect(server.requests.length - before).toBe(1)
    expect(server.requests[before]!.body!.stream).not.toBe(true)
    const [row] = await ledgerOf(modelId)
    expect(row).toMatchObject({
      outcome: 'ok',
      tool: 'medicheck',
      tokensIn: 7,
      tokensOut: 3,
      errorCode: null,
    })
    expect(row!.firstTokenMs).not.toBeNull()
  })

  it('retries a 5xx and a dropped connection before the answer, like a streamed call', async () => {
    const modelId = await addModel({ maxRetries: 1 })
    const before = server.requests.length
    server.script(serverError(), drop(), reply('{}'))
    expect((await ask(modelId)).text).toBe('{}')
    expect(server.requests.length - before).toBe(3)
    expect(await ledgerOf(modelId)).toMatchObject([{ outcome: 'ok' }])
  })

  it('times out a provider that never answers after the whole-answer limit', async () => {
    // 300 ms + 4 tokens x 25 ms: 400 ms.
    const modelId = await addModel({ timeoutMs: 300, maxRetries: 0 })
    server.script(hang())
    await expect(ask(modelId, {}, 4)).rejects.toMatchObject({ code: 'ai.timeout' })
    expect(await ledgerOf(modelId)).toMatchObject([{ outcome: 'error', errorCode: 'ai.timeout' }])
  })

  it('classifies a content filter, a broken answer and a bad key', async () => {
    const modelId = await addModel({ maxRetries: 0 })
    server.script(reply('partial', { finishReason: 'content_filter' }))
    await expect(ask(modelId)).rejects.toMatchObject({ code: 'ai.contentFiltered' })
    server.script(malformed(['a']))
    await expect(ask(modelId)).rejects.toMatchObject({ code: 'ai.badResponse' })
    await expect(ask(await addModel({ key: 'sk-wrong', maxRetries: 0 }))).rejects.toMatchObject({
      code: 'ai.authFailed',
    })
  })

  it('cuts an answer over the cap and reports it; a caller abort is ai.stopped', async () => {
    const modelId = await addModel()
    server.script(
      reply(
        Array.from({ length: 60 }, () => 'y'.repeat(10 * 1024)),
        { usage: { input: 5, output: 150_000 } },
      ),
    )
    const result = await ask(modelId)
    expect(result.capped).toBe(true)
    expect(result.text.length).toBeLessThanOrEqual(maxAnswerBytes)
    expect(result.text.length).toBeGreaterThan(maxAnswerBytes - 2048)
    expect(result.outputTokens).toBe(150_000)

    server.script(hang())
    const controller = new AbortController()
    const asked = ask(modelId, { signal: controller.signal })
    setTimeout(() => controller.abort(), 100)
    await expect(asked).rejects.toMatchObject({ code: 'ai.stopped' })
    expect((await ledgerOf(modelId)).map((row) => row.outcome)).toEqual(['ok', 'stopped'])
  })
})
