// Team activity on the real server with no model provider: users chat (the offline engine writes
// the ledger), then their admin opens the page, reads the figures (never the messages) and exports
// the CSV; French for NERES. IGEPHA's admin sees the CHC-mate view over its fixed assistants only;
// the ROOT of PARENT picks another tenant.
import type { BrowserContext, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser } from './support/browser.ts'
import { text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []
const today = new Date().toISOString().slice(0, 10)

async function chat(token: string, thread: { assistantId: string; routeId: string }, questions: string[]) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const created = await fetch(`${server.baseURL}/api/chat/threads`, { method: 'POST', headers, body: JSON.stringify({ ...thread, kind: 'classic' }) })
  if (created.status !== 201) throw new Error(`thread not created: ${created.status} ${await created.text()}`)
  const { id } = (await created.json()) as { id: string }
  for (const content of questions) {
    const answer = await fetch(`${server.baseURL}/api/chat/threads/${id}/messages`, { method: 'POST', headers, body: JSON.stringify({ content }) })
    const body = await answer.text()
    if (answer.status !== 200 || !body.includes('"type":"done"')) throw new Error(`no answer: ${answer.status} ${body.slice(0, 300)}`)
  }
}

beforeAll(async () => {
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  tokens.root = root.token
  for (const [key, role, group] of [['neresWriter', 'WRITE', 'NERES'], ['neresAdmin', 'ADMIN', 'NERES'], ['igephaWriter', 'WRITE', 'IGEPHA'], ['igephaAdmin', 'ADMIN', 'IGEPHA']] as const) {
    const planned = { email: `team-${key.toLowerCase()}@e2e.test`, username: `team-${key}`, password: `pw-team-${key}-long-enough`, role, group }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
  await chat(tokens.neresWriter!, { assistantId: 'neres-general', routeId: 'chatbot' }, ['Quelle est la posologie secrète ?', 'Et la conservation ?'])
  await chat(tokens.igephaWriter!, { assistantId: 'igepha-all', routeId: 'igepha-internal-chatbot' }, ['Wie lagere ich das?'])
}, 120_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
})

async function openAs(key: string, path: string): Promise<Page> {
  const context = await (await browser()).newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    storageState: { cookies: [], origins: [{ origin: server.baseURL, localStorage: [{ name: 'user-token', value: tokens[key]! }] }] },
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const kpi = (page: Page, name: string) => page.getByTestId(`kpi-${name}`).locator('dd')

describe('team activity', () => {
  it('a NERES admin sees the chats just made in French, without their content, and exports them as CSV', async () => {
    const page = await openAs('neresAdmin', '/ai-services/team-activity')
    await page.getByRole('heading', { name: text('page.teamActivity', 'fr') }).waitFor()
    await page.getByText(text('teamActivity.intro', 'fr')).waitFor()
    await kpi(page, 'messages').filter({ hasText: /^2$/ }).waitFor()
    expect(await kpi(page, 'activeUsers').textContent()).toBe('1')
    expect(await kpi(page, 'tileRuns').textContent()).toBe('0')
    expect(await kpi(page, 'budget').textContent()).toBe(text('teamActivity.budget.none', 'fr'))
    await page.getByRole('figure').filter({ hasText: text('teamActivity.chart.perDay', 'fr') }).locator('svg').first().waitFor()

    await page.getByRole('tab', { name: text('teamActivity.tab.user', 'fr') }).click()
    const users = page.getByRole('table', { name: text('teamActivity.tab.user', 'fr') })
    await users.getByRole('cell', { name: 'team-neresWriter', exact: true }).waitFor()
    await page.getByRole('tab', { name: text('teamActivity.tab.model', 'fr') }).click()
    await page.getByRole('table', { name: text('teamActivity.tab.model', 'fr') }).getByRole('cell', { name: text('teamActivity.offline', 'fr') }).waitFor()
    expect(await page.content()).not.toContain('posologie secrète')

    await page.getByRole('tab', { name: text('teamActivity.tab.day', 'fr') }).click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text('teamActivity.exportCsv', 'fr') }).click()])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^team-activity-neres-day-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv$`))
    const lines = (await textOf(download)).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe(['day', 'activeUsers', 'messages', 'tileRuns', 'tokensIn', 'tokensOut', 'tokens', 'costEstimate'].map((key) => `"${text(`teamActivity.column.${key}`, 'fr')}"`).join(';'))
    expect(lines).toHaveLength(31)
    expect(lines.at(-1)).toMatch(new RegExp(`^"${today}";"1";"2";"0";`))
  })

  it("IGEPHA's admin sees the CHC-mate view over the fixed IGEPHA assistants", async () => {
    const page = await openAs('igephaAdmin', '/ai-services/chcmate-team-activity')
    await page.getByRole('heading', { name: text('page.chcmateTeamActivity') }).waitFor()
    await kpi(page, 'messages').filter({ hasText: /^1$/ }).waitFor()
    await page.getByRole('tab', { name: text('teamActivity.tab.assistant') }).click()
    await page.getByRole('table', { name: text('teamActivity.tab.assistant') }).getByRole('cell', { name: /Alle Quellen/ }).waitFor()
  })

  it('the ROOT of PARENT picks the tenant', async () => {
    const page = await openAs('root', '/ai-services/team-activity')
    await page.getByRole('heading', { name: text('page.teamActivity') }).waitFor()
    await page.getByRole('combobox', { name: text('teamActivity.tenant') }).click()
    await page.getByRole('option', { name: 'NERES' }).click()
    await kpi(page, 'messages').filter({ hasText: /^2$/ }).waitFor()
  })
})
