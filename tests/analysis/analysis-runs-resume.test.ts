// A run that meets the end of the tenant's budget stops there with ai.budgetExceeded (the gateway
// refuses the call, the ledger says so; the items without a result stay unanalysed). A run stopped
// midway (its job runner stopped, as on a crash or a deploy) resumes on another runner without paying
// again for the items it had analysed: one successful call and one result per item.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRun } from '../../src/server/analysis/runs/start-run.ts'
import { aiUsage } from '../../src/server/db/ai-tables.ts'
import { analysisResults } from '../../src/server/db/analysis-tables.ts'
import { reply } from '../support/scripted-openai-server.ts'
import {
  asksAbout,
  buildRunApp,
  expectOneCompletedCallPerItem,
  resumeOnSecondRunner,
  startSlowRun,
  until,
  type RunTestApp,
} from './run-helpers.ts'

const output = JSON.stringify({ relevance: 10, summary: 'Nichts.', products: [], adverseEvents: [] })

describe('analysis runs: budget and restarts', () => {
  let t: RunTestApp
  let admin: { headers: Record<string, string>; userId: string }

  beforeAll(async () => {
    t = await buildRunApp()
    admin = await t.signInAs('ADMIN', 'DEMO')
  }, 240_000)
  afterAll(() => t.close())

  it('stops with ai.budgetExceeded when the budget runs out mid-run, keeping what was analysed', async () => {
    // Each call spends 2,000 tokens; a call needs its prompt (~700 estimated) and 256 output tokens free.
    await t.addModel('DEMO', { budget: 4_500 })
    const itemIds = []
    for (let n = 1; n <= 4; n++)
      itemIds.push(
        await t.addItem('DEMO', { title: `Budget ${n}`, text: `Budgetbeitrag Nummer ${n} über Zyrtomax.` }),
      )
    t.server.answerWhen(asksAbout('Budgetbeitrag'), reply(output, { usage: { input: 1000, output: 1000 } }))
    const { runId } = await startRun(t.app.db, {
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      profile: 'pvScreening',
      itemIds,
      user: { id: admin.userId },
      concurrency: 1,
    })
    const run = await t.waitForRun(admin.headers, runId)
    expect(run).toMatchObject({
      status: 'failed',
      errorCode: 'ai.budgetExceeded',
      itemsTotal: 4,
      itemsDone: 2,
      itemsFailed: 0,
      tokensUsed: 4_000,
      failedItems: [],
    })
    expect(
      await t.app.db.select().from(analysisResults).where(eq(analysisResults.runId, runId)),
    ).toHaveLength(2)
    const ledger = await t.app.db.select().from(aiUsage).where(eq(aiUsage.tool, 'medicheck'))
    expect(ledger.map((row) => [row.outcome, row.errorCode])).toEqual([
      ['ok', null],
      ['ok', null],
      ['refused', 'ai.budgetExceeded'],
    ])
    // The estimate now says the budget is spent and a new run is refused.
    const estimate = (
      await t.app.inject({
        method: 'POST',
        url: '/api/medicheck/runs/estimate',
        headers: admin.headers,
        payload: { profile: 'pvScreening' },
      })
    ).json()
    expect(estimate).toMatchObject({ items: 2, budgetRemaining: 500 })
  })

  it('resumes a run stopped midway without analysing an item twice', async () => {
    await t.setBudget('DEMO', null)
    // Each answer takes ~300 ms, so the stop falls in the middle of a call.
    const { runId, itemIds, results } = await startSlowRun(t, {
      userId: admin.userId,
      title: 'Neustart',
      marker: 'Neustartbeitrag',
      count: 6,
      output,
      usage: { input: 300, output: 30 },
      concurrency: 1,
    })
    await until(async () => (await results()).length >= 2, 'two results')
    await t.app.jobRunner!.stop()
    const before = await results()
    expect(before.length).toBeGreaterThanOrEqual(2)
    expect(before.length).toBeLessThan(6)
    const midway = (
      await t.app.inject({ url: `/api/medicheck/runs/${runId}`, headers: admin.headers })
    ).json()
    expect(midway).toMatchObject({ status: 'running', itemsDone: before.length })

    expect(await resumeOnSecondRunner(t, admin.headers, runId)).toMatchObject({
      status: 'done',
      itemsTotal: 6,
      itemsDone: 6,
      itemsFailed: 0,
      tokensUsed: 6 * 330,
    })
    const after = await results()
    expect(after.map((row) => row.itemId).sort()).toEqual([...itemIds].sort())
    // The results written before the stop are the same rows, untouched.
    for (const row of before) expect(after.find((other) => other.itemId === row.itemId)!.id).toBe(row.id)
    // Every item was answered once: completed calls per item, and one ok ledger row per item.
    expectOneCompletedCallPerItem(t, 'Neustartbeitrag', 6)
    const ledger = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tool, 'medicheck'), eq(aiUsage.tokensIn, 300)))
    expect(ledger.filter((row) => row.outcome === 'ok')).toHaveLength(6)
  })
})
