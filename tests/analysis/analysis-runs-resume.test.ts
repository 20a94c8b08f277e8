// A run that meets the end of the tenant's budget stops there with ai.budgetExceeded (the gateway
// refuses the call, the ledger says so; the items without a result stay unanalysed). A run stopped
// midway (its job runner stopped, as on a crash or a deploy) resumes on another runner without paying
// again for the items it had analysed: one successful call and one result per item.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRun } from '../../src/server/analysis/runs/start-run.ts'
import { aiUsage } from '../../src/server/db/ai-tables.ts'
import { analysisResults } from '../../src/server/db/analysis-tables.ts'
import { reply } from '../support/scripted-openai-server.ts'
import {
  asksAbout,
  buildRunAppAsAdmin,
  expectResumedPayingOnce,
  nothingFound as output,
  startSlowRun,
  stopMidway,
  type RunAdmin,
  type RunTestApp,
} from './run-helpers.ts'

describe('analysis runs: budget and restarts', () => {
  let t: RunTestApp
  let admin: RunAdmin

  beforeAll(async () => {
    // The first test adds the model with its budget.
    ;({ t, admin } = await buildRunAppAsAdmin({ model: false }))
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
    const run = await startSlowRun(t, {
      userId: admin.userId,
      title: 'Neustart',
      marker: 'Neustartbeitrag',
      count: 6,
      output,
      usage: { input: 300, output: 30 },
      concurrency: 1,
    })
    const before = await stopMidway(t, run, 2)
    expect(before.length).toBeLessThan(6)
    const midway = (
      await t.app.inject({ url: `/api/medicheck/runs/${run.runId}`, headers: admin.headers })
    ).json()
    expect(midway).toMatchObject({ status: 'running', itemsDone: before.length })
    // Every item answered once (completed calls, ok ledger rows), the results before the stop untouched.
    await expectResumedPayingOnce(t, admin.headers, run, before)
  })
})
