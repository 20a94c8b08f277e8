// Pausing a podcast (decision 0110): a paused feed is not fetched on its schedule (the poller's
// dueSources leaves it out) and resumes when enabled again; ADMIN+ only, audited, 404 across tenants.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dueSources } from '../../src/server/analysis/sources/source-queries.ts'
import { analysisSources } from '../../src/server/db/analysis-tables.ts'
import { auditLog } from '../../src/server/db/schema.ts'
import { buildPodcastApp, type PodcastTestApp } from './podcast-helpers.ts'

let t: PodcastTestApp
const podcastId = randomUUID()

beforeAll(async () => {
  t = await buildPodcastApp()
  await t.app.db.insert(analysisSources).values({
    id: podcastId,
    tenantGroup: 'NERES',
    tool: 'podcast',
    kind: 'feed',
    title: 'Santé au quotidien',
    url: 'https://podcasts.example.org/feed.xml',
    schedule: 'hourly',
  })
}, 240_000)
afterAll(async () => t?.close())

const pause = async (role: string, group: string, enabled: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/podcasts/${podcastId}/pause`,
    headers: await t.as(role, group),
    payload: { enabled },
  })
// Asked two days ahead: whether the poller has fetched the feed meanwhile does not matter.
const due = async () =>
  (await dueSources(t.app.db, new Date(Date.now() + 2 * 86_400_000))).map((one) => one.id)

describe('pausing a podcast', () => {
  it('leaves a paused feed out of the schedule and takes it back when resumed', async () => {
    expect(await due()).toContain(podcastId)
    const paused = await pause('ADMIN', 'NERES', false)
    expect(paused.statusCode, paused.body).toBe(200)
    expect(paused.json()).toMatchObject({ id: podcastId, enabled: false, schedule: 'hourly' })
    expect(await due()).not.toContain(podcastId)
    const listed = (await t.app.inject({ url: '/api/podcasts', headers: await t.as('READ', 'NERES') })).json()
    expect(listed.items.find((p: { id: string }) => p.id === podcastId).enabled).toBe(false)
    expect((await pause('ADMIN', 'NERES', true)).json().enabled).toBe(true)
    expect(await due()).toContain(podcastId)
    const audit = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.target, podcastId)))
    expect(audit.map((row) => row.action).sort()).toEqual(['podcast.paused', 'podcast.resumed'])
  })

  it('refuses readers, another tenant and a bad body', async () => {
    expect((await pause('READ', 'NERES', false)).statusCode).toBe(403)
    expect((await pause('ADMIN', 'IGEPHA', false)).statusCode).toBe(404)
    expect((await pause('ADMIN', 'NERES', 'no')).statusCode).toBe(400)
    const [row] = await t.app.db.select().from(analysisSources).where(eq(analysisSources.id, podcastId))
    expect(row!.enabled).toBe(true)
  })
})
