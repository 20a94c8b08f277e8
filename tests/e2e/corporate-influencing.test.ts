// Corporate influencing in Chromium, on a server of its own: a DEMO admin imports the LinkedIn
// export fixture (tests/fixtures/linkedin/posts-en.csv) on the Import tab and reads the programme's
// dashboard of 2025: the year's posts, impressions, engagement rate and score as the fixtures give
// them by hand (tests/influencing/influencing-dashboard.test.ts has the arithmetic).
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser } from './support/browser.ts'
import { format, text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
let token = ''
const contexts: BrowserContext[] = []
const fixture = fileURLToPath(new URL('../fixtures/linkedin/posts-en.csv', import.meta.url))

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

beforeAll(async () => {
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  const planned = {
    email: 'influencing-admin@e2e.test',
    username: 'influencing-admin',
    password: 'pw-influencing-admin-long-enough',
    role: 'ADMIN',
    group: 'DEMO',
  }
  await createUserViaApi(server.baseURL, root.token, planned)
  token = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  await call('POST', '/api/influencing/ambassadors', { name: 'Anna Berger', consentOn: '2025-01-10' })
  await call('POST', '/api/influencing/ambassadors', { name: 'Jonas Keller', consentOn: '2025-02-01' })
  await call('POST', '/api/influencing/ambassadors', { name: 'Marie Dubois', consentOn: '2025-03-01' })
  // Medicine-check's lists (the defaults seeded on first read) and the tenant's own OTC product.
  await call('GET', '/api/medicheck/keyword-lists')
  const own = await call('POST', '/api/medicheck/keyword-lists', { kind: 'own', name: 'Eigene Produkte' })
  await call('POST', `/api/medicheck/keyword-lists/${String(own.id)}/keywords`, { term: 'Zyrtomax' })
}, 240_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
})

async function openAsAdmin(path: string): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: server.baseURL, localStorage: [{ name: 'user-token', value: token }] }],
    },
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

describe('corporate influencing', () => {
  it('a DEMO admin imports a LinkedIn export and reads the programme’s dashboard', async () => {
    const page = await openAsAdmin('/ai-services/corporate-influencing')
    await page.getByRole('heading', { name: text('page.corporateInfluencing') }).waitFor()
    await page.getByRole('tab', { name: text('influencing.tab.import') }).click()
    await page.locator('input[type=file]').setInputFiles(fixture)
    await page.getByRole('button', { name: text('influencing.import.start'), exact: true }).click()
    await page
      .getByText(
        format('influencing.import.done', {
          rows: '5',
          postsCreated: '5',
          postsUpdated: '0',
          snapshots: '5',
        }),
      )
      .waitFor()

    await page.getByRole('tab', { name: text('influencing.tab.dashboard') }).click()
    await page.getByLabel(text('influencing.year')).click()
    await page.getByRole('option', { name: '2025' }).click()
    const de = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('de', options).format(value)
    await expect.poll(() => page.getByTestId('kpi-posts').textContent()).toBe('4')
    expect(await page.getByTestId('kpi-impressions').textContent()).toBe(de(3500))
    expect(await page.getByTestId('kpi-engagements').textContent()).toBe('105')
    expect(await page.getByTestId('kpi-rate').textContent()).toBe(
      de(0.03, { style: 'percent', maximumFractionDigits: 1 }),
    )
    expect(await page.getByTestId('programme-score').textContent()).toBe(de(47.2))
    await page.getByText('100 × (0.4 × A + 0.3 × R + 0.3 × min(E / 5 %, 1))', { exact: false }).waitFor()
    await page
      .getByRole('table', { name: text('influencing.table.ambassadors') })
      .getByText('Marie Dubois')
      .waitFor()
  })

  it('without a model, the post ideas say which model to add and still check a pasted draft', async () => {
    const page = await openAsAdmin('/ai-services/corporate-influencing')
    await page.getByRole('tab', { name: text('influencing.tab.ideas') }).click()
    await page.getByTestId('ideas-no-model').getByText(text('influencing.ideas.noModel')).waitFor()
    // The draft's markup is data: it is shown as the characters typed, never as HTML.
    const draft = 'Ich bin stolz auf <b>Zyrtomax</b> aus unserem Werk in Leipzig!'
    await page.getByLabel(text('influencing.ideas.pasted')).fill(draft)
    await page.getByRole('button', { name: text('influencing.ideas.checkPasted') }).click()
    const card = page.getByRole('article').first()
    await card.getByTestId('idea-finding').first().waitFor()
    expect(await card.getByTestId('idea-text').textContent()).toBe(draft)
    expect(await card.locator('b').count()).toBe(0)
    const finding = await card.getByTestId('idea-finding').first().textContent()
    expect(finding).toContain(text('medicheck.findingType.mandatoryTextMissing'))
    expect(finding).toContain(text('analysis.reason.mandatoryTextMissing.DE'))
    await card.getByText(text('influencing.ideas.promoSkipped')).waitFor()
    expect(await card.getByRole('button', { name: text('influencing.ideas.copy') }).isEnabled()).toBe(true)
  })
})
