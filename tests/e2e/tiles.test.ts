// Tiles in Chromium on a server of its own and the scripted OpenAI-compatible server: the DEMO admin
// makes a tile with three kinds of field on the dashboard, a WRITE user finds it by search, runs it
// (the result streams and renders as Markdown) and finds the run in tile history; a NERES user sees
// the starter tiles in French and, with no language model for NERES, the statement saying so. A file
// field takes an upload: the WRITE user's own file is read by the indexer and its text goes to the
// model; a refused upload says why in the user's language (German for DEMO, French for NERES).
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { browser, untilWhollyShown } from './support/browser.ts'
import { text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
let models: ScriptedOpenAiServer
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []
const tileTitle = 'Apothekenaktion'

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>)
}

beforeAll(async () => {
  models = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-tiles', models: ['e2e-tile-model'] })
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  for (const [key, role, group] of [
    ['admin', 'ADMIN', 'DEMO'],
    ['writer', 'WRITE', 'DEMO'],
    ['neres', 'WRITE', 'NERES'],
  ] as const) {
    const planned = {
      email: `tiles-${key}@e2e.test`,
      username: `tiles-${key}`,
      password: `pw-tiles-${key}-long-enough`,
      role,
      group,
    }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
  const provider = await call(root.token, 'POST', '/api/ai-admin/providers', {
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl: models.baseUrl,
    apiKey: 'sk-e2e-tiles',
    timeoutMs: 10_000,
  })
  const model = await call(root.token, 'POST', '/api/ai-admin/models', {
    providerId: provider!.id,
    modelName: 'e2e-tile-model',
    displayName: 'Kachel-Modell',
    capabilities: ['chat'],
  })
  await call(tokens.admin!, 'PATCH', '/api/ai-admin/tenant-settings/DEMO', {
    allowedModelIds: [model!.id],
    defaultChatModelId: model!.id,
  })
}, 180_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  await models?.close()
})

async function openAs(key: string, path: string, width = 1280): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport: { width, height: 900 },
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

/** Picks an option of an MUI select field by the field's label. */
async function choose(scope: Page | Locator, label: string, option: string, page: Page) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

describe('tiles', () => {
  it('an admin makes a tile with a long text, a choice and a date on the dashboard', async () => {
    const page = await openAs('admin', '/')
    await page.getByRole('heading', { name: text('tiles.section') }).waitFor()
    await page.getByRole('button', { name: text('tiles.new') }).click()
    const dialog = page.getByRole('dialog', { name: text('tiles.editor.new') })
    await dialog.getByLabel(text('tiles.editor.title')).fill(tileTitle)
    await dialog.getByLabel(text('tiles.editor.description')).fill('Ein Aktionstext für die Apotheke.')

    const first = dialog.getByTestId('tile-variable-0')
    await first.getByLabel(text('tiles.editor.variableName')).fill('topic')
    await first.getByLabel(text('tiles.editor.variableLabel')).fill('Thema')
    await choose(first, text('tiles.editor.variableType'), text('tiles.type.longText'), page)

    await dialog.getByRole('button', { name: text('tiles.editor.addVariable') }).click()
    const second = dialog.getByTestId('tile-variable-1')
    await second.getByLabel(text('tiles.editor.variableName')).fill('tone')
    await second.getByLabel(text('tiles.editor.variableLabel')).fill('Tonfall')
    await choose(second, text('tiles.editor.variableType'), text('tiles.type.choice'), page)
    await second.getByLabel(text('tiles.editor.variableOptions')).fill('sachlich\nlocker')
    await second.getByLabel(text('tiles.editor.variableDefault')).fill('sachlich')

    await dialog.getByRole('button', { name: text('tiles.editor.addVariable') }).click()
    const third = dialog.getByTestId('tile-variable-2')
    await third.getByLabel(text('tiles.editor.variableName')).fill('day')
    await third.getByLabel(text('tiles.editor.variableLabel')).fill('Aktionstag')
    await choose(third, text('tiles.editor.variableType'), text('tiles.type.date'), page)
    await third.getByLabel(text('tiles.editor.variableRequired')).uncheck()

    await dialog
      .getByTestId('tile-template')
      .fill('Schreibe einen Aktionstext über {{topic}} im Ton {{tone}} für den {{day}}.')
    await dialog.getByRole('button', { name: text('common.save') }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: tileTitle, exact: true }).waitFor()
  })

  it('a WRITE user finds it by search, runs it with the scripted model and finds the run in tile history', async () => {
    const page = await openAs('writer', '/')
    await page.getByRole('searchbox', { name: text('dashboard.search') }).fill('apothekenakt')
    await page.getByRole('button', { name: tileTitle, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: tileTitle })
    await dialog.getByLabel('Thema').fill('Erkältungszeit: Nasenspray im Angebot')
    await choose(dialog, 'Tonfall', 'locker', page)
    await dialog.getByLabel('Aktionstag').fill('01.12.2026')
    models.script(
      reply(
        ['## Bald ist Erkältungszeit\n\n', '- **Nasenspray** im Angebot\n', '- Beratung in Ihrer Apotheke'],
        { chunkDelayMs: 30 },
      ),
    )
    await dialog.getByRole('button', { name: text('tiles.run') }).click()
    const result = dialog.getByTestId('tile-result')
    await result.getByRole('heading', { name: 'Bald ist Erkältungszeit' }).waitFor()
    await result.getByText('Beratung in Ihrer Apotheke').waitFor()
    await dialog.getByRole('button', { name: text('tiles.exportDocx') }).waitFor()
    expect(await result.locator('strong').textContent()).toBe('Nasenspray')
    const prompt = JSON.stringify(
      models.requests.filter((request) => request.path === '/v1/chat/completions').at(-1)?.body?.messages,
    )
    expect(prompt).toContain(
      'Schreibe einen Aktionstext über Erkältungszeit: Nasenspray im Angebot im Ton locker für den 2026-12-01.',
    )
    // A rework action under the result: a new version beside it, kept with the run.
    models.script(reply('Kurz: **Nasenspray** im Angebot.'))
    await dialog
      .getByRole('group', { name: text('rework.label') })
      .getByText('Kürzer')
      .click()
    await result.getByText('im Angebot.').waitFor()
    await dialog.getByText(/Version 2 von 2/).waitFor()
    await dialog
      .getByRole('button', { name: text('tiles.close') })
      .last()
      .click()

    await page.goto('/ai-services/tile-history-dynamic')
    await page.getByRole('heading', { name: text('page.tileHistoryDynamic'), level: 1 }).waitFor()
    const run = page.getByRole('heading', { name: tileTitle, level: 2 })
    await run.click()
    await page.getByText('Erkältungszeit: Nasenspray im Angebot').waitFor()
    await page.getByText('Kachel-Modell').first().waitFor()
    await page.getByRole('heading', { name: 'Bald ist Erkältungszeit' }).waitFor()
    // The card opens with an animation that clips its contents until done: the switcher is clicked
    // once it is wholly on screen (untilWhollyShown says what went wrong before).
    await untilWhollyShown(page.getByRole('button', { name: text('rework.next') }))
    await page.getByRole('button', { name: text('rework.next') }).click()
    await page.getByText(/Version 2 von 2/).waitFor()
    await page.getByText('Kurz:').waitFor()
    await page.getByRole('searchbox', { name: text('tileHistory.search') }).fill('gibt es nicht')
    await page.getByText(text('tileHistory.noResults')).waitFor()
    // A run, a rework and the history in one story: twice the file's 60 s on a loaded machine.
  }, 120_000)

  it('a NERES user sees the starter tiles in French, and without a language model the run says so', async () => {
    const page = await openAs('neres', '/', 360)
    await page.getByRole('heading', { name: text('tiles.section', 'fr') }).waitFor()
    await page.getByRole('button', { name: 'Publication pour les réseaux sociaux', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Publication pour les réseaux sociaux' })
    await dialog.getByRole('button', { name: text('tiles.run', 'fr') }).click()
    await dialog.getByText(text('apiError.tiles.input.required', 'fr')).waitFor()
    await dialog.getByLabel('Sujet et messages clés').fill('Rhume : conseils en officine')
    await dialog.getByRole('button', { name: text('tiles.run', 'fr') }).click()
    await dialog.getByTestId('tile-result-unavailable').getByText(text('tiles.noModel', 'fr')).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  it('a file field takes an upload: read by the indexer, selected, and its text sent to the model', async () => {
    const page = await openAs('writer', '/')
    const title = 'Packungsbeilage patientenfreundlich zusammenfassen'
    await page.getByRole('button', { name: title, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: title })
    const field = dialog.getByRole('combobox', { name: /^Packungsbeilage/ })
    const input = dialog.getByTestId('tile-file-drop-leaflet-input')
    // A type the knowledge upload refuses: said in German, nothing selected.
    await input.setInputFiles({
      name: 'programm.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ not a document'),
    })
    await dialog
      .getByRole('alert')
      .getByText(text('apiError.knowledge.unsupportedType'), { exact: false })
      .waitFor()

    await input.setInputFiles({
      name: 'eigene-beilage.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Migrafix 200 mg lindert Migräne.\n\nNicht zusammen mit Alkohol einnehmen.\n'),
    })
    await expect
      .poll(() => field.textContent(), { timeout: 30_000 })
      .toBe(`eigene-beilage.txt · ${text('tiles.file.own')}`)
    models.script(reply('## Wofür\n\nGegen Migräne.'))
    await dialog.getByRole('button', { name: text('tiles.run') }).click()
    await dialog.getByTestId('tile-result').getByRole('heading', { name: 'Wofür' }).waitFor()
    const prompt = JSON.stringify(
      models.requests.filter((request) => request.path === '/v1/chat/completions').at(-1)?.body?.messages,
    )
    expect(prompt).toContain('Migrafix 200 mg lindert Migräne.')
    expect(prompt).toContain('Nicht zusammen mit Alkohol einnehmen.')
  })

  it('a refused upload is explained in French for NERES, at 360 px', async () => {
    const page = await openAs('neres', '/', 360)
    const title = 'Résumé de notice pour les patients'
    await page.getByRole('button', { name: title, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.getByRole('button', { name: text('tiles.file.choose', 'fr') }).waitFor()
    await dialog
      .getByTestId('tile-file-drop-leaflet-input')
      .setInputFiles({ name: 'vide.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) })
    await dialog
      .getByRole('alert')
      .getByText(text('apiError.knowledge.emptyFile', 'fr'), { exact: false })
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
