// LinkedIn Member Post Analytics over OAuth (decision 0109), against a scripted LinkedIn over real
// HTTP on the real database: the admin's app (secret encrypted), the member's authorization code flow
// with state and PKCE, tokens encrypted at rest, the sync job (paging, a 429 waited out per
// Retry-After, a long one postponing the sync), idempotent upserts into the import's post tables, a
// 401 marking the connection expired, and the policy.
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import {
  influencingLinkedinApps,
  influencingLinkedinConnections,
  influencingPostSnapshots,
  influencingPosts,
} from '../../src/server/db/influencing-tables.ts'
import { configureLinkedin } from '../../src/server/influencing/linkedin/linkedin-client.ts'
import { configureLinkedinSync } from '../../src/server/influencing/linkedin/sync-job.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import {
  startScriptedLinkedinServer,
  type ScriptedLinkedinPost,
  type ScriptedLinkedinServer,
} from '../support/scripted-linkedin-server.ts'

const clientId = '78scriptedclient'
const clientSecret = 'WPL_AP1.scripted-secret.0123'
const day = 86_400_000
const posts: ScriptedLinkedinPost[] = Array.from({ length: 5 }, (_, index) => ({
  urn:
    index % 2 === 0 ? `urn:li:share:70000000000000000${index}` : `urn:li:ugcPost:71000000000000000${index}`,
  publishedAt: Date.now() - (index + 3) * day,
  commentary: `Beitrag ${index} aus unserem Werk`,
  figures: {
    IMPRESSION: 1000 * (index + 1),
    MEMBERS_REACHED: 600 * (index + 1),
    REACTION: 20 + index,
    COMMENT: 3 + index,
    RESHARE: index,
  },
}))

let t: TestApp
let linkedin: ScriptedLinkedinServer
let member: Record<string, string>
let memberId: string
let admin: Record<string, string>

async function signIn(role: string, group = 'DEMO') {
  const { user, password } = await t.createUser({ role, group })
  return { headers: bearer(await t.signIn(user.email, password)), id: user.id }
}

const connectionView = async () =>
  (await t.app.inject({ url: '/api/influencing/linkedin', headers: member })).json()

/**
 * The connection once `done` holds and no sync waits or runs (a postponed one aside): a connection still
 * shows the last sync's state while the next one waits, and a sync job writes the connection's state
 * just before the runner marks it done, so a sync asked for in between is folded into it.
 */
async function waitForSync(done: (connection: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 800; i++) {
    const { connection } = await connectionView()
    if (connection && done(connection) && !(await syncJobPending())) return connection
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const jobs = await t.app.db.execute(
    sql`select kind, status, dedupe_key, run_after, attempts from jobs where kind like ${'influencing%'}`,
  )
  throw new Error(`the sync did not end: ${JSON.stringify((jobs as unknown as { rows: unknown[] }).rows)}`)
}

async function syncJobPending(): Promise<boolean> {
  const running = (await t.app.db.execute(
    sql`select 1 from jobs where kind = 'influencing.linkedinSync' and status in ('queued', 'running')
          and dedupe_key not like '%:later'`,
  )) as unknown as { rows: unknown[] }
  return running.rows.length > 0
}

/** The member's whole round: authorization address, LinkedIn's consent redirect, the callback. */
async function connect(headers = member) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/influencing/linkedin/authorizations',
    headers,
  })
  expect(start.statusCode, start.body).toBe(200)
  const consent = await fetch(start.json().url, { redirect: 'manual' })
  expect(consent.status).toBe(302)
  const back = new URL(consent.headers.get('location')!)
  return t.app.inject({ url: `${back.pathname}${back.search}`, headers })
}

beforeAll(async () => {
  useKeyCipherKey(randomBytes(32))
  linkedin = await startScriptedLinkedinServer({ clientId, clientSecret, memberId: 'm3mb3r', posts })
  process.env.LINKEDIN_AUTH_URL = linkedin.authUrl
  process.env.LINKEDIN_BASE_URL = linkedin.apiUrl
  configureLinkedin({ maxAttempts: 3, maxRetryWaitMs: 2_000 })
  configureLinkedinSync({ pageSize: 2 })
  t = await buildApp({ config: { jobPollMs: 50 } })
  admin = (await signIn('ADMIN')).headers
  const signedIn = await signIn('WRITE')
  member = signedIn.headers
  memberId = signedIn.id
})
afterAll(async () => {
  delete process.env.LINKEDIN_AUTH_URL
  delete process.env.LINKEDIN_BASE_URL
  configureLinkedin({ maxAttempts: 4, maxRetryWaitMs: 60_000 })
  configureLinkedinSync({ pageSize: 50 })
  await t?.close()
  await linkedin?.close()
})

describe('the LinkedIn app and who may connect', () => {
  it('refuses to start before an admin sets the app, and READ may not set it', async () => {
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/linkedin/authorizations',
      headers: member,
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('influencing.linkedinNoApp')
    const reader = (await signIn('READ')).headers
    const put = (headers: Record<string, string>, payload: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/influencing/linkedin/app', headers, payload })
    expect((await put(reader, { clientId, clientSecret })).statusCode).toBe(403)
    const blank = await put(admin, { clientId, clientSecret: ' ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fieldErrors.clientSecret.code).toBe('influencing.linkedinSecretRequired')
    expect((await put(admin, { clientId, clientSecret })).statusCode).toBe(200)
    const [stored] = await t.app.db
      .select()
      .from(influencingLinkedinApps)
      .where(eq(influencingLinkedinApps.tenantGroup, 'DEMO'))
    expect(stored!.clientSecretEncrypted).not.toContain('scripted-secret')
    const view = await t.app.inject({ url: '/api/influencing/linkedin', headers: admin })
    expect(view.json()).toMatchObject({ app: { clientId }, isAmbassador: false, connection: null })
    expect(view.body).not.toContain('scripted-secret')
  })

  it('lets only an ambassador connect, and NERES not at all', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/linkedin/authorizations',
      headers: member,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('influencing.notAmbassador')
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/ambassadors',
      headers: admin,
      payload: { userId: memberId, consentOn: '2026-01-05' },
    })
    expect(added.statusCode, added.body).toBe(201)
    const neres = (await signIn('ADMIN', 'NERES')).headers
    expect((await t.app.inject({ url: '/api/influencing/linkedin', headers: neres })).statusCode).toBe(403)
  })
})

describe('connecting and syncing', () => {
  it('runs the authorization code flow with state and PKCE, keeps the token encrypted, and syncs every page', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/linkedin/authorizations',
      headers: member,
    })
    const asked = new URL(start.json().url)
    expect(asked.origin + asked.pathname).toBe(`${linkedin.authUrl}/authorization`)
    expect(asked.searchParams.get('client_id')).toBe(clientId)
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256')
    expect(asked.searchParams.get('scope')).toContain('r_member_postAnalytics')
    expect(asked.searchParams.get('redirect_uri')).toBe((await connectionView()).redirectUri)
    // The first page of posts is answered 429 once, with Retry-After: 1 (waited out).
    linkedin.tooMany('/rest/posts', 1)
    const callback = await connect()
    expect(callback.statusCode, callback.body).toBe(302)
    expect(callback.headers.location).toBe('/ai-services/corporate-influencing?linkedin=connected')
    const connection = await waitForSync((c) => c.syncStatus === 'ok' || c.syncStatus === 'failed')
    expect(connection).toMatchObject({
      status: 'active',
      syncStatus: 'ok',
      syncedCount: 5,
      syncErrorCode: null,
    })
    const [row] = await t.app.db
      .select()
      .from(influencingLinkedinConnections)
      .where(eq(influencingLinkedinConnections.userId, memberId))
    expect(row!.memberUrn).toBe('urn:li:person:m3mb3r')
    expect(row!.accessTokenEncrypted).not.toMatch(/^AQ/)
    const starts = linkedin.requests
      .filter((r) => r.path === '/rest/posts')
      .map((r) => `${r.status}@${r.query.start}`)
    expect(starts).toEqual(['429@0', '200@0', '200@2', '200@4'])
    const list = (await t.app.inject({ url: '/api/influencing/posts', headers: member })).json().items
    expect(list).toHaveLength(5)
    const first = list.find((p: { url: string }) => p.url.includes('700000000000000000'))
    expect(first).toMatchObject({
      url: 'https://www.linkedin.com/feed/update/urn:li:share:700000000000000000/',
      text: 'Beitrag 0 aus unserem Werk',
      figures: { impressions: 1000, membersReached: 600, reactions: 20, comments: 3, reshares: 0 },
    })
  })

  it('syncs again without duplicates, taking the changed figures', async () => {
    posts[1]!.figures.IMPRESSION = 9999
    const before = (await connectionView()).connection.syncedAt
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/influencing/linkedin/sync', headers: member }))
        .statusCode,
    ).toBe(202)
    await waitForSync((c) => c.syncStatus === 'ok' && c.syncedAt !== before)
    const [counts] = await t.app.db
      .select({
        posts: sql<number>`count(distinct ${influencingPosts.id})::int`,
        snapshots: sql<number>`count(*)::int`,
      })
      .from(influencingPostSnapshots)
      .innerJoin(influencingPosts, eq(influencingPosts.id, influencingPostSnapshots.postId))
      .where(and(eq(influencingPosts.tenantGroup, 'DEMO'), eq(influencingPosts.origin, 'linkedin')))
    expect(counts).toEqual({ posts: 5, snapshots: 5 })
    const list = (await t.app.inject({ url: '/api/influencing/posts', headers: member })).json().items
    expect(list.find((p: { url: string }) => p.url.includes('ugcPost:710'))?.figures.impressions).toBe(9999)
  })

  it('refuses a state of another user or used before', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/linkedin/authorizations',
      headers: member,
    })
    const consent = await fetch(start.json().url, { redirect: 'manual' })
    const back = new URL(consent.headers.get('location')!)
    const other = (await signIn('WRITE')).headers
    const foreign = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: other })
    expect(foreign.headers.location).toBe(
      '/ai-services/corporate-influencing?linkedin=influencing.linkedinBadState',
    )
    const own = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: member })
    expect(own.headers.location).toBe('/ai-services/corporate-influencing?linkedin=connected')
    await waitForSync((c) => c.syncStatus === 'ok')
    const replay = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: member })
    expect(replay.headers.location).toBe(
      '/ai-services/corporate-influencing?linkedin=influencing.linkedinBadState',
    )
    const denied = await t.app.inject({
      url: '/api/influencing/linkedin/callback?error=user_cancelled_login&state=x',
      headers: member,
    })
    expect(denied.headers.location).toBe(
      '/ai-services/corporate-influencing?linkedin=influencing.linkedinBadState',
    )
  })

  it('postpones the sync when LinkedIn asks to wait longer than it waits', async () => {
    linkedin.tooMany('/rest/posts', 3600)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/influencing/linkedin/sync', headers: member }))
        .statusCode,
    ).toBe(202)
    const connection = await waitForSync((c) => c.syncStatus === 'rateLimited' || c.syncStatus === 'failed')
    expect(connection).toMatchObject({
      syncStatus: 'rateLimited',
      syncErrorCode: 'influencing.linkedinRateLimited',
    })
    const retryAt = Date.parse(connection.retryAt as string)
    expect(retryAt).toBeGreaterThan(Date.now() + 3500_000)
    const later = (await t.app.db.execute(
      sql`select run_after from jobs where kind = 'influencing.linkedinSync' and status = 'queued'`,
    )) as unknown as { rows: { run_after: string | Date }[] }
    expect(later.rows).toHaveLength(1)
    expect(new Date(later.rows[0]!.run_after).getTime()).toBe(retryAt)
    await t.app.db.execute(
      sql`delete from jobs where kind = 'influencing.linkedinSync' and status = 'queued'`,
    )
  })

  it('marks the connection expired when LinkedIn answers 401, and a new connection revives it', async () => {
    linkedin.expireTokens()
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/influencing/linkedin/sync', headers: member }))
        .statusCode,
    ).toBe(202)
    const connection = await waitForSync((c) => c.syncStatus === 'failed')
    expect(connection).toMatchObject({ status: 'expired', syncErrorCode: 'influencing.linkedinExpired' })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/linkedin/sync',
      headers: member,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('influencing.linkedinExpired')
    expect((await connect()).headers.location).toBe('/ai-services/corporate-influencing?linkedin=connected')
    expect(await waitForSync((c) => c.syncStatus === 'ok')).toMatchObject({
      status: 'active',
      syncedCount: 5,
    })
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/influencing/linkedin/connection', headers: member }))
        .statusCode,
    ).toBe(204)
    expect((await connectionView()).connection).toBeNull()
  })
})
