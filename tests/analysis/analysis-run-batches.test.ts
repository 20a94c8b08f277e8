// Decision 0111: a run reads its items in chunks and writes its results in batches (group commit).
// - The writer puts the results that arrive while a batch is written into the next one: one
//   transaction for them, each with its findings, a result already there left alone, the findings
//   through the notification rules once per batch.
// - The feed reads chunk by chunk, in order, and hands out a deleted item as gone.
// - No two calls of a run start closer than a spacing (not fifty calls in the same millisecond).
// - A run of several calls at a time stopped midway (as on a crash or a deploy) has written every
//   answer it paid for, and its resumption pays for none of them again.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { itemFeed } from '../../src/server/analysis/runs/item-feed.ts'
import { resultWriter } from '../../src/server/analysis/runs/result-batches.ts'
import { loadItemForModel, type RunItem } from '../../src/server/analysis/runs/run-items.ts'
import { startRun } from '../../src/server/analysis/runs/start-run.ts'
import { analysisRunEvents, callSpacingMs } from '../../src/server/analysis/runs/run-job.ts'
import { analysisItems, analysisResults, analysisRuns } from '../../src/server/db/analysis-tables.ts'
import { analysisFindings, safetyCases } from '../../src/server/db/analysis-review-tables.ts'
import { reply } from '../support/scripted-openai-server.ts'
import {
  asksAbout,
  buildRunAppAsAdmin,
  expectResumedPayingOnce,
  nothingFound as nothing,
  startSlowRun,
  stopMidway,
  type RunAdmin,
  type RunTestApp,
} from './run-helpers.ts'

describe('analysis runs in chunks and batches', () => {
  let t: RunTestApp
  let admin: RunAdmin

  beforeAll(async () => {
    ;({ t, admin } = await buildRunAppAsAdmin())
  }, 240_000)
  afterAll(() => t.close())

  it('writes the results that arrive during a batch together in the next one, findings and rules included', async () => {
    // A finished run gives the writer its run, prompt and model.
    const first = await t.addItem('DEMO', { title: 'Stapel 0', text: 'Stapelbeitrag null ohne Befund.' })
    t.server.answerWhen(asksAbout('Stapelbeitrag null'), reply(nothing))
    const { runId } = await startRun(t.app.db, {
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      profile: 'pvScreening',
      itemIds: [first],
      user: { id: admin.userId },
      concurrency: 1,
    })
    expect(await t.waitForRun(admin.headers, runId)).toMatchObject({ status: 'done', itemsDone: 1 })
    const [run] = await t.app.db.select().from(analysisRuns).where(eq(analysisRuns.id, runId))
    const [existing] = await t.app.db.select().from(analysisResults).where(eq(analysisResults.runId, runId))

    const items: RunItem[] = []
    for (let n = 1; n <= 8; n++) {
      const id = await t.addItem('DEMO', {
        title: `Stapel ${n}`,
        text: `Stapelbeitrag ${n}: Nach Zyrtomax bekam ich Juckreiz Nummer ${n} am Arm.`,
      })
      items.push((await loadItemForModel(t.app.db, { tenantGroup: 'DEMO', tool: 'medicheck' }, id))!)
    }
    const writer = resultWriter(t.app.db, {
      runId,
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      profile: 'pvScreening',
      promptId: run!.promptId,
      promptVersion: 1,
      schemaVersion: 1,
      modelLabel: 'Scripted analyst',
    })
    const analysis = (n: number) => ({
      kind: 'result' as const,
      status: 'ok' as const,
      output: {
        relevance: 80,
        summary: `Juckreiz ${n} nach Zyrtomax.`,
        products: ['Zyrtomax'],
        adverseEvents: [
          {
            product: 'Zyrtomax',
            reaction: 'Juckreiz',
            patientPresent: true,
            reporterPresent: true,
            quote: `bekam ich Juckreiz Nummer ${n}`,
            isIndication: false,
          },
        ],
      },
      errorCode: null,
      errorDetail: null,
      attempts: 1,
      tokensIn: 100,
      tokensOut: 10,
      cost: 0.001,
    })
    const again = (await loadItemForModel(t.app.db, { tenantGroup: 'DEMO', tool: 'medicheck' }, first))!
    // All asked at once: the first goes alone, the other seven (and the repeat of the run's first
    // item) wait for it and go together.
    const written = await Promise.all([
      ...items.map((item, i) => writer.write({ item, analysis: analysis(i + 1) })),
      writer.write({ item: again, analysis: analysis(0) }),
    ])
    expect(written).toEqual([true, true, true, true, true, true, true, true, false])

    const results = await t.app.db.select().from(analysisResults).where(eq(analysisResults.runId, runId))
    expect(results).toHaveLength(9)
    // The result that was there is untouched; the new ones came in two transactions (now() per transaction).
    expect(results.find((row) => row.itemId === first)).toEqual(existing)
    const batches = new Map<number, number>()
    for (const row of results.filter((row) => row.itemId !== first))
      batches.set(row.createdAt.getTime(), (batches.get(row.createdAt.getTime()) ?? 0) + 1)
    expect([...batches.values()].sort()).toEqual([1, 7])
    // Each new result has its finding with the quote, and the rules saw them: Zyrtomax's first
    // suspected AE opened a safety case (the others fell in the rule's cooldown for the product).
    for (const row of results.filter((row) => row.itemId !== first)) {
      const findings = await t.app.db
        .select()
        .from(analysisFindings)
        .where(eq(analysisFindings.resultId, row.id))
      expect(findings, row.itemId).toHaveLength(1)
      expect(findings[0]).toMatchObject({ itemId: row.itemId, product: 'Zyrtomax' })
    }
    const allCases = await t.app.db.select().from(safetyCases).where(eq(safetyCases.tenantGroup, 'DEMO'))
    expect(allCases.filter((row) => items.some((item) => item.id === row.itemId))).toHaveLength(1)
  })

  it('reads items chunk by chunk in order and hands out a deleted one as gone', async () => {
    const ids = []
    for (let n = 1; n <= 7; n++)
      ids.push(await t.addItem('DEMO', { title: `Futter ${n}`, text: `Futterbeitrag ${n} über Zyrtomax.` }))
    await t.app.db.delete(analysisItems).where(eq(analysisItems.id, ids[4]!))
    const take = itemFeed(t.app.db, { tenantGroup: 'DEMO', tool: 'medicheck' }, [...ids, randomUUID()], 3)
    const handed = await Promise.all(Array.from({ length: 10 }, () => take()))
    expect(handed.slice(0, 8).map((entry) => entry?.id)).toEqual([...ids, expect.any(String)])
    expect(handed.slice(0, 8).map((entry) => entry?.item?.title ?? null)).toEqual([
      'Futter 1',
      'Futter 2',
      'Futter 3',
      'Futter 4',
      null,
      'Futter 6',
      'Futter 7',
      null,
    ])
    expect(handed.slice(8)).toEqual([undefined, undefined])
    // Another tenant's item is not read.
    const other = await t.addItem('IGEPHA', { title: 'Fremd', text: 'Fremder Beitrag über Zyrtomax.' })
    const foreign = await itemFeed(t.app.db, { tenantGroup: 'DEMO', tool: 'medicheck' }, [other])()
    expect(foreign).toEqual({ id: other, item: null })
  })

  it('starts no two calls closer than a spacing, so fifty calls are not sent (and answered) in the same millisecond', async () => {
    const starts: number[] = []
    const onItem = (event: { runId: string; startedAt: number }) => {
      if (event.runId === run.runId) starts.push(event.startedAt)
    }
    analysisRunEvents.on('item', onItem)
    // Twice as many items as calls at a time, each call ~300 ms: every worker takes two items, the
    // second when its first answer is written.
    const run = await startSlowRun(t, {
      userId: admin.userId,
      title: 'Staffel',
      marker: 'Staffelbeitrag',
      count: 12,
      output: nothing,
      usage: { input: 50, output: 10 },
      concurrency: 6,
    })
    try {
      expect(await t.waitForRun(admin.headers, run.runId)).toMatchObject({ status: 'done', itemsDone: 12 })
    } finally {
      analysisRunEvents.off('item', onItem)
    }
    expect(starts).toHaveLength(12)
    // Timers never fire early: each call starts at least a spacing after the one before, in the first
    // round and the second (without the pacer all six first calls start within a millisecond).
    const sorted = [...starts].sort((a, b) => a - b)
    for (let n = 1; n < 12; n++)
      expect(sorted[n]! - sorted[n - 1]!, `call ${n}`).toBeGreaterThanOrEqual(callSpacingMs)
  })

  it('a run of four calls at a time stopped midway has written every answer it paid for and pays none twice', async () => {
    const run = await startSlowRun(t, {
      userId: admin.userId,
      title: 'Parallel',
      marker: 'Parallelbeitrag',
      count: 12,
      output: nothing,
      usage: { input: 301, output: 30 },
      concurrency: 4,
    })
    const before = await stopMidway(t, run, 4)
    expect(before.length).toBeLessThan(12)
    // Every call paid for before the stop has its result: none is lost between batches.
    expect(await run.paid()).toHaveLength(before.length)
    await expectResumedPayingOnce(t, admin.headers, run, before)
  })
})
