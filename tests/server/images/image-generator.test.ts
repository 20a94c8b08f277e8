// The image generator and gallery through the real AI SDK over HTTP against the scripted images
// endpoint: images streamed as they arrive and stored as real PNGs, served with their stored type and
// nosniff, converted to WebP, private until shared, another tenant's ids 404, budget and content-policy
// refusals with their ai.* codes, one ledger row per call priced per image.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { buildChatApp, parseNdjson, type ChatTestApp } from '../../chat/chat-helpers.ts'
import { imageContentPolicy, reply, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'

const apiKey = 'sk-scripted-images-4321'
const request = { prompt: 'Eine Apotheke im Frühling', count: 2, size: '1024x1024', quality: 'high', style: 'photo' } as const

describe('image generator and gallery', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let imageModelId: string
  let chatModelId: string

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    imageModelId = randomUUID()
    chatModelId = randomUUID()
    await t.app.db.insert(aiModels).values([
      { id: imageModelId, providerId, modelName: 'scripted-image', displayName: 'Scripted image', capabilities: ['images'], pricePerImage: 0.04 },
      { id: chatModelId, providerId, modelName: 'scripted-chat', displayName: 'Scripted chat', capabilities: ['chat'] },
    ])
    await t.app.db.insert(tenantAllowedModels).values([
      { tenantGroup: 'DEMO', modelId: imageModelId },
      { tenantGroup: 'DEMO', modelId: chatModelId },
      { tenantGroup: 'BPI', modelId: imageModelId },
    ])
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: chatModelId })
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  const generate = (headers: Record<string, string>, body: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/images/generate', headers, payload: { modelId: imageModelId, ...request, ...body } })

  it('generates two images, streams each as it arrives, stores real PNGs and writes one ledger row per call', async () => {
    const { headers, userId } = await t.signInAs('READ', 'DEMO')
    const models = (await t.app.inject({ method: 'GET', url: '/api/images/models', headers })).json()
    expect(models).toEqual({ items: [{ id: imageModelId, label: 'Scripted image', canGenerate: true, canEdit: false }], promptHelper: true })
    const before = server.requests.length
    const response = await generate(headers, { negativePrompt: 'Text, Logos' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/x-ndjson')
    const events = parseNdjson(response.body)
    expect(events[0]).toEqual({ type: 'start', count: 2 })
    expect(events.at(-1)).toEqual({ type: 'done' })
    const images = events.filter((event) => event.type === 'image').map((event) => event.image as { id: string; mediaType: string; width: number; height: number; visibility: string; prompt: string; modelName: string; mine: boolean })
    expect(images).toHaveLength(2)
    expect(images[0]).toMatchObject({ mediaType: 'image/png', width: 64, height: 64, visibility: 'private', prompt: 'Eine Apotheke im Frühling', modelName: 'Scripted image', mine: true })
    // One provider request per image, with the style phrase and what to avoid in the prompt.
    const calls = server.requests.slice(before).filter((call) => call.path === '/v1/images/generations')
    expect(calls).toHaveLength(2)
    expect(calls[0]!.body).toMatchObject({ model: 'scripted-image', n: 1, size: '1024x1024', quality: 'high' })
    expect(String(calls[0]!.body!.prompt)).toMatch(/^Eine Apotheke im Frühling\nPhotorealistic.*\nAvoid: Text, Logos\.$/s)
    const ledger = await t.app.db.select().from(aiUsage).where(and(eq(aiUsage.userId, userId), eq(aiUsage.tool, 'image')))
    expect(ledger.map((row) => [row.outcome, row.images, row.costEstimate])).toEqual([['ok', 1, 0.04], ['ok', 1, 0.04]])

    const content = await t.app.inject({ method: 'GET', url: `/api/images/${images[0]!.id}/content`, headers })
    expect(content.statusCode).toBe(200)
    expect(content.headers['content-type']).toBe('image/png')
    expect(content.headers['x-content-type-options']).toBe('nosniff')
    expect((await sharp(content.rawPayload).metadata()).format).toBe('png')

    const webp = await t.app.inject({ method: 'GET', url: `/api/images/${images[0]!.id}/download?format=webp`, headers })
    expect(webp.statusCode).toBe(200)
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.headers['content-disposition']).toMatch(/^attachment; filename="image-[0-9a-f]{8}\.webp"$/)
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp')
    const png = await t.app.inject({ method: 'GET', url: `/api/images/${images[0]!.id}/download?format=png`, headers })
    expect(png.rawPayload.equals(content.rawPayload)).toBe(true)
  })

  it('keeps images private until shared, searches by prompt, and lets only the author share and delete', async () => {
    const author = await t.signInAs('WRITE', 'DEMO')
    const colleague = await t.signInAs('READ', 'DEMO')
    const admin = await t.signInAs('ADMIN', 'DEMO')
    const events = parseNdjson((await generate(author.headers, { prompt: 'Blaue Tablettenschachtel auf Holztisch', count: 1 })).body)
    const image = events.find((event) => event.type === 'image')!.image as { id: string }
    const list = (headers: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `/api/images${query}`, headers }).then((r) => r.json() as { items: { id: string }[]; nextCursor: string | null })

    expect((await list(author.headers, '?q=tablettenschachtel%20holz')).items.map((item) => item.id)).toEqual([image.id])
    expect((await list(author.headers, '?q=frühling%20holz')).items).toEqual([])
    expect((await list(colleague.headers)).items.map((item) => item.id)).not.toContain(image.id)
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${image.id}/content`, headers: colleague.headers })).statusCode).toBe(404)

    const share = (headers: Record<string, string>, visibility: string) => t.app.inject({ method: 'PATCH', url: `/api/images/${image.id}`, headers, payload: { visibility } })
    expect((await share(author.headers, 'tenant')).json()).toMatchObject({ id: image.id, visibility: 'tenant' })
    expect((await list(colleague.headers, '?scope=shared')).items.map((item) => item.id)).toContain(image.id)
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${image.id}`, headers: colleague.headers })).json()).toMatchObject({ mine: false, visibility: 'tenant' })
    const refused = await share(colleague.headers, 'private')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('images.notAuthor')
    expect((await t.app.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: colleague.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: admin.headers })).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${image.id}`, headers: author.headers })).statusCode).toBe(404)
  })

  it('pages through the gallery without losing images made in the same instant', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const made = parseNdjson((await generate(headers, { count: 4, prompt: 'Seite an Seite' })).body).filter((event) => event.type === 'image')
    expect(made).toHaveLength(4)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/images?scope=mine&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const page = (await t.app.inject({ method: 'GET', url, headers })).json() as { items: { id: string }[]; nextCursor: string | null }
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen.sort()).toEqual(made.map((event) => (event.image as { id: string }).id).sort())
    const bad = await t.app.inject({ method: 'GET', url: '/api/images?cursor=yesterday', headers })
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'images.badCursor'])
  })

  it("answers another tenant's image ids with 404, shared or not", async () => {
    const demo = await t.signInAs('READ', 'DEMO')
    const bpi = await t.signInAs('ADMIN', 'BPI')
    const events = parseNdjson((await generate(demo.headers, { count: 1 })).body)
    const id = (events.find((event) => event.type === 'image')!.image as { id: string }).id
    await t.app.inject({ method: 'PATCH', url: `/api/images/${id}`, headers: demo.headers, payload: { visibility: 'tenant' } })
    for (const [method, url] of [['GET', `/api/images/${id}`], ['GET', `/api/images/${id}/content`], ['GET', `/api/images/${id}/download?format=png`], ['PATCH', `/api/images/${id}`], ['DELETE', `/api/images/${id}`]] as const) {
      const response = await t.app.inject({ method, url, headers: bpi.headers, ...(method === 'PATCH' ? { payload: { visibility: 'private' } } : {}) })
      expect([method, url, response.statusCode]).toEqual([method, url, 404])
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/images?scope=shared', headers: bpi.headers })).json().items).toEqual([])
  })

  it("refuses a model the tenant has not allowed, and the READ users of PARENT by the manifest's policy", async () => {
    const neres = await t.signInAs('ADMIN', 'NERES')
    const refused = await t.app.inject({ method: 'POST', url: '/api/images/generate', headers: neres.headers, payload: { modelId: imageModelId, ...request } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('ai.modelNotAllowed')
    const parentRead = await t.signInAs('READ', 'PARENT')
    expect((await t.app.inject({ method: 'POST', url: '/api/images/generate', headers: parentRead.headers, payload: { modelId: imageModelId, ...request } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/images/prompt-helper', headers: parentRead.headers, payload: { idea: 'x' } })).statusCode).toBe(403)
    const parentWrite = await t.signInAs('WRITE', 'PARENT')
    const notAllowedForParent = await t.app.inject({ method: 'POST', url: '/api/images/generate', headers: parentWrite.headers, payload: { modelId: imageModelId, ...request } })
    expect([notAllowedForParent.statusCode, notAllowedForParent.json().code]).toEqual([403, 'ai.modelNotAllowed'])
  })

  it('reports a content-policy refusal of the provider per image as ai.contentPolicy', async () => {
    const { headers, userId } = await t.signInAs('READ', 'DEMO')
    server.scriptImages(imageContentPolicy())
    const events = parseNdjson((await generate(headers, { count: 1 })).body)
    expect(events).toEqual([{ type: 'start', count: 1 }, { type: 'error', index: 0, code: 'ai.contentPolicy' }, { type: 'done' }])
    const [row] = await t.app.db.select().from(aiUsage).where(and(eq(aiUsage.userId, userId), eq(aiUsage.tool, 'image')))
    expect(row).toMatchObject({ outcome: 'error', errorCode: 'ai.contentPolicy', images: 0, costEstimate: 0 })
  })

  it('rewrites a short idea into a detailed prompt with the chat model, and says when there is none', async () => {
    const demo = await t.signInAs('WRITE', 'DEMO')
    server.script(reply('"A sunlit pharmacy counter with spring flowers, soft morning light, pastel colours."'))
    const before = server.requests.length
    const helped = await t.app.inject({ method: 'POST', url: '/api/images/prompt-helper', headers: demo.headers, payload: { idea: 'Apotheke Frühling' } })
    expect(helped.json()).toEqual({ prompt: 'A sunlit pharmacy counter with spring flowers, soft morning light, pastel colours.' })
    const sent = server.requests[before]!.body as { messages: { role: string; content: string }[] }
    expect(sent.messages.at(-1)!.content).toContain('Apotheke Frühling')
    const bpi = await t.signInAs('WRITE', 'BPI')
    const offline = await t.app.inject({ method: 'POST', url: '/api/images/prompt-helper', headers: bpi.headers, payload: { idea: 'Apotheke' } })
    expect(offline.statusCode).toBe(409)
    expect(offline.json().code).toBe('images.promptHelperNeedsModel')
    expect((await t.app.inject({ method: 'GET', url: '/api/images/models', headers: bpi.headers })).json().promptHelper).toBe(false)
  })

  // Last: it spends the tenant's budget.
  it('refuses with ai.budgetExceeded once the monthly budget is used up, without calling the provider', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    await t.app.db.update(tenantAiSettings).set({ monthlyTokenBudget: 100 }).where(eq(tenantAiSettings.tenantGroup, 'DEMO'))
    await t.app.db.insert(aiUsage).values({ tenantGroup: 'DEMO', tool: 'chat', modelId: chatModelId, modelName: 'scripted-chat', tokensIn: 80, tokensOut: 20, outcome: 'ok' })
    const before = server.requests.length
    const refused = await generate(headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ai.budgetExceeded')
    expect(server.requests.length).toBe(before)
    const refusals = await t.app.db.select().from(aiUsage).where(and(eq(aiUsage.tool, 'image'), eq(aiUsage.outcome, 'refused')))
    expect(refusals.map((row) => row.errorCode)).toEqual(['ai.budgetExceeded'])
  })
})
