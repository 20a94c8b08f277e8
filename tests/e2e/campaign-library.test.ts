// The mail campaign library in Chromium, on a server of its own pointed (MAILCHIMP_BASE_URL) at a
// scripted Mailchimp: a NERES admin, in French, connects a key, the sync fills the library, she
// searches it and sorts it by click rate, reads the note on open rates, and opens a campaign: its KPIs
// with the medians, the e-mail in a sandboxed frame without scripts and with remote images blocked
// until she asks, its top links, and, no language model being set, the note that the summary and
// drafts need one. A BPI admin reaches the route but not the library; a NERES reader neither.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startScriptedMailchimpServer,
  type ScriptedMailchimpServer,
} from '../support/scripted-mailchimp-server.ts'
import { browser } from './support/browser.ts'
import { format, text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

const apiKey = `${'fedcba9876543210'.repeat(2)}-us21`
let server: RunningServer
let mailchimp: ScriptedMailchimpServer
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []

beforeAll(async () => {
  mailchimp = await startScriptedMailchimpServer({
    apiKey,
    datacenter: 'us21',
    campaigns: 12,
    malformedAt: [5],
  })
  server = await startRealServer({ env: { MAILCHIMP_BASE_URL: mailchimp.baseUrl } })
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  for (const [key, role, group] of [
    ['admin', 'ADMIN', 'NERES'],
    ['reader', 'READ', 'NERES'],
    ['other', 'ADMIN', 'BPI'],
  ] as const) {
    const planned = {
      email: `campaigns-${key}@e2e.test`,
      username: `campaigns-${key}`,
      password: `pw-campaigns-${key}-long-enough`,
      role,
      group,
    }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
}, 240_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  await mailchimp?.close()
})

async function openAs(key: string, path: string): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: server.baseURL, localStorage: [{ name: 'user-token', value: tokens[key]! }] }],
    },
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

describe('mail campaign library', () => {
  let campaignPath = ''

  it('a NERES admin connects Mailchimp, the sync fills the library, she searches and sorts it', async () => {
    const page = await openAs('admin', '/ai-services/mailchimp-library')
    await page.getByRole('heading', { name: text('page.mailchimpLibrary', 'fr') }).waitFor()
    await page.getByText(text('campaignLibrary.connection.none', 'fr')).waitFor()
    await page.getByLabel(text('campaignLibrary.connection.apiKey', 'fr')).fill(apiKey)
    await page.getByRole('button', { name: text('campaignLibrary.connection.connect', 'fr') }).click()
    await page.getByText(/NERES Marketing/).waitFor()
    const table = page.getByRole('table', { name: text('page.mailchimpLibrary', 'fr') })
    await table
      .getByRole('link', { name: 'Dermavit : nouveautés de la semaine 1' })
      .waitFor({ timeout: 30_000 })
    await page
      .getByText(/11 campagnes/)
      .first()
      .waitFor({ timeout: 30_000 })
    await page.getByText(text('campaignLibrary.mppNote', 'fr')).waitFor()
    // No embeddings model is set: the page says the search is full text only, and why.
    await page
      .getByText(
        format(
          'campaignLibrary.semanticUnavailable',
          { reason: text('campaignLibrary.semanticMissing.embeddingsModel', 'fr') },
          'fr',
        ),
      )
      .waitFor()

    await page.getByLabel(text('campaignLibrary.search', 'fr')).fill('Nuitcalme')
    await page.getByText(/^3 campagnes$/).waitFor()
    const subjects = await table.getByRole('link').allTextContents()
    expect(subjects.every((subject) => subject.startsWith('Nuitcalme'))).toBe(true)

    await page.getByRole('button', { name: text('campaignLibrary.column.clickRate', 'fr') }).click()
    await table
      .locator('th[aria-sort="descending"]')
      .filter({ hasText: text('campaignLibrary.column.clickRate', 'fr') })
      .waitFor()
    await expect
      .poll(() => table.getByRole('link').first().textContent())
      .toBe('Nuitcalme : nouveautés de la semaine 6')
    await table.getByRole('link').first().click()
    await page.waitForURL('**/ai-services/mailchimp-library/*')
    campaignPath = new URL(page.url()).pathname
  })

  it('the campaign page shows KPIs, the e-mail sandboxed with images blocked, links, and says no model is set', async () => {
    const page = await openAs('admin', campaignPath)
    await page.getByRole('heading', { name: 'Nuitcalme : nouveautés de la semaine 6' }).waitFor()
    await page
      .getByText(/médiane/)
      .first()
      .waitFor()
    await page.getByText(text('campaignLibrary.noModel', 'fr')).first().waitFor()
    await page.getByText(text('campaignLibrary.similar.byWords', 'fr')).waitFor()
    await page.getByText('https://neres.example/Nuitcalme').waitFor()

    const frame = page.getByTitle(text('campaignLibrary.email.frame', 'fr'))
    await frame.waitFor()
    const sandbox = await frame.getAttribute('sandbox')
    expect(sandbox).not.toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-same-origin')
    const inner = page.frameLocator(`iframe[title="${text('campaignLibrary.email.frame', 'fr')}"]`)
    await inner.getByText('Voir la gamme').waitFor()
    const srcdoc = (await frame.getAttribute('srcdoc')) ?? ''
    expect(srcdoc).not.toContain('<script')
    expect(srcdoc).toContain('img-src data:"')
    expect(srcdoc).not.toContain('onclick')
    // The image is blocked by the frame's policy: it never loads.
    expect(await inner.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0)
    await page.getByRole('button', { name: text('campaignLibrary.email.showImages', 'fr') }).click()
    await page.getByRole('button', { name: text('campaignLibrary.email.hideImages', 'fr') }).waitFor()
    expect(await frame.getAttribute('srcdoc')).toContain('img-src data: https: http:')
  })

  it('an admin of another group reaches the route (the spec opens it to every admin) but not the library', async () => {
    const page = await openAs('other', '/ai-services/mailchimp-library')
    await page.getByText(text('campaignLibrary.notForGroup', 'de')).waitFor()
    const response = await fetch(`${server.baseURL}/api/campaigns`, {
      headers: { authorization: `Bearer ${tokens.other}` },
    })
    expect(response.status).toBe(403)
  })

  it('a NERES reader does not get the library', async () => {
    const response = await fetch(`${server.baseURL}/api/campaigns`, {
      headers: { authorization: `Bearer ${tokens.reader}` },
    })
    expect(response.status).toBe(403)
    const page = await openAs('reader', '/ai-services/mailchimp-library')
    await page.waitForLoadState('networkidle')
    expect(await page.getByLabel(text('campaignLibrary.connection.apiKey', 'fr')).count()).toBe(0)
  })
})
