// The Mailchimp connection and sync against a scripted Mailchimp over real HTTP, on the real database:
// the key's format and datacenter, paging (count/offset), a 429 with Retry-After, a malformed record,
// idempotence (a second sync writes no duplicate and fetches no content again), the key encrypted at
// rest, and the policy: NERES ADMIN and up only.
import { randomBytes } from 'node:crypto'
import { getEventListeners } from 'node:events'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { configureMailchimp, createMailchimpClient } from '../../src/server/campaigns/mailchimp-client.ts'
import { configureCampaignSync } from '../../src/server/campaigns/sync-job.ts'
import { campaignConnections, campaigns } from '../../src/server/db/campaign-tables.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import {
  campaignIdOf,
  startScriptedMailchimpServer,
  type ScriptedMailchimpServer,
} from '../support/scripted-mailchimp-server.ts'

const apiKey = `${'0123456789abcdef'.repeat(2)}-us21`
const total = 23
let t: TestApp
let mailchimp: ScriptedMailchimpServer
const users = new Map<string, Record<string, string>>()

async function as(role: string, group: string) {
  const key = `${role}@${group}`
  if (!users.has(key)) {
    const { user, password } = await t.createUser({ role, group })
    users.set(key, bearer(await t.signIn(user.email, password)))
  }
  return users.get(key)!
}

async function waitForSync(after: string | null = null) {
  const headers = await as('ADMIN', 'NERES')
  for (let i = 0; i < 1200; i++) {
    const response = await t.app.inject({ url: '/api/campaigns/connection', headers })
    const connection = response.json().connection
    if (
      (connection?.syncStatus === 'ok' || connection?.syncStatus === 'failed') &&
      connection.syncedAt !== after
    )
      return connection
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the sync did not end')
}

beforeAll(async () => {
  useKeyCipherKey(randomBytes(32))
  mailchimp = await startScriptedMailchimpServer({
    apiKey,
    datacenter: 'us21',
    campaigns: total,
    malformedAt: [7],
    tooManyAt: { path: '/campaigns', offset: 10 },
  })
  configureMailchimp({ baseUrl: mailchimp.baseUrl, maxAttempts: 3 })
  configureCampaignSync({ campaignPage: 10, reportPage: 10 })
  t = await buildApp({ config: { jobPollMs: 50 } })
})
afterAll(async () => {
  configureMailchimp({ baseUrl: undefined, maxAttempts: 5 })
  configureCampaignSync({ campaignPage: 500, reportPage: 1000 })
  await t?.close()
  await mailchimp?.close()
})

describe('connecting a Mailchimp key', () => {
  it('refuses a key without a datacenter suffix', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/campaigns/connection',
      headers: await as('ADMIN', 'NERES'),
      payload: { apiKey: 'not-a-key' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('campaigns.keyFormat')
  })

  it('refuses a key with the wrong datacenter, and stores nothing', async () => {
    const headers = await as('ADMIN', 'NERES')
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/campaigns/connection',
      headers,
      payload: { apiKey: apiKey.replace('-us21', '-us5') },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('campaigns.keyRejected')
    expect(response.json().message).toContain('-us5')
    expect(mailchimp.requests.some((request) => request.status === 401)).toBe(true)
    const connection = await t.app.inject({ url: '/api/campaigns/connection', headers })
    expect(connection.json()).toEqual({ connection: null })
  })

  it('is for NERES admins only', async () => {
    for (const [role, group] of [
      ['ADMIN', 'DEMO'],
      ['WRITE', 'NERES'],
    ] as const) {
      const response = await t.app.inject({ url: '/api/campaigns', headers: await as(role, group) })
      expect(response.statusCode, `${role}@${group}`).toBe(403)
    }
  })
})

describe('the sync', () => {
  let firstContentRequests = 0

  it('pages through reports and campaigns, waits out a 429 and leaves the malformed record out', async () => {
    const headers = await as('ADMIN', 'NERES')
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/campaigns/connection',
      headers,
      payload: { apiKey },
    })
    expect(response.statusCode, response.body).toBe(204)
    const connection = await waitForSync()
    expect(connection).toMatchObject({
      syncStatus: 'ok',
      syncErrorCode: null,
      datacenter: 'us21',
      accountName: 'NERES Marketing',
      apiKeyHint: apiKey.split('-')[0]!.slice(-4),
      syncedCount: total - 1,
      skippedCount: 1,
    })
    const campaignPages = mailchimp.requests.filter((request) => request.path === '/campaigns')
    expect(campaignPages.map((request) => [request.query.offset, request.status])).toEqual([
      ['0', 200],
      ['10', 429],
      ['10', 200],
      ['20', 200],
    ])
    expect(campaignPages.every((request) => request.query.count === '10')).toBe(true)
    expect(
      mailchimp.requests.filter((request) => request.path === '/reports').map((r) => r.query.offset),
    ).toEqual(['0', '10', '20'])
    firstContentRequests = mailchimp.requests.filter((request) => request.path.endsWith('/content')).length
    expect(firstContentRequests).toBe(total - 1)

    const list = await t.app.inject({ url: '/api/campaigns?sort=sentAt&order=asc&limit=200', headers })
    expect(list.statusCode, list.body).toBe(200)
    const body = list.json()
    expect(body.total).toBe(total - 1)
    expect(body.items.map((item: { subject: string }) => item.subject)).not.toContain(
      expect.stringContaining('semaine 7 '),
    )
    const first = body.items[0]
    expect(first).toMatchObject({
      subject: 'Solaïa : nouveautés de la semaine 0',
      audienceName: 'Pharmaciens partenaires',
      language: 'fr',
      emailsSent: 10_000,
      uniqueClicks: 100,
      clickRate: 0.01,
      bounces: 0,
    })
  })

  it('stores the key encrypted, never as written', async () => {
    const [row] = await t.app.db
      .select()
      .from(campaignConnections)
      .where(eq(campaignConnections.tenantGroup, 'NERES'))
    expect(row!.apiKeyEncrypted).not.toContain(apiKey.slice(0, 32))
    expect(row!.apiKeyEncrypted.startsWith('v1:')).toBe(true)
  })

  it('is idempotent: a second sync updates the same rows and fetches no content again', async () => {
    const headers = await as('ADMIN', 'NERES')
    const before = await waitForSync()
    const response = await t.app.inject({ method: 'POST', url: '/api/campaigns/sync', headers })
    expect(response.statusCode).toBe(202)
    const after = await waitForSync(before.syncedAt)
    expect(after.syncStatus).toBe('ok')
    const rows = await t.app.db
      .select({ id: campaigns.externalId })
      .from(campaigns)
      .where(eq(campaigns.tenantGroup, 'NERES'))
    expect(rows).toHaveLength(total - 1)
    expect(new Set(rows.map((row) => row.id)).size).toBe(total - 1)
    expect(mailchimp.requests.filter((request) => request.path.endsWith('/content')).length).toBe(
      firstContentRequests,
    )
  })

  it('shows a campaign with its e-mail sanitised, its links most clicked first and the medians', async () => {
    const headers = await as('ADMIN', 'NERES')
    const [row] = await t.app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.externalId, campaignIdOf(3)))
    const response = await t.app.inject({ url: `/api/campaigns/${row!.id}`, headers })
    expect(response.statusCode, response.body).toBe(200)
    const { campaign, medians, similar } = response.json()
    expect(campaign.html).toContain('Voir la gamme')
    expect(campaign.html).not.toMatch(/<script|onclick|alert/)
    expect(campaign.links[0].url).toBe('https://neres.example/Ferrosan')
    expect(campaign.links[0].clicks).toBeGreaterThan(campaign.links[1].clicks)
    expect(medians.campaigns).toBe(total - 1)
    expect(medians.clickRate).toBeGreaterThan(0)
    expect(similar.length).toBeGreaterThan(0)
    const other = await t.app.inject({ url: `/api/campaigns/${row!.id}`, headers: await as('ROOT', 'NERES') })
    expect(other.statusCode).toBe(200)
  })

  it('searches the words of the e-mails and sorts by click rate', async () => {
    const headers = await as('ADMIN', 'NERES')
    const found = await t.app.inject({ url: '/api/campaigns?q=Nuitcalme&sort=clickRate&order=desc', headers })
    const items = found.json().items as { subject: string; clickRate: number }[]
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item) => item.subject.startsWith('Nuitcalme'))).toBe(true)
    const rates = items.map((item) => item.clickRate)
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
    const filtered = await t.app.inject({
      url: '/api/campaigns?audience=Grand%20public&language=fr',
      headers,
    })
    expect(
      filtered.json().items.every((item: { audienceName: string }) => item.audienceName === 'Grand public'),
    ).toBe(true)
    expect(found.json().facets.audiences).toEqual(['Grand public', 'Pharmaciens partenaires'])
  })

  it('answers 404 for a campaign id that is not the tenant’s', async () => {
    const response = await t.app.inject({
      url: '/api/campaigns/no-such-campaign',
      headers: await as('ADMIN', 'NERES'),
    })
    expect(response.statusCode).toBe(404)
  })

  it('leaves no listener on the caller’s abort signal after its requests (a sync sends 10,000)', async () => {
    const signal = new AbortController().signal
    const client = createMailchimpClient(apiKey)
    for (let i = 0; i < 20; i++) await client.get('/campaigns/cmp1/content', {}, signal)
    expect(getEventListeners(signal, 'abort')).toHaveLength(0)
  })
})
