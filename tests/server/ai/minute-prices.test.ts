// The catalogue's price per minute of a transcription model (decision 0113, round 5 addendum), over
// HTTP (app.inject) on the test database: only the ROOT of PARENT sets it, on the model's create and
// change; 0 to 100 EUR with its own error codes; only a transcription model has one; a refused change
// writes nothing; tenant admins read it with the models; and the gateway's ledger row of a
// transcription (a scripted OpenAI-compatible /audio/transcriptions over real HTTP) costs the audio's
// minutes at that price, whatever tenant transcribes.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transcribeAudio } from '../../../src/server/ai/transcribe-audio.ts'
import { aiModelMinutePrices } from '../../../src/server/db/ai-model-prices-tables.ts'
import { aiUsage, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { mp3Frames } from '../../support/scripted-feed-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'
import {
  startScriptedTranscriptionServer,
  type ScriptedTranscriptionServer,
} from '../../support/scripted-transcription-server.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'

let t: TestApp
let speech: ScriptedTranscriptionServer
let providerId = ''
let root: string
let demoAdmin: string
let demoRoot: string

beforeAll(async () => {
  speech = await startScriptedTranscriptionServer(30)
  t = await buildApp()
  const token = async (role: string, group: string) => {
    const { user, password } = await t.createUser({ role, group })
    return t.signIn(user.email, password)
  }
  root = await token('ROOT', 'PARENT')
  demoAdmin = await token('ADMIN', 'DEMO')
  demoRoot = await token('ROOT', 'DEMO')
  providerId = await insertScriptedProvider(t.app.db, speech.baseUrl, 'sk-speech')
})
afterAll(async () => {
  await t?.close()
  await speech?.close()
})

type Model = { id: string; displayName: string; pricePerMinute: number | null; capabilities: string[] }

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload })

async function createModel(body: object): Promise<Model> {
  const response = await call(root, 'POST', '/api/ai-admin/models', {
    providerId,
    modelName: `whisper-${Math.random()}`,
    displayName: 'Whisper',
    capabilities: ['transcription'],
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Model
}

const storedPrice = async (modelId: string) =>
  (await t.app.db.select().from(aiModelMinutePrices).where(eq(aiModelMinutePrices.modelId, modelId)))[0]
    ?.pricePerMinute ?? null

describe('price per minute in the catalogue', () => {
  it('is set by the ROOT of PARENT and refused to tenant admins and roots (403)', async () => {
    const model = await createModel({ pricePerMinute: 0.006 })
    expect(model.pricePerMinute).toBe(0.006)
    for (const token of [demoAdmin, demoRoot]) {
      const refused = await call(token, 'PATCH', `/api/ai-admin/models/${model.id}`, { pricePerMinute: 0 })
      expect(refused.statusCode).toBe(403)
    }
    // The tenant's old way to set its own price is gone.
    const old = await t.app.inject({
      method: 'PUT',
      url: '/api/podcasts/transcription-price',
      headers: bearer(demoAdmin),
      payload: { pricePerMinute: 0 },
    })
    expect(old.statusCode).toBe(404)
    expect(await storedPrice(model.id)).toBe(0.006)
    const changed = await call(root, 'PATCH', `/api/ai-admin/models/${model.id}`, { pricePerMinute: 0.01 })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ pricePerMinute: 0.01 })
    // Tenant admins read it with the models they may choose from.
    const listed = (await call(demoAdmin, 'GET', '/api/ai-admin/models')).json() as { items: Model[] }
    expect(listed.items.find((one) => one.id === model.id)?.pricePerMinute).toBe(0.01)
    const removed = await call(root, 'PATCH', `/api/ai-admin/models/${model.id}`, { pricePerMinute: null })
    expect(removed.json()).toMatchObject({ pricePerMinute: null })
    expect(await storedPrice(model.id)).toBeNull()
  })

  it.each([
    [-0.001, 'ai.minutePriceInvalid'],
    [100.01, 'ai.minutePriceInvalid'],
  ])('refuses %s with %s and writes nothing of the change', async (price, code) => {
    const model = await createModel({ pricePerMinute: 0.006 })
    const created = await call(root, 'POST', '/api/ai-admin/models', {
      providerId,
      modelName: `bad-${Math.random()}`,
      displayName: 'Bad',
      capabilities: ['transcription'],
      pricePerMinute: price,
    })
    expect(created.statusCode).toBe(400)
    expect(created.json().fieldErrors.pricePerMinute).toMatchObject({ code, params: { max: 100 } })
    const changed = await call(root, 'PATCH', `/api/ai-admin/models/${model.id}`, {
      displayName: 'Renamed',
      pricePerMinute: price,
    })
    expect(changed.statusCode).toBe(400)
    expect(changed.json().fieldErrors.pricePerMinute.code).toBe(code)
    const listed = (await call(root, 'GET', '/api/ai-admin/models')).json() as { items: Model[] }
    expect(listed.items.find((one) => one.id === model.id)).toMatchObject({
      displayName: 'Whisper',
      pricePerMinute: 0.006,
    })
    expect(listed.items.some((one) => one.displayName === 'Bad')).toBe(false)
  })

  it('belongs to transcription models only: refused for others, removed with the capability', async () => {
    const chat = await call(root, 'POST', '/api/ai-admin/models', {
      providerId,
      modelName: `chat-${Math.random()}`,
      displayName: 'Chat',
      capabilities: ['chat'],
      pricePerMinute: 0.006,
    })
    expect(chat.statusCode).toBe(400)
    expect(chat.json().fieldErrors.pricePerMinute.code).toBe('ai.minutePriceNeedsTranscription')
    const boundary = await createModel({ pricePerMinute: 100 })
    expect(boundary.pricePerMinute).toBe(100)
    const free = await createModel({ pricePerMinute: 0 })
    expect(free.pricePerMinute).toBe(0)
    const model = await createModel({ pricePerMinute: 0.006 })
    const notAnyMore = await call(root, 'PATCH', `/api/ai-admin/models/${model.id}`, {
      capabilities: ['chat'],
    })
    expect(notAnyMore.statusCode, notAnyMore.body).toBe(200)
    expect(notAnyMore.json()).toMatchObject({ pricePerMinute: null })
    expect(await storedPrice(model.id)).toBeNull()
  })

  it("costs each transcription's ledger row at the catalogue price, for any tenant", async () => {
    const model = await createModel({ pricePerMinute: 0.012 })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'IGEPHA', modelId: model.id })
    const part = await transcribeAudio(
      { db: t.app.db, tenantGroup: 'IGEPHA', userId: null, tool: 'minute-price-test' },
      model.id,
      { bytes: mp3Frames(20), filename: 'a.mp3', mediaType: 'audio/mpeg' },
    )
    // One segment of 30 s: half a minute at 0.012 EUR.
    expect(part).toMatchObject({ duration: 30, cost: 0.006 })
    await call(root, 'PATCH', `/api/ai-admin/models/${model.id}`, { pricePerMinute: null })
    const unpriced = await transcribeAudio(
      { db: t.app.db, tenantGroup: 'IGEPHA', userId: null, tool: 'minute-price-test' },
      model.id,
      { bytes: mp3Frames(20), filename: 'b.mp3', mediaType: 'audio/mpeg' },
    )
    expect(unpriced.cost).toBeNull()
    const ledger = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tenantGroup, 'IGEPHA'), eq(aiUsage.tool, 'minute-price-test')))
    expect(ledger.map((one) => [one.outcome, one.costEstimate]).sort()).toEqual([
      ['ok', 0],
      ['ok', 0.006],
    ])
  })
})
