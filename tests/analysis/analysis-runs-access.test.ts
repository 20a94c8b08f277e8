// Who may do what with medicheck prompts and runs (issue 39): READ of DEMO sees runs, only ADMIN+
// estimates, starts, edits prompts and tries them; other groups are refused; another tenant's prompts,
// items and runs answer 404, as do items of another tool. Without a model the estimate and the start
// say analysisRun.noModel and nothing is written.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiUsage } from '../../src/server/db/ai-tables.ts'
import { analysisRuns } from '../../src/server/db/analysis-tables.ts'
import { listPromptVersions } from '../../src/server/analysis/prompts/prompt-versions.ts'
import { buildRunApp, type RunTestApp } from './run-helpers.ts'

describe('medicheck prompts and runs: rights, tenants and no model', () => {
  let t: RunTestApp
  let headers: Record<string, Record<string, string>>
  let demoItem: string
  let igephaItem: string
  let podcastItem: string
  let igephaPromptId: string
  let demoRunId: string
  let igephaRunId: string

  beforeAll(async () => {
    t = await buildRunApp()
    headers = {
      root: (await t.signInAs('ROOT', 'DEMO')).headers,
      admin: (await t.signInAs('ADMIN', 'DEMO')).headers,
      write: (await t.signInAs('WRITE', 'DEMO')).headers,
      read: (await t.signInAs('READ', 'DEMO')).headers,
      otherAdmin: (await t.signInAs('ADMIN', 'IGEPHA')).headers,
    }
    demoItem = await t.addItem('DEMO', { title: 'Beitrag', text: 'Zyrtomax macht mir Bauchweh.' })
    igephaItem = await t.addItem('IGEPHA', { title: 'Fremd', text: 'Ein Beitrag einer anderen Gruppe.' })
    podcastItem = await t.addItem('DEMO', { title: 'Folge 1', text: 'Eine Podcast-Folge.', tool: 'podcast' })
    const igephaPrompts = await listPromptVersions(t.app.db, 'IGEPHA', 'medicheck')
    igephaPromptId = igephaPrompts[0]!.id
    const demoPrompts = await listPromptVersions(t.app.db, 'DEMO', 'medicheck')
    // Runs written directly (no model is set up yet): one of each tenant.
    const insertRun = async (tenantGroup: string, promptId: string) => {
      const id = randomUUID()
      await t.app.db.insert(analysisRuns).values({
        id,
        tenantGroup,
        tool: 'medicheck',
        profile: 'pvScreening',
        promptId,
        status: 'done',
        itemsTotal: 1,
        itemsDone: 1,
      })
      return id
    }
    demoRunId = await insertRun('DEMO', demoPrompts[0]!.id)
    igephaRunId = await insertRun('IGEPHA', igephaPromptId)
  }, 240_000)
  afterAll(() => t.close())

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) })

  it('lets every level of DEMO read runs and only ADMIN+ estimate, start and manage prompts', async () => {
    for (const who of ['root', 'admin', 'write', 'read']) {
      const list = await call(who, 'GET', '/api/medicheck/runs')
      expect(list.statusCode, `${who} ${list.body}`).toBe(200)
      expect(list.json().items.map((run: { id: string }) => run.id)).toEqual([demoRunId])
      expect((await call(who, 'GET', `/api/medicheck/runs/${demoRunId}`)).statusCode).toBe(200)
    }
    const managing = [
      ['GET', '/api/medicheck/prompts', undefined],
      ['POST', '/api/medicheck/prompts', { profile: 'pvScreening', instruction: 'Neu', use: false }],
      [
        'POST',
        '/api/medicheck/prompts/trial',
        { profile: 'pvScreening', instruction: 'Neu', itemId: demoItem },
      ],
      ['POST', '/api/medicheck/runs/estimate', { profile: 'pvScreening' }],
      ['POST', '/api/medicheck/runs', { profile: 'pvScreening' }],
    ] as const
    for (const who of ['write', 'read', 'otherAdmin'])
      for (const [method, url, payload] of managing)
        expect((await call(who, method, url, payload)).statusCode, `${who} ${method} ${url}`).toBe(403)
    expect((await call('otherAdmin', 'GET', '/api/medicheck/runs')).statusCode).toBe(403)
    expect((await call('root', 'GET', '/api/medicheck/prompts')).statusCode).toBe(200)
  })

  it('says analysisRun.noModel without a model and writes no run', async () => {
    const estimate = await call('admin', 'POST', '/api/medicheck/runs/estimate', {
      profile: 'pvScreening',
      scope: 'all',
    })
    expect(estimate.statusCode, estimate.body).toBe(200)
    expect(estimate.json()).toMatchObject({ items: 1, cost: null, model: null, code: 'analysisRun.noModel' })
    const start = await call('admin', 'POST', '/api/medicheck/runs', { profile: 'pvScreening', scope: 'all' })
    expect(start.statusCode).toBe(409)
    expect(start.json().code).toBe('analysisRun.noModel')
    const trial = await call('admin', 'POST', '/api/medicheck/prompts/trial', {
      profile: 'pvScreening',
      instruction: 'Neu',
      itemId: demoItem,
    })
    expect(trial.statusCode).toBe(409)
    expect(trial.json().code).toBe('analysisRun.noModel')
    expect(
      await t.app.db.select().from(analysisRuns).where(eq(analysisRuns.tenantGroup, 'DEMO')),
    ).toHaveLength(1)
    expect(await t.app.db.select().from(aiUsage)).toEqual([])
  })

  it("answers 404 for another tenant's prompts, runs and items, and for items of another tool", async () => {
    await t.addModel('DEMO')
    expect((await call('admin', 'POST', `/api/medicheck/prompts/${igephaPromptId}/use`)).statusCode).toBe(404)
    expect((await call('read', 'GET', `/api/medicheck/runs/${igephaRunId}`)).statusCode).toBe(404)
    for (const itemId of [igephaItem, podcastItem]) {
      expect(
        (
          await call('admin', 'POST', '/api/medicheck/runs/estimate', {
            profile: 'pvScreening',
            itemIds: [itemId],
          })
        ).statusCode,
      ).toBe(404)
      expect(
        (
          await call('admin', 'POST', '/api/medicheck/runs', {
            profile: 'pvScreening',
            itemIds: [demoItem, itemId],
          })
        ).statusCode,
      ).toBe(404)
      expect(
        (
          await call('admin', 'POST', '/api/medicheck/prompts/trial', {
            profile: 'pvScreening',
            instruction: 'Neu',
            itemId,
          })
        ).statusCode,
      ).toBe(404)
    }
    // IGEPHA's version 1 is still in use, untouched.
    const igepha = await listPromptVersions(t.app.db, 'IGEPHA', 'medicheck')
    expect(igepha.filter((row) => row.inUse)).toHaveLength(2)
    expect(await t.app.db.select().from(aiUsage)).toEqual([])
  })
})
