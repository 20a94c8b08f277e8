// Knowledge end to end (issue 16 item 10) on its own real server with no model provider: an admin
// fills the data pool through the page, an internal-sources assistant answers from it with a
// citation that opens the right PDF page, a files-only thread answers from its attachment only,
// another tenant reaches none of it, and NERES does the same in French. The tests build on each
// other in order (the documents uploaded in the first are asked about in the next ones).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser } from './support/browser.ts'
import { sendChatMessage } from './support/chat.ts'
import { format, text, type Locale } from './support/messages.ts'
import {
  createUserViaApi,
  rootDir,
  signInViaApi,
  startRealServer,
  type RunningServer,
} from './support/real-server.ts'

const fixtures = join(rootDir, 'tests/fixtures/knowledge')
const fixture = (name: string) => join(fixtures, name)
const GERMAN_PDF = 'dolorex-fachinformation.pdf'
const GERMAN_DOCX = 'dolorex-claims.docx'
const FRENCH_PDF = 'dolorex-notice.pdf'
const LAUNCH_PPTX = 'dolorex-launch.pptx'
const ENGLISH_PDF = 'calmora-smpc.pdf'
const SHOTS = process.env.E2E_SCREENSHOTS

let server: RunningServer
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []

beforeAll(async () => {
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  for (const [role, group] of [
    ['ADMIN', 'IGEPHA'],
    ['WRITE', 'IGEPHA'],
    ['ADMIN', 'BPI'],
    ['WRITE', 'BPI'],
    ['ADMIN', 'NERES'],
    ['WRITE', 'NERES'],
  ] as const) {
    const key = `${role}.${group}`
    const planned = {
      email: `kn-${role}-${group}@e2e.test`.toLowerCase(),
      username: `kn-${role}-${group}`.toLowerCase(),
      password: `pw-kn-${role}-${group}-long-enough`,
      role,
      group,
    }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
})

async function openAs(key: string, path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport,
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

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })
}

async function api<T>(key: string, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseURL}${path}`, {
    headers: { authorization: `Bearer ${tokens[key]}` },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

/**
 * Creates a collection through the page's dialog and waits until it is shown. "Intern" is not ticked
 * at first and is explained beside the box; it is ticked here for an internal collection.
 */
async function createCollection(page: Page, name: string, locale: Locale, options: { internal: boolean }) {
  await page.getByRole('button', { name: text('knowledge.collection.create', locale) }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(text('knowledge.collection.name', locale)).fill(name)
  const internal = dialog.getByRole('checkbox', { name: text('knowledge.collection.internal', locale) })
  expect(await internal.isChecked()).toBe(false)
  expect(await dialog.getByText(text('knowledge.collection.internalHelp', locale)).isVisible()).toBe(true)
  if (options.internal) await internal.check()
  await dialog.getByRole('button', { name: text('common.save', locale) }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('heading', { name, level: 2 }).waitFor()
}

/** Uploads through the "choose files" button and the browser's file chooser. */
async function chooseFiles(page: Page, buttonName: string, files: string[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: buttonName }).click(),
  ])
  await chooser.setFiles(files)
}

/** Drops a fixture file on the element as a user dragging it from the desktop would. */
async function dropFile(target: Locator, name: string, mimeType: string) {
  const base64 = readFileSync(fixture(name)).toString('base64')
  const dataTransfer = await target.page().evaluateHandle(
    ({ base64, name, mimeType }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], name, { type: mimeType }))
      return transfer
    },
    { base64, name, mimeType },
  )
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
}

const fileRow = (page: Page, filename: string) =>
  page.getByTestId('knowledge-file-row').filter({ hasText: filename })
async function waitUntilReady(page: Page, filename: string) {
  await fileRow(page, filename).locator('[data-status="ready"]').waitFor({ timeout: 45_000 })
}

/** The page of the fixture PDF whose text holds `sentence` (read with unpdf, not with our extractor). */
async function pageOfSentence(name: string, sentence: string): Promise<number> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(fixture(name))))
  const { text: pages } = await extractText(pdf, { mergePages: false })
  const squash = (value: string) => value.replace(/\s+/g, ' ').trim()
  const found = pages.findIndex((pageText) => squash(pageText).includes(squash(sentence)))
  if (found < 0) throw new Error(`"${sentence}" is on no page of ${name}`)
  return found + 1
}

const answers = (page: Page, locale: Locale = 'de') =>
  page.getByRole('article', { name: text('chat.assistant', locale) })
async function ask(page: Page, question: string, locale: Locale = 'de') {
  // An open dialog hides the conversation from the accessibility tree (and from getByRole).
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  const before = await answers(page, locale).count()
  await sendChatMessage(page, question, locale)
  // The new answer is done when its actions (regenerate) are shown.
  await answers(page, locale)
    .nth(before)
    .getByRole('button', { name: text('chat.regenerate', locale) })
    .waitFor({ timeout: 30_000 })
  await page.getByText(text('chat.writing', locale)).waitFor({ state: 'detached' })
  expect(await answers(page, locale).count()).toBe(before + 1)
}

/** Opens citation n of the last answer and returns the preview dialog. */
async function openCitation(page: Page, n: number, locale: Locale = 'de') {
  await answers(page, locale)
    .last()
    .getByRole('button', { name: format('chat.citation.open', { n: String(n) }, locale) })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: format('chat.citation.title', { n: String(n) }, locale) })
  await dialog.locator('blockquote').waitFor()
  return dialog
}

/** The sources listed under the last answer, "n filename (place)"; numbered 1, 2, 3 without gaps. */
async function citedSources(page: Page, locale: Locale = 'de'): Promise<string[]> {
  const items = await answers(page, locale).last().locator('section li').allTextContents()
  expect(items.map((item) => Number(/^\d+/.exec(item)?.[0]))).toEqual(items.map((_, index) => index + 1))
  return items.map((item) => item.replace(/^\d+\s*/, ''))
}

/** How far the files table scrolls sideways inside its card (0 when every column shows). */
const tableOverflow = (page: Page) =>
  page
    .getByTestId('knowledge-file-row')
    .first()
    .evaluate((row) => {
      const box = row.closest('table')!.parentElement!
      return box.scrollWidth - box.clientWidth
    })

/** How far the page scrolls sideways (0 when nothing sticks out). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('knowledge: data pool, cited answers, attachments, tenants', () => {
  it('an IGEPHA admin uploads a PDF (file chooser) and a DOCX (drag and drop), sees both ready, searches and previews a passage', async () => {
    const page = await openAs('ADMIN.IGEPHA', '/ai-services/data-pool')
    await page.getByRole('heading', { name: text('page.dataPool') }).waitFor()
    // A fresh data pool opens on its default collection with the file chooser, no dialog first.
    await page.getByRole('heading', { name: text('knowledge.collection.defaultName'), level: 2 }).waitFor()
    await page.getByRole('button', { name: text('knowledge.upload.choose') }).waitFor()
    await shot(page, 'data-pool-empty')
    await createCollection(page, 'Dolorex', 'de', { internal: true })
    await page.getByText(text('knowledge.files.none')).waitFor()

    await chooseFiles(page, text('knowledge.upload.choose'), [fixture(GERMAN_PDF)])
    await dropFile(
      page.getByTestId('knowledge-drop-zone'),
      GERMAN_DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    await waitUntilReady(page, GERMAN_PDF)
    await waitUntilReady(page, GERMAN_DOCX)
    expect(await fileRow(page, GERMAN_PDF).locator('[data-status]').textContent()).toBe(
      text('knowledge.status.ready'),
    )
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0)
    await shot(page, 'data-pool-ready')

    await page.getByRole('search').getByLabel(text('knowledge.search.label')).fill('Tageshöchstdosis')
    const result = page.getByTestId('knowledge-search-result').filter({ hasText: GERMAN_PDF }).first()
    await result.waitFor()
    expect(await result.textContent()).toContain(format('knowledge.place.page', { number: '2' }))
    await result.click()
    const preview = page.getByRole('dialog', { name: GERMAN_PDF })
    await preview.getByText(/1200 mg Ibuprofen/).waitFor()
    await shot(page, 'data-pool-preview')
    await preview.getByRole('button', { name: text('knowledge.close') }).click()
    await preview.waitFor({ state: 'detached' })

    // The DOCX is searchable too, under its heading.
    await page
      .getByRole('search')
      .getByLabel(text('knowledge.search.label'))
      .fill('Werbeaussage ohne Nebenwirkungen')
    await page.getByTestId('knowledge-search-result').filter({ hasText: GERMAN_DOCX }).first().waitFor()
  })

  it('a WRITE user asks the internal-sources assistant and the citation opens the PDF page the sentence is on', async () => {
    const page = await openAs('WRITE.IGEPHA', '/ai-services/igepha-internal-chatbot/igepha-internal')
    await ask(page, 'Wie hoch ist die Tageshöchstdosis von Dolorex?')
    expect(await page.getByTestId('chat-model-label').textContent()).toBe(text('chat.offlineEngine'))
    const sentence = 'Die Tageshöchstdosis beträgt 3 Filmtabletten, d. h. 1200 mg Ibuprofen.'
    // The engine quotes (plainly labelled), the sentence holding "Tageshöchstdosis" first, as [1].
    const answer = (await answers(page).last().innerText()).replace(/\s+/g, ' ')
    expect(answer).toContain(`${text('chatAnswer.offlineIntro')} ${sentence} 1`)
    expect((await citedSources(page))[0]).toBe(`${GERMAN_PDF} (${format('chat.unit.page', { number: '2' })})`)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)

    const dialog = await openCitation(page, 1)
    expect(await dialog.locator('blockquote').textContent()).toContain(sentence)
    expect(await dialog.textContent()).toContain(GERMAN_PDF)
    const place = (await dialog.getByTestId('citation-place').textContent())!
    expect(place).toBe(
      `${format('chat.unit.page', { number: String(await pageOfSentence(GERMAN_PDF, sentence)) })} · 4.2 Dosierung und Art der Anwendung`,
    )
    await shot(page, 'chat-citation')
    await dialog.getByRole('button', { name: text('chat.close') }).click()
    await dialog.waitFor({ state: 'detached' })

    // The DOCX answers under its heading (a section has no page number).
    await ask(page, 'Welche Studie belegt die schnelle Schmerzlinderung?')
    expect(await answers(page).last().textContent()).toContain('interne Studie DLX-07')
    expect((await citedSources(page))[0]).toBe(`${GERMAN_DOCX} (Wirksamkeit > Schnelle Schmerzlinderung)`)
  })

  it('a files-only thread in the IGEPHA workspace answers from its attachment only, not from the data pool', async () => {
    const page = await openAs('WRITE.IGEPHA', '/ai-services/igepha-ai')
    await page.getByLabel(text('chat.assistantSwitch')).click()
    await page.getByRole('option', { name: 'IGEPHA – Dokumente' }).click()
    await chooseFiles(page, text('chat.attach'), [fixture(LAUNCH_PPTX)])
    await page.getByText(`${LAUNCH_PPTX} · ${text('chat.attachment.ready')}`).waitFor({ timeout: 45_000 })
    // The data pool's PDF says the same price; a files-only assistant must not use it.
    await ask(page, 'Was kostet die Packung mit 20 Stück Dolorex in der Apotheke?')
    expect(await answers(page).last().textContent()).toContain('6,95 Euro')
    const cited = await citedSources(page)
    expect(cited.length).toBeGreaterThan(0)
    for (const item of cited) expect(item).toMatch(new RegExp(`^${LAUNCH_PPTX.replace('.', '\\.')} `))
    expect(cited[0]).toBe(`${LAUNCH_PPTX} (${format('chat.unit.slide', { number: '3' })})`)
    const dialog = await openCitation(page, 1)
    expect(await dialog.locator('blockquote').textContent()).toContain(
      'Apothekenverkaufspreis 20 Stück: 6,95 Euro',
    )
    expect(await dialog.getByTestId('citation-place').textContent()).toBe(
      `${format('chat.unit.slide', { number: '3' })} · Preise und Zeitplan`,
    )
    await shot(page, 'chat-attachment')
  })

  it("another tenant reaches none of IGEPHA's files: 404 by id, nothing by search, nothing in its chat", async () => {
    const collections = await api<{ id: string; name: string }[]>(
      'ADMIN.IGEPHA',
      '/api/knowledge/collections',
    )
    const igephaCollection = collections.body.find((c) => c.name === 'Dolorex')!
    const files = await api<{ id: string; filename: string }[]>(
      'ADMIN.IGEPHA',
      `/api/knowledge/files?collectionId=${igephaCollection.id}`,
    )
    const pdf = files.body.find((file) => file.filename === GERMAN_PDF)!
    const hits = await api<{ chunkId: number }[]>(
      'ADMIN.IGEPHA',
      `/api/knowledge/collections/${igephaCollection.id}/search?q=Tageshöchstdosis`,
    )
    const chunkId = hits.body[0]!.chunkId
    // The owner reaches them (so the ids are real).
    expect((await api('ADMIN.IGEPHA', `/api/knowledge/files/${pdf.id}/content`)).status).toBe(200)
    expect((await api('ADMIN.IGEPHA', `/api/knowledge/chunks/${chunkId}`)).status).toBe(200)

    // A BPI admin fills its own data pool through the page and searches it.
    const page = await openAs('ADMIN.BPI', '/ai-services/data-pool')
    await createCollection(page, 'Calmora', 'de', { internal: true })
    await chooseFiles(page, text('knowledge.upload.choose'), [fixture(ENGLISH_PDF)])
    await waitUntilReady(page, ENGLISH_PDF)
    expect(
      await page
        .getByRole('list', { name: text('knowledge.collections') })
        .getByText('Dolorex')
        .count(),
    ).toBe(0)
    const search = page.getByRole('search')
    await search.getByLabel(text('knowledge.search.label')).fill('Tageshöchstdosis Dolorex')
    // BPI's own SmPC may answer the dose words (cross-lingual, decision 0092); nothing of IGEPHA's shows.
    const results = search.getByTestId('knowledge-search-result')
    await results
      .or(search.getByText(text('knowledge.search.none')))
      .first()
      .waitFor()
    for (const result of await results.allTextContents()) {
      expect(result).toContain(ENGLISH_PDF)
      expect(result).not.toMatch(/Dolorex|dolorex/)
    }

    // The IGEPHA ids from the BPI admin's browser session: every one answers 404.
    const statuses = await page.evaluate(
      async ({ paths, token }) =>
        Promise.all(
          paths.map(
            async (path) => (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).status,
          ),
        ),
      {
        token: tokens['ADMIN.BPI']!,
        paths: [
          `/api/knowledge/files/${pdf.id}`,
          `/api/knowledge/files/${pdf.id}/content`,
          `/api/knowledge/chunks/${chunkId}`,
          `/api/knowledge/collections/${igephaCollection.id}/search?q=Tageshöchstdosis`,
          `/api/knowledge/files?collectionId=${igephaCollection.id}`,
        ],
      },
    )
    expect(statuses).toEqual([404, 404, 404, 404, 404])

    // BPI's chat (every source, internal chatbot) retrieves nothing of IGEPHA's.
    const chat = await openAs('WRITE.BPI', '/ai-services/bpi-internal-chatbot/bpi-all')
    await ask(chat, 'Wie hoch ist die Tageshöchstdosis von Dolorex?')
    // Its own SmPC states another product's maximum dose: not quoted for a name no document of BPI holds.
    const said = (await answers(chat).last().textContent()) ?? ''
    expect(said).toContain(text('chatAnswer.offlineNotInDocuments').split('{searched}')[0]!)
    expect(said).toContain('Dolorex')
    expect(said).not.toContain('20 mg')
    expect(await citedSources(chat)).toEqual([])
  })

  it('NERES: an admin uploads to the data pool as it opens, asks the default chatbot, and gets a quoted French answer citing the right page', async () => {
    // The README's path, word for word: upload documents under Datenpool, then ask any chatbot.
    const page = await openAs('ADMIN.NERES', '/ai-services/data-pool')
    await page.getByRole('heading', { name: text('page.dataPool', 'fr') }).waitFor()
    await page
      .getByRole('heading', { name: text('knowledge.collection.defaultName', 'fr'), level: 2 })
      .waitFor()
    const note = join(mkdtempSync(join(tmpdir(), 'tessera-e2e-')), 'procedure-rappel.txt')
    writeFileSync(
      note,
      'Procédure de rappel de lots.\n\nEn cas de rappel, le pharmacien responsable informe l’ANSM dans un délai de 24 heures.\n',
    )
    await chooseFiles(page, text('knowledge.upload.choose', 'fr'), [fixture(FRENCH_PDF), note])
    await waitUntilReady(page, FRENCH_PDF)
    await waitUntilReady(page, 'procedure-rappel.txt')
    expect(await fileRow(page, FRENCH_PDF).locator('[data-status]').textContent()).toBe(
      text('knowledge.status.ready', 'fr'),
    )
    // The collection is used by NERES's all-sources assistant (not narrowed), and says so; the
    // table beside it keeps every column in view.
    await page
      .getByRole('list', { name: text('knowledge.collections', 'fr') })
      .getByText('NERES – Toutes les sources', { exact: false })
      .waitFor()
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('search').getByLabel(text('knowledge.search.label', 'fr')).fill('centre antipoison')
    // The result names the page and shows the words found, though they stand late in the passage.
    await page
      .getByTestId('knowledge-search-result')
      .filter({ hasText: format('knowledge.place.page', { number: '3' }, 'fr') })
      .filter({ hasText: 'centre antipoison' })
      .first()
      .waitFor()
    await shot(page, 'data-pool-fr')

    // The workspace's default assistant reads the data pool, and says what it reads: no switching.
    const chat = await openAs('ADMIN.NERES', '/ai-services/neres-ai')
    expect(await chat.getByLabel(text('chat.assistantSwitch', 'fr')).textContent()).toContain(
      'NERES – Toutes les sources',
    )
    await chat.getByText(text('assistants.reads.all', 'fr')).waitFor()
    await ask(chat, 'Dans quel délai le pharmacien responsable informe-t-il l’ANSM en cas de rappel ?', 'fr')
    const fromNote = (await answers(chat, 'fr').last().textContent())!
    expect(fromNote).toContain(text('chatAnswer.offlineIntro', 'fr'))
    expect(fromNote).toContain('le pharmacien responsable informe l’ANSM dans un délai de 24 heures')
    expect((await citedSources(chat, 'fr'))[0]).toMatch(/^procedure-rappel\.txt/)

    await ask(chat, 'Combien de comprimés par jour au maximum ?', 'fr')
    const answer = (await answers(chat, 'fr').last().textContent())!
    expect(answer).toContain(text('chatAnswer.offlineIntro', 'fr'))
    expect(answer).toContain('3 comprimés par jour')
    const dialog = await openCitation(chat, 1, 'fr')
    const sentence = 'Ne pas dépasser 3 comprimés par jour, c.-à-d. 1200 mg.'
    expect(await dialog.locator('blockquote').textContent()).toContain(sentence)
    const place = (await dialog.getByTestId('citation-place').textContent())!
    expect(place).toBe(
      `${format('chat.unit.page', { number: String(await pageOfSentence(FRENCH_PDF, sentence)) }, 'fr')} · 3. Comment prendre Dolorex`,
    )
    await shot(chat, 'chat-citation-fr')
  })

  it('the data pool and the citation preview fit 360 px wide', async () => {
    const page = await openAs('ADMIN.IGEPHA', '/ai-services/data-pool', { width: 360, height: 740 })
    // The page opens on the first collection by name (the default, Allgemein); the files are in Dolorex.
    await page
      .getByRole('list', { name: text('knowledge.collections') })
      .getByText('Dolorex', { exact: true })
      .click()
    await waitUntilReady(page, GERMAN_PDF)
    await shot(page, 'data-pool-360')
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    // The table keeps name, status and actions; every action stays on screen.
    const deleteButton = (await fileRow(page, GERMAN_PDF)
      .getByRole('button', { name: text('knowledge.files.delete') })
      .boundingBox())!
    expect(deleteButton.x + deleteButton.width).toBeLessThanOrEqual(360)

    const chat = await openAs('WRITE.IGEPHA', '/ai-services/igepha-internal-chatbot/igepha-internal', {
      width: 360,
      height: 740,
    })
    await ask(chat, 'Wie hoch ist die Tageshöchstdosis von Dolorex?')
    expect(await sidewaysOverflow(chat)).toBeLessThanOrEqual(0)
    const dialog = await openCitation(chat, 1)
    const box = (await dialog.locator('blockquote').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    await shot(chat, 'chat-citation-360')
  })
})
