// The monthly image budget of a tenant (decision 0045): set by its admin (audited), counted from the
// usage ledger, and checked before any provider call. A request whose images would pass it is refused
// whole with ai.imageBudgetExceeded and written to the ledger as refused; calls side by side cannot
// both take the last image. Through the real AI SDK over HTTP against the scripted images endpoint.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { auditLog } from '../../../src/server/db/schema.ts'
import { buildChatApp, parseNdjson, type ChatTestApp } from '../../chat/chat-helpers.ts'
import { imageContentPolicy, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'

const apiKey = 'sk-scripted-image-budget-77'
const request = { prompt: 'Ein Schaufenster im Herbst', size: '1024x1024', quality: 'auto', style: 'none' } as const

describe('the monthly image budget', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let imageModelId: string

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    imageModelId = randomUUID()
    await t.app.db.insert(aiModels).values({ id: imageModelId, providerId, modelName: 'scripted-image', displayName: 'Scripted image', capabilities: ['images'], pricePerImage: 0.04 })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId: imageModelId })
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  const generate = (headers: Record<string, string>, count: number) =>
    t.app.inject({ method: 'POST', url: '/api/images/generate', headers, payload: { modelId: imageModelId, ...request, count } })
  const imageRows = () => t.app.db.select().from(aiUsage).where(and(eq(aiUsage.tenantGroup, 'DEMO'), eq(aiUsage.tool, 'image'))).orderBy(aiUsage.id)

  it('lets a tenant admin set it (audited) and shows the month\'s images beside it', async () => {
    const admin = await t.signInAs('ADMIN', 'DEMO')
    const set = await t.app.inject({ method: 'PATCH', url: '/api/ai-admin/tenant-settings/DEMO', headers: admin.headers, payload: { monthlyImageBudget: 3 } })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ monthlyImageBudget: 3, monthImagesUsed: 0, monthlyTokenBudget: null })
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'ai.tenant.imageBudget.changed'))
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ actorId: admin.userId, target: 'DEMO', result: 'success', detail: { monthlyImageBudget: 3 } })
    const negative = await t.app.inject({ method: 'PATCH', url: '/api/ai-admin/tenant-settings/DEMO', headers: admin.headers, payload: { monthlyImageBudget: -1 } })
    expect(negative.statusCode).toBe(400)
  })

  it('budget 3: two images pass, the next two are refused before the provider is called, and the ledger says so', async () => {
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    const first = await generate(headers, 2)
    expect(first.statusCode).toBe(200)
    expect(parseNdjson(first.body).filter((event) => (event as { type: string }).type === 'image')).toHaveLength(2)

    const before = server.requests.length
    const second = await generate(headers, 2)
    expect([second.statusCode, second.json().code]).toEqual([409, 'ai.imageBudgetExceeded'])
    expect(server.requests.length).toBe(before)
    const rows = await imageRows()
    expect(rows.map((row) => [row.outcome, row.images, row.errorCode])).toEqual([
      ['ok', 1, null],
      ['ok', 1, null],
      ['refused', 0, 'ai.imageBudgetExceeded'],
    ])

    const admin = await t.signInAs('ADMIN', 'DEMO')
    const settings = (await t.app.inject({ method: 'GET', url: '/api/ai-admin/tenant-settings/DEMO', headers: admin.headers })).json()
    expect(settings).toMatchObject({ monthlyImageBudget: 3, monthImagesUsed: 2 })
    expect(settings.monthCostEstimate).toBeCloseTo(0.08)
  })

  it('gives the last image to one of two requests side by side; the other slot is refused', async () => {
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    server.imagesDelayMs = 100
    const before = server.requests.length
    const [a, b] = await Promise.all([generate(headers, 1), generate(headers, 1)])
    server.imagesDelayMs = 0
    const outcomes = [a, b].map((response) => (response.statusCode === 200 ? parseNdjson(response.body).find((event) => ['image', 'error'].includes((event as { type: string }).type)) : response.json()))
    const images = outcomes.filter((event) => (event as { type?: string }).type === 'image')
    const refused = outcomes.filter((event) => (event as { code?: string }).code === 'ai.imageBudgetExceeded')
    expect([images.length, refused.length]).toEqual([1, 1])
    expect(server.requests.length).toBe(before + 1)
    const admin = await t.signInAs('ADMIN', 'DEMO')
    expect((await t.app.inject({ method: 'GET', url: '/api/ai-admin/tenant-settings/DEMO', headers: admin.headers })).json()).toMatchObject({ monthImagesUsed: 3 })
    // Spent: even one more image is refused.
    expect((await generate(headers, 1)).json().code).toBe('ai.imageBudgetExceeded')
    expect((await imageRows()).filter((row) => row.outcome === 'pending')).toEqual([])
  })

  it('gives back the image a failed call held: the ledger row ends as an error with no image', async () => {
    const admin = await t.signInAs('ADMIN', 'DEMO')
    await t.app.inject({ method: 'PATCH', url: '/api/ai-admin/tenant-settings/DEMO', headers: admin.headers, payload: { monthlyImageBudget: 4 } })
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    server.scriptImages(imageContentPolicy())
    const events = parseNdjson((await generate(headers, 1)).body)
    expect(events).toContainEqual({ type: 'error', index: 0, code: 'ai.contentPolicy' })
    expect((await imageRows()).at(-1)).toMatchObject({ outcome: 'error', errorCode: 'ai.contentPolicy', images: 0, costEstimate: 0 })
    const again = parseNdjson((await generate(headers, 1)).body)
    expect(again.filter((event) => (event as { type: string }).type === 'image')).toHaveLength(1)
    expect((await t.app.inject({ method: 'GET', url: '/api/ai-admin/tenant-settings/DEMO', headers: admin.headers })).json()).toMatchObject({ monthlyImageBudget: 4, monthImagesUsed: 4 })
  })
})
