// The PubMed chatbot in Chromium, on a server of its own pointed at a scripted E-utilities server
// (PUBMED_BASE_URL) and without a language model: a DEMO reader asks in German (the answer comes over
// the NDJSON stream); the deterministic query from the German words finds nothing relevant, and the
// page says so instead of answering. The reader edits the query to English terms and runs it again in
// the same conversation: the answer quotes the abstracts' conclusions, each [PMID] links its PubMed
// record, the evidence table shows study type and n, and the cited references download as RIS. A
// follow-up joins the conversation, which the history lists, reopens with all three answers and
// exports as Markdown. A DEMO admin imports a .nbib file into the collection.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScriptedEutilsServer, type ScriptedEutilsServer } from '../support/scripted-eutils-server.ts'
import { browser } from './support/browser.ts'
import { text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
let eutils: ScriptedEutilsServer
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []

beforeAll(async () => {
  eutils = await startScriptedEutilsServer()
  server = await startRealServer({ env: { PUBMED_BASE_URL: eutils.baseUrl } })
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  for (const [key, role] of [
    ['admin', 'ADMIN'],
    ['reader', 'READ'],
  ] as const) {
    const planned = {
      email: `pubmed-${key}@e2e.test`,
      username: `pubmed-${key}`,
      password: `pw-pubmed-${key}-long-enough`,
      role,
      group: 'DEMO',
    }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
}, 240_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  await eutils?.close()
})

async function openAs(key: string, path: string): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
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

describe('PubMed chatbot', () => {
  it('streams answers into one conversation, re-runs an edited query there, and reopens it from the history', async () => {
    const page = await openAs('reader', '/ai-services/pub-med-chatbot')
    await page.getByRole('heading', { name: text('page.pubMedChatbot') }).waitFor()
    await page
      .getByRole('textbox', { name: text('pubmed.question.label') })
      .fill('Schützt Vitamin D vor Atemwegsinfekten?')
    // The answer comes over the chat's NDJSON stream, not as one JSON response.
    const streamed = page.waitForResponse((response) =>
      response.url().endsWith('/api/pubmed/questions/stream'),
    )
    await page.getByRole('button', { name: text('pubmed.ask') }).click()
    expect((await streamed).headers()['content-type']).toMatch(/^application\/x-ndjson/)
    await page.getByText(text('pubmed.answer.none')).waitFor()
    const thread = page.getByTestId('pubmed-thread')
    const query = thread.getByRole('textbox', { name: 'Suchanfrage 1' })
    expect(await query.inputValue()).toBe('schützt[tiab] AND vitamin[tiab] AND atemwegsinfekten[tiab]')

    // Run again with edited queries: the new answer streams into the same conversation.
    await query.fill('vitamin d[tiab] AND respiratory infections[tiab]')
    await page.getByRole('button', { name: text('pubmed.queries.rerun') }).click()
    await page.getByText(text('pubmed.answer.extractive')).waitFor()
    await page.getByTestId('pubmed-streaming').waitFor({ state: 'detached' })
    const answers = thread.getByTestId('pubmed-answer')
    expect(await answers.count()).toBe(2)
    const answer = answers.nth(1)
    const link = answer.locator('a[data-pmid="90000001"]')
    expect(await link.getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/90000001/')
    expect(await answer.locator('a[data-pmid]').count()).toBe(2)
    const evidence = answer.getByRole('table', { name: text('pubmed.evidence.heading') })
    await evidence.getByRole('row', { name: /90000001.*2021.*Randomized Controlled Trial.*1\.200/ }).waitFor()

    const download = page.waitForEvent('download')
    await answer.getByRole('button', { name: text('pubmed.export.ris') }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('pubmed-references.ris')
    const saved = join(mkdtempSync(join(tmpdir(), 'pubmed-e2e-')), 'references.ris')
    await file.saveAs(saved)
    expect(readFileSync(saved, 'utf8')).toContain('AN  - 90000001')

    // A follow-up in the same conversation.
    await thread
      .getByRole('textbox', { name: text('pubmed.thread.followUp') })
      .fill('Vitamin D and respiratory infections?')
    await thread.getByRole('button', { name: text('pubmed.ask') }).click()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="pubmed-answer"]').length === 3)

    // The history lists one conversation with three questions; leave it, then reopen it.
    const history = page.getByRole('navigation', { name: text('pubmed.history.title') })
    const entry = history.getByRole('button', { name: /Schützt Vitamin D.*3 Fragen/ })
    await entry.waitFor()
    expect(await history.getByRole('button', { name: /Vitamin D/ }).count()).toBe(1)
    await page.getByRole('button', { name: text('pubmed.thread.new') }).click()
    await page.getByRole('textbox', { name: text('pubmed.question.label') }).waitFor()
    expect(await page.getByTestId('pubmed-answer').count()).toBe(0)
    await entry.click()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="pubmed-answer"]').length === 3)
    expect(await page.getByTestId('pubmed-answer').nth(1).locator('a[data-pmid]').count()).toBe(2)

    // The conversation downloads as Markdown, like the chat's export.
    const exported = page.waitForEvent('download')
    await page.getByRole('button', { name: text('pubmed.thread.exportMd') }).click()
    const markdown = await exported
    expect(markdown.suggestedFilename()).toBe('Schützt Vitamin D vor Atemwegsinfekten.md')
    const mdPath = join(mkdtempSync(join(tmpdir(), 'pubmed-e2e-')), 'thread.md')
    await markdown.saveAs(mdPath)
    const body = readFileSync(mdPath, 'utf8')
    expect(body.match(/^## Sie · /gm)).toHaveLength(3)
    expect(body).toContain('[90000001](https://pubmed.ncbi.nlm.nih.gov/90000001/)')
  })

  it('lets a DEMO admin import literature for offline answers', async () => {
    const page = await openAs('admin', '/ai-services/pub-med-chatbot')
    await page.getByRole('heading', { name: text('page.pubMedChatbot') }).waitFor()
    await page.getByTestId('pubmed-library-file').setInputFiles({
      name: 'statins.nbib',
      mimeType: 'application/x-nbib',
      buffer: readFileSync(new URL('../fixtures/pubmed/library-statins.nbib', import.meta.url)),
    })
    await page.getByText('2 hinzugefügt, 0 aktualisiert, 1 übersprungen (ohne PMID oder Titel).').waitFor()
  })
})
