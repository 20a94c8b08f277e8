// Cancelling a run (decision 0110): no item starts after the cancel, the call in flight finishes and its
// result is kept with those before it, the run stays `cancelled` when its job ends, and the job's result
// says so. ADMIN+ only, audited; an ended run answers 409, another tool's or an unknown run 404.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../src/server/db/ai-tables.ts'
import { analysisRuns } from '../../src/server/db/analysis-tables.ts'
import { auditLog } from '../../src/server/db/schema.ts'
import {
  asksAbout,
  buildRunApp,
  nothingFound as output,
  startSlowRun,
  until,
  type RunTestApp,
} from './run-helpers.ts'

const episodeOutput = JSON.stringify({
  relevance: 5,
  summary: 'Eine Folge.',
  topics: [],
  mentions: [],
  healthClaims: [],
  adverseEvents: [],
})

describe('cancelling analysis runs', () => {
  let t: RunTestApp
  let admin: { headers: Record<string, string>; userId: string }
  let write: { headers: Record<string, string> }

  beforeAll(async () => {
    t = await buildRunApp()
    admin = await t.signInAs('ADMIN', 'DEMO')
    write = await t.signInAs('WRITE', 'DEMO')
    await t.addModel('DEMO')
  }, 240_000)
  afterAll(() => t.close())

  const jobDone = (runId: string) => async () => {
    const [run] = await t.app.db.select().from(analysisRuns).where(eq(analysisRuns.id, runId))
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.id, run!.jobId!))
    return job!.status === 'done'
  }

  it('starts no item after the cancel, keeps every result written, and stays cancelled', async () => {
    // Each answer takes ~300 ms: the cancel falls in the middle of the run.
    const { runId, results } = await startSlowRun(t, {
      userId: admin.userId,
      title: 'Abbruch',
      marker: 'Abbruchbeitrag',
      count: 8,
      output,
      usage: { input: 300, output: 30 },
      concurrency: 1,
    })
    await until(async () => (await results()).length >= 1, 'a first result')
    const cancel = (headers: Record<string, string>, id = runId) =>
      t.app.inject({ method: 'POST', url: `/api/medicheck/runs/${id}/cancel`, headers })

    expect((await cancel(write.headers)).statusCode).toBe(403)
    const response = await cancel(admin.headers)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ id: runId, status: 'cancelled', itemsTotal: 8 })
    const atCancel = (await results()).length

    await until(jobDone(runId), 'the run job to end')
    const kept = await results()
    // At most the one call in flight finished after the cancel; nothing started later.
    expect(kept.length).toBeGreaterThanOrEqual(atCancel)
    expect(kept.length).toBeLessThanOrEqual(atCancel + 1)
    expect(kept.length).toBeLessThan(8)
    const asked = t.server.requests.filter((request) => asksAbout('Abbruchbeitrag')(request.body))
    expect(asked.length).toBe(kept.length)
    const [run] = await t.app.db.select().from(analysisRuns).where(eq(analysisRuns.id, runId))
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.id, run!.jobId!))
    expect(job!.result).toMatchObject({ cancelled: true, written: kept.length })
    const detail = (
      await t.app.inject({ url: `/api/medicheck/runs/${runId}`, headers: write.headers })
    ).json()
    expect(detail).toMatchObject({ status: 'cancelled', itemsDone: kept.length, errorCode: null })

    // Ended: a second cancel is refused; the audit log holds the one that counted.
    const again = await cancel(admin.headers)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('analysisRun.notRunning')
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'analysis.run.cancelled'), eq(auditLog.target, runId)))
    expect(audit).toHaveLength(1)
    expect((await cancel(admin.headers, 'no-such-run')).statusCode).toBe(404)

    // The items the run left are still unanalysed: the next run's estimate counts them.
    const estimate = (
      await t.app.inject({
        method: 'POST',
        url: '/api/medicheck/runs/estimate',
        headers: admin.headers,
        payload: { profile: 'pvScreening' },
      })
    ).json()
    expect(estimate.items).toBe(8 - kept.length)
  })

  it("cancels a podcast's episode run on the podcast route only", async () => {
    const { runId } = await startSlowRun(t, {
      userId: admin.userId,
      title: 'Folge',
      marker: 'Folgenbeitrag',
      count: 4,
      output: episodeOutput,
      usage: { input: 300, output: 30 },
      concurrency: 1,
      tool: 'podcast',
    })
    // The medicine-check route does not reach another tool's run.
    const wrongTool = await t.app.inject({
      method: 'POST',
      url: `/api/medicheck/runs/${runId}/cancel`,
      headers: admin.headers,
    })
    expect(wrongTool.statusCode).toBe(404)
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/runs/${runId}/cancel`,
      headers: admin.headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ runId, status: 'cancelled' })
    await until(jobDone(runId), 'the podcast run job to end')
    const [run] = await t.app.db.select().from(analysisRuns).where(eq(analysisRuns.id, runId))
    expect(run!.status).toBe('cancelled')
    expect(run!.itemsDone).toBeLessThan(4)
  })
})
