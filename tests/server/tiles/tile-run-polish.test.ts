// Tile runs beyond the first answer: reworking a run's output with a response-optimisation prompt
// (a new version beside it, through the scripted provider, the tile in the usage ledger; 409 without
// a language model), the per-user rate limit shared with chat sends, and runs a crashed server left
// streaming shown as interrupted.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { tileRuns } from '../../../src/server/db/tile-tables.ts'
import { reply, serverError, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'
import { buildApp } from '../helpers/build-app.ts'
import { buildChatApp, parseNdjson, type ChatTestApp } from '../../chat/chat-helpers.ts'

const apiKey = 'sk-scripted-tile-polish-77'
type Optimization = { id: string; defaultKey: string | null; label: string }

describe('tile runs', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let demoAdmin: Record<string, string>
  let bpiAdmin: Record<string, string>
  const previousLimit = process.env.TILE_RUN_PER_MINUTE

  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) })
  const optimization = async (headers: Record<string, string>, key: string) =>
    ((await call(headers, 'GET', '/api/response-optimizations?language=de')).json().items as Optimization[]).find((o) => o.defaultKey === key)!
  const runSocial = async (headers: Record<string, string>) => {
    const events = parseNdjson((await call(headers, 'POST', '/api/tiles/social-media-post/run', { inputs: { topic: 'Erkältung', platform: 'facebook' } })).body)
    return events.at(-1)!.run as { id: string; status: string; content: string; reworks: unknown[] }
  }

  beforeAll(async () => {
    process.env.TILE_RUN_PER_MINUTE = '3'
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    const modelId = randomUUID()
    await t.app.db.insert(aiModels).values({ id: modelId, providerId, modelName: 'scripted-chat', displayName: 'Scripted chat', capabilities: ['chat'], contextWindow: 16_000 })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    demoAdmin = (await t.signInAs('ADMIN', 'DEMO')).headers
    bpiAdmin = (await t.signInAs('ADMIN', 'BPI')).headers
  }, 180_000)
  afterAll(async () => {
    if (previousLimit === undefined) delete process.env.TILE_RUN_PER_MINUTE
    else process.env.TILE_RUN_PER_MINUTE = previousLimit
    await t.close()
    await server.close()
  })

  describe('reworking the output', () => {
    it('stores the reworked output as a version of the run, through the gateway with the tile in the ledger', async () => {
      const { headers, userId } = await t.signInAs('READ', 'DEMO')
      server.script(reply('Schnupfen? Wir beraten Sie gern in der Apotheke. Kommen Sie vorbei.'))
      const run = await runSocial(headers)
      expect(run).toMatchObject({ status: 'complete', reworks: [] })
      const shorter = await optimization(demoAdmin, 'shorter')
      const before = server.requests.length
      server.script(reply('Schnupfen? Wir beraten Sie.', { usage: { input: 25, output: 5 } }))
      const response = await call(headers, 'POST', `/api/tile-runs/${run.id}/reworks`, { optimizationId: shorter.id, language: 'de' })
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json()).toMatchObject({ id: run.id, content: run.content, reworks: [{ label: 'Kürzer', optimizationId: shorter.id, content: 'Schnupfen? Wir beraten Sie.', modelLabel: 'Scripted chat' }] })
      const sent = server.requests.slice(before).find((r) => JSON.stringify(r.body?.messages ?? '').includes('You rework an answer'))!.body as { messages: { content: string }[] }
      expect(sent.messages[0]!.content).toContain('Kürze die Antwort')
      expect(sent.messages[1]!.content).toContain('Wir beraten Sie gern in der Apotheke')

      server.script(reply('Schnupfen? Wir beraten Sie förmlich.'))
      const formal = await optimization(demoAdmin, 'more-formal')
      expect((await call(headers, 'POST', `/api/tile-runs/${run.id}/reworks`, { optimizationId: formal.id })).statusCode).toBe(201)
      const listed = (await call(headers, 'GET', '/api/tile-runs')).json().items[0]
      expect(listed.id).toBe(run.id)
      expect(listed.reworks.map((r: { label: string }) => r.label)).toEqual(['Kürzer', 'Formeller'])
      expect((await call(headers, 'GET', `/api/tile-runs/${run.id}`)).json().reworks).toHaveLength(2)

      const ledger = await t.app.db.select().from(aiUsage).where(and(eq(aiUsage.userId, userId), eq(aiUsage.tool, 'rework')))
      expect(ledger).toHaveLength(2)
      expect(ledger[0]).toMatchObject({ tileId: 'social-media-post', tokensIn: 25, tokensOut: 5, outcome: 'ok' })

      // Another user's run, another tenant's prompt: 404.
      const stranger = (await t.signInAs('READ', 'DEMO')).headers
      expect((await call(stranger, 'POST', `/api/tile-runs/${run.id}/reworks`, { optimizationId: shorter.id })).statusCode).toBe(404)
      const bpiShorter = await optimization(bpiAdmin, 'shorter')
      expect((await call(headers, 'POST', `/api/tile-runs/${run.id}/reworks`, { optimizationId: bpiShorter.id })).statusCode).toBe(404)
    })

    it('says so when the model fails, and keeps no version', async () => {
      const { headers } = await t.signInAs('READ', 'DEMO')
      server.script(reply('Ein Beitrag.'))
      const run = await runSocial(headers)
      server.script(serverError())
      const response = await call(headers, 'POST', `/api/tile-runs/${run.id}/reworks`, { optimizationId: (await optimization(demoAdmin, 'simpler')).id })
      expect(response.statusCode).toBe(409)
      expect(response.json().code).toMatch(/^ai\./)
      expect((await call(headers, 'GET', `/api/tile-runs/${run.id}`)).json().reworks).toEqual([])
    })

    it('refuses without a language model (409, the chat\'s message) and for a run without an answer', async () => {
      const { headers, userId } = await t.signInAs('READ', 'BPI')
      const offline = await runSocial(headers)
      expect(offline.status).toBe('unavailable')
      const simpler = await optimization(bpiAdmin, 'simpler')
      expect((await call(headers, 'POST', `/api/tile-runs/${offline.id}/reworks`, { optimizationId: simpler.id })).json().code).toBe('prompts.rework.notAnAnswer')
      // A finished run from when the tenant still had a model.
      const id = randomUUID()
      await t.app.db.insert(tileRuns).values({ id, tenantGroup: 'BPI', userId, tileId: 'social-media-post', tileTitle: 'Social', tileIcon: 'campaign', output: 'markdown', inputs: {}, fields: [], content: 'Ein alter Beitrag.', modelId: randomUUID(), modelLabel: 'Gone', status: 'complete' })
      const response = await call(headers, 'POST', `/api/tile-runs/${id}/reworks`, { optimizationId: simpler.id })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code: 'prompts.rework.needsModel', message: 'Reworking an answer needs a language model, and none is set up for your organisation' })
    })
  })

  it('refuses the fourth run in a minute with 429 and Retry-After, per user, and accepts it a minute later', async () => {
    const { headers } = await t.signInAs('READ', 'BPI')
    for (let i = 0; i < 3; i++) expect((await runSocial(headers)).status).toBe('unavailable')
    const refused = await call(headers, 'POST', '/api/tiles/social-media-post/run', { inputs: { topic: 'Erkältung', platform: 'facebook' } })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('tiles.rateLimited')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await call(headers, 'GET', '/api/tile-runs')).json().items).toHaveLength(3)
    // Another user of the same tenant is not held back.
    const other = (await t.signInAs('READ', 'BPI')).headers
    expect((await runSocial(other)).status).toBe('unavailable')
    t.clock.advance(61_000)
    expect((await runSocial(headers)).status).toBe('unavailable')
  })

  describe('a run a stopped server left streaming', () => {
    const insertRun = async (group: string, userId: string, status: string, ageMs: number) => {
      const id = randomUUID()
      await t.app.db.insert(tileRuns).values({ id, tenantGroup: group, userId, tileId: 'social-media-post', tileTitle: 'Social', tileIcon: 'campaign', output: 'markdown', inputs: {}, fields: [], content: 'Halb', modelId: null, modelLabel: 'M', status, createdAt: new Date(t.clock.now().getTime() - ageMs) })
      return id
    }
    const statusOf = async (id: string) => (await t.app.db.select().from(tileRuns).where(eq(tileRuns.id, id)))[0]!

    it('shows as failed (tiles.interrupted) once older than a stream can live, when its user reads runs', async () => {
      const { headers, userId } = await t.signInAs('READ', 'DEMO')
      const other = await t.signInAs('READ', 'DEMO')
      const old = await insertRun('DEMO', userId, 'streaming', 11 * 60_000)
      const fresh = await insertRun('DEMO', userId, 'streaming', 30_000)
      const finished = await insertRun('DEMO', userId, 'complete', 60 * 60_000)
      const othersOld = await insertRun('DEMO', other.userId, 'streaming', 11 * 60_000)
      const items = (await call(headers, 'GET', '/api/tile-runs')).json().items as { id: string; status: string; errorCode: string | null }[]
      const byId = new Map(items.map((item) => [item.id, item]))
      expect(byId.get(old)).toMatchObject({ status: 'error', errorCode: 'tiles.interrupted' })
      expect(byId.get(fresh)).toMatchObject({ status: 'streaming', errorCode: null })
      expect(byId.get(finished)).toMatchObject({ status: 'complete', errorCode: null })
      // Another user's run waits for its own user (or a server start).
      expect((await statusOf(othersOld)).status).toBe('streaming')
      t.clock.advance(10 * 60_000)
      expect((await call(headers, 'GET', `/api/tile-runs/${fresh}`)).json()).toMatchObject({ status: 'error', errorCode: 'tiles.interrupted' })
    })

    it('is marked interrupted when a server starts', async () => {
      const { userId } = await t.signInAs('READ', 'BPI')
      const old = await insertRun('BPI', userId, 'streaming', 11 * 60_000)
      const fresh = await insertRun('BPI', userId, 'streaming', 1000)
      const restarted = await buildApp({ database: t.database, clock: t.clock })
      try {
        await restarted.app.ready()
        expect(await statusOf(old)).toMatchObject({ status: 'error', errorCode: 'tiles.interrupted' })
        expect((await statusOf(fresh)).status).toBe('streaming')
      } finally {
        await restarted.close()
      }
    })
  })
})
