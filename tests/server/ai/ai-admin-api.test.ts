// The provider layer's admin API over HTTP (app.inject) on the test database: providers and models
// by the ROOT of PARENT only, keys never returned or logged, test connection against the scripted
// server, tenant settings scoped to the admin's own group, audit entries for every change.
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { aiUsage } from '../../../src/server/db/ai-tables.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'
import {
  failWith,
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts'

const apiKey = 'sk-admin-test-9876'
let t: TestApp
let server: ScriptedOpenAiServer
let root: string
let demoAdmin: string
let bpiAdmin: string
let demoWrite: string
const logLines: string[] = []

beforeAll(async () => {
  server = await startScriptedOpenAiServer({ apiKey, models: ['gpt-test', 'embed-test'] })
  const logger = pino(
    { level: 'trace' },
    new Writable({ write: (chunk, _enc, done) => void (logLines.push(String(chunk)), done()) }),
  )
  t = await buildApp({ logger })
  const token = async (role: string, group: string) => {
    const { user, password } = await t.createUser({ role, group })
    return t.signIn(user.email, password)
  }
  root = await token('ROOT', 'PARENT')
  demoAdmin = await token('ADMIN', 'DEMO')
  bpiAdmin = await token('ADMIN', 'BPI')
  demoWrite = await token('WRITE', 'DEMO')
})
afterAll(async () => {
  await t.close()
  await server.close()
})

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload })

async function addProvider(body: object = {}) {
  const response = await call(root, 'POST', '/api/ai-admin/providers', {
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl: server.baseUrl,
    apiKey,
    timeoutMs: 5000,
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; apiKeyHint: string; hasApiKey: boolean }
}

async function addModel(providerId: string, body: object = {}) {
  const response = await call(root, 'POST', '/api/ai-admin/models', {
    providerId,
    modelName: `m-${Math.random()}`,
    displayName: 'Test model',
    capabilities: ['chat'],
    priceInputPerMillion: 1,
    priceOutputPerMillion: 2,
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string }
}

describe('providers and models', () => {
  it('lets only the ROOT of PARENT manage providers, and never returns or logs the key', async () => {
    const provider = await addProvider()
    expect(provider).toMatchObject({ apiKeyHint: '9876', hasApiKey: true })
    const list = await call(root, 'GET', '/api/ai-admin/providers')
    expect(list.body).not.toContain(apiKey)
    expect(list.body).not.toContain('apiKeyEncrypted')
    expect(logLines.join('\n')).not.toContain(apiKey)
    expect((await call(demoAdmin, 'GET', '/api/ai-admin/providers')).statusCode).toBe(403)
    expect(
      (
        await call(demoAdmin, 'POST', '/api/ai-admin/providers', {
          name: 'x',
          kind: 'openai-compatible',
          baseUrl: 'https://x.test',
        })
      ).statusCode,
    ).toBe(403)
    const renamed = await call(root, 'PATCH', `/api/ai-admin/providers/${provider.id}`, {
      name: 'Renamed',
      apiKey: null,
    })
    expect(renamed.json()).toMatchObject({ name: 'Renamed', hasApiKey: false, apiKeyHint: null })
    expect((await call(root, 'PATCH', '/api/ai-admin/providers/nope', { name: 'x' })).statusCode).toBe(404)
  })

  it('masks header values that carry credentials and keeps them when sent back masked', async () => {
    const provider = await addProvider({ headers: { 'api-key': 'azure-secret-5555', 'x-team': 'nord' } })
    const shown = (await call(root, 'GET', '/api/ai-admin/providers'))
      .json()
      .items.find((p: { id: string }) => p.id === provider.id)
    expect(shown.headers).toEqual({ 'api-key': '••••5555', 'x-team': 'nord' })
    await call(root, 'PATCH', `/api/ai-admin/providers/${provider.id}`, {
      headers: { ...shown.headers, 'x-team': 'sued' },
    })
    server.models = ['only-model']
    const before = server.requests.length
    await call(root, 'POST', `/api/ai-admin/providers/${provider.id}/test`)
    expect(server.requests[before]!.headers).toMatchObject({
      'api-key': 'azure-secret-5555',
      'x-team': 'sued',
    })
    server.models = ['gpt-test', 'embed-test']
  })

  it('accepts only http and https base URLs', async () => {
    for (const baseUrl of ['file:///etc/passwd', 'ftp://example.test/v1', 'javascript:alert(1)']) {
      const response = await call(root, 'POST', '/api/ai-admin/providers', {
        name: 'Bad',
        kind: 'openai-compatible',
        baseUrl,
      })
      expect(response.statusCode, baseUrl).toBe(400)
    }
  })

  it('tests the connection: the listed models, or the reason it failed', async () => {
    const provider = await addProvider()
    expect((await call(root, 'POST', `/api/ai-admin/providers/${provider.id}/test`)).json()).toEqual({
      ok: true,
      models: ['embed-test', 'gpt-test'],
    })
    await call(root, 'PATCH', `/api/ai-admin/providers/${provider.id}`, { apiKey: 'sk-wrong' })
    expect((await call(root, 'POST', `/api/ai-admin/providers/${provider.id}/test`)).json()).toEqual({
      ok: false,
      code: 'ai.authFailed',
      models: [],
    })
    await call(root, 'PATCH', `/api/ai-admin/providers/${provider.id}`, { apiKey, timeoutMs: 1000 })
    server.modelsDelayMs = 3000
    expect((await call(root, 'POST', `/api/ai-admin/providers/${provider.id}/test`)).json()).toEqual({
      ok: false,
      code: 'ai.timeout',
      models: [],
    })
    server.modelsDelayMs = 0
    await call(root, 'PATCH', `/api/ai-admin/providers/${provider.id}`, { baseUrl: 'http://127.0.0.1:9/v1' })
    expect((await call(root, 'POST', `/api/ai-admin/providers/${provider.id}/test`)).json()).toMatchObject({
      ok: false,
      code: 'ai.providerUnavailable',
    })
  })

  it('manages models; tenant admins read the usable ones; duplicates answer 409; deletes cascade', async () => {
    const provider = await addProvider()
    const model = await addModel(provider.id, { modelName: 'gpt-test' })
    const duplicate = await call(root, 'POST', '/api/ai-admin/models', {
      providerId: provider.id,
      modelName: 'gpt-test',
      displayName: 'Again',
      capabilities: ['chat'],
    })
    expect(duplicate.statusCode).toBe(409)
    expect(
      (await call(demoAdmin, 'GET', '/api/ai-admin/models')).json().items.map((m: { id: string }) => m.id),
    ).toContain(model.id)
    await call(root, 'PATCH', `/api/ai-admin/models/${model.id}`, { enabled: false })
    expect(
      (await call(demoAdmin, 'GET', '/api/ai-admin/models')).json().items.map((m: { id: string }) => m.id),
    ).not.toContain(model.id)
    expect((await call(demoWrite, 'GET', '/api/ai-admin/models')).statusCode).toBe(403)
    expect(
      (await call(demoAdmin, 'PATCH', `/api/ai-admin/models/${model.id}`, { enabled: true })).statusCode,
    ).toBe(403)
    expect((await call(root, 'DELETE', `/api/ai-admin/providers/${provider.id}`)).statusCode).toBe(204)
    expect((await call(root, 'DELETE', `/api/ai-admin/models/${model.id}`)).statusCode).toBe(404)
  })
})

describe('trying a model', () => {
  it('lets the ROOT of PARENT chat with a model no tenant allows yet, through the gateway, each turn in the ledger', async () => {
    const provider = await addProvider()
    const model = await addModel(provider.id, { modelName: 'gpt-test' })
    server.script(
      reply('Hallo, ich bin bereit.', { usage: { input: 12, output: 6 } }),
      reply(['Zwei ', 'plus zwei ist vier.'], { usage: { input: 30, output: 7 } }),
    )
    const first = await call(root, 'POST', `/api/ai-admin/models/${model.id}/try`, {
      messages: [{ role: 'user', content: 'Hallo?' }],
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ text: 'Hallo, ich bin bereit.', inputTokens: 12, outputTokens: 6 })
    const second = await call(root, 'POST', `/api/ai-admin/models/${model.id}/try`, {
      messages: [
        { role: 'user', content: 'Hallo?' },
        { role: 'assistant', content: 'Hallo, ich bin bereit.' },
        { role: 'user', content: 'Was ist zwei plus zwei?' },
      ],
    })
    expect(second.json()).toMatchObject({ text: 'Zwei plus zwei ist vier.', outputTokens: 7 })
    // The whole short chat went to the provider, under the model's own name, capped.
    const sent = server.requests.at(-1)!.body!
    expect(sent).toMatchObject({ model: 'gpt-test', max_tokens: 400 })
    expect((sent.messages as unknown[]).length).toBe(3)
    const rows = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.modelId, model.id), eq(aiUsage.tool, 'model-try')))
    expect(rows.map((row) => [row.tenantGroup, row.tokensIn, row.tokensOut, row.outcome])).toEqual([
      ['PARENT', 12, 6, 'ok'],
      ['PARENT', 30, 7, 'ok'],
    ])
  })

  it('answers why the model did not, refuses everyone else, unknown models and bad turns', async () => {
    const provider = await addProvider()
    const model = await addModel(provider.id, { modelName: 'gpt-test' })
    server.script(failWith(401, { error: { message: 'bad key', type: 'invalid_request_error' } }))
    const failed = await call(root, 'POST', `/api/ai-admin/models/${model.id}/try`, {
      messages: [{ role: 'user', content: 'Hallo?' }],
    })
    expect(failed.statusCode).toBe(409)
    expect(failed.json().code).toBe('ai.authFailed')
    expect(
      (
        await call(demoAdmin, 'POST', `/api/ai-admin/models/${model.id}/try`, {
          messages: [{ role: 'user', content: 'x' }],
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await call(root, 'POST', '/api/ai-admin/models/no-such-model/try', {
          messages: [{ role: 'user', content: 'x' }],
        })
      ).statusCode,
    ).toBe(404)
    const embeddings = await addModel(provider.id, { modelName: 'embed-test', capabilities: ['embeddings'] })
    expect(
      (
        await call(root, 'POST', `/api/ai-admin/models/${embeddings.id}/try`, {
          messages: [{ role: 'user', content: 'x' }],
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await call(root, 'POST', `/api/ai-admin/models/${model.id}/try`, {
          messages: [{ role: 'system', content: 'ignore' }],
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (await call(root, 'POST', `/api/ai-admin/models/${model.id}/try`, { messages: [] })).statusCode,
    ).toBe(400)
  })
})

describe('trying a model that is switched off', () => {
  it.each([
    ['the model', 'ai.modelDisabled'],
    ['its provider', 'ai.providerDisabled'],
  ] as const)(
    'refuses with 422 when %s is disabled, sends nothing and records nothing',
    async (what, code) => {
      const provider = await addProvider()
      const model = await addModel(provider.id, { modelName: 'gpt-test' })
      const switchedOff =
        what === 'the model'
          ? await call(root, 'PATCH', `/api/ai-admin/models/${model.id}`, { enabled: false })
          : await call(root, 'PATCH', `/api/ai-admin/providers/${provider.id}`, { enabled: false })
      expect(switchedOff.statusCode, switchedOff.body).toBe(200)
      const sentBefore = server.requests.length
      const refused = await call(root, 'POST', `/api/ai-admin/models/${model.id}/try`, {
        messages: [{ role: 'user', content: 'Hallo?' }],
      })
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json().code).toBe(code)
      expect(server.requests.length).toBe(sentBefore)
      const rows = await t.app.db.select().from(aiUsage).where(eq(aiUsage.modelId, model.id))
      expect(rows).toEqual([])
    },
  )
})

describe('tenant settings', () => {
  it('lets a tenant admin set their own group, validates the default and refuses other groups', async () => {
    const provider = await addProvider()
    const chat = await addModel(provider.id)
    const embed = await addModel(provider.id, { capabilities: ['embeddings'] })
    const url = '/api/ai-admin/tenant-settings/DEMO'
    const notAllowed = await call(demoAdmin, 'PATCH', url, { defaultChatModelId: chat.id })
    expect(notAllowed.statusCode).toBe(400)
    expect(notAllowed.json().fieldErrors.defaultChatModelId.code).toBe('ai.defaultNotAllowed')
    const wrongKind = await call(demoAdmin, 'PATCH', url, {
      allowedModelIds: [chat.id, embed.id],
      defaultChatModelId: embed.id,
    })
    expect(wrongKind.statusCode).toBe(400)
    // Nothing half-written: the allow-list of the refused change was not stored.
    expect((await call(demoAdmin, 'GET', url)).json().allowedModelIds).toEqual([])
    const unknown = await call(demoAdmin, 'PATCH', url, { allowedModelIds: ['no-such-model'] })
    expect(unknown.json().fieldErrors.allowedModelIds.code).toBe('ai.modelUnknown')
    const saved = await call(demoAdmin, 'PATCH', url, {
      allowedModelIds: [chat.id, embed.id],
      defaultChatModelId: chat.id,
      embeddingModelId: embed.id,
      monthlyTokenBudget: 1000,
      threadRetentionDays: 30,
      storageQuotaBytes: 1e9,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      group: 'DEMO',
      defaultChatModelId: chat.id,
      monthlyTokenBudget: 1000,
      threadRetentionDays: 30,
      monthTokensUsed: 0,
    })
    expect((await call(demoAdmin, 'PATCH', url, { threadRetentionDays: 0 })).statusCode).toBe(400)
    expect((await call(demoAdmin, 'PATCH', url, { threadRetentionDays: 3651 })).statusCode).toBe(400)
    expect((await call(bpiAdmin, 'GET', url)).statusCode).toBe(404)
    expect((await call(bpiAdmin, 'PATCH', url, { monthlyTokenBudget: 1 })).statusCode).toBe(404)
    expect((await call(root, 'GET', url)).json().defaultChatModelId).toBe(chat.id)
  })

  it("reports this month's tokens and cost from the ledger", async () => {
    await t.app.db.insert(aiUsage).values([
      {
        tenantGroup: 'NERES',
        tool: 'chat',
        modelName: 'x',
        tokensIn: 100,
        tokensOut: 50,
        costEstimate: 0.25,
        outcome: 'ok',
      },
      {
        tenantGroup: 'NERES',
        tool: 'chat',
        modelName: 'x',
        tokensIn: 10,
        tokensOut: 5,
        costEstimate: 0.05,
        outcome: 'ok',
        at: new Date(Date.UTC(2020, 0, 1)),
      },
    ])
    const settings = (await call(root, 'GET', '/api/ai-admin/tenant-settings/NERES')).json()
    expect(settings).toMatchObject({ monthTokensUsed: 150 })
    expect(settings.monthCostEstimate).toBeCloseTo(0.25)
  })

  it('audits provider, model and settings changes', async () => {
    const audit = (await call(root, 'GET', '/api/audit?pageSize=100')).json().items as {
      action: string
      detail: unknown
    }[]
    const actions = new Set(audit.map((entry) => entry.action))
    for (const action of [
      'ai.provider.created',
      'ai.provider.changed',
      'ai.provider.deleted',
      'ai.model.created',
      'ai.model.changed',
      'ai.tenant.allowedModels.changed',
      'ai.tenant.defaultModel.changed',
      'ai.tenant.budget.changed',
      'ai.tenant.retention.changed',
    ]) {
      expect(actions, action).toContain(action)
    }
    expect(JSON.stringify(audit)).not.toContain(apiKey)
  })
})
