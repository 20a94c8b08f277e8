// The chat through a model provider, in Chromium, on a server of its own and the scripted
// OpenAI-compatible server: the ROOT of PARENT adds the provider and two models, the DEMO admin
// allows them, makes one the default and sets how long threads are kept; the admin creates and
// publishes an assistant; a user chats with it (streaming, stop, regenerate, edit, copy, provider
// errors with a retry); an expert-mode user chooses model, temperature, sources and an extra
// instruction; the history pages search, rename, pin, export, delete with undo and delete all.
// The tests of this file build on each other, in order.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext, Download, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contentFiltered,
  failWith,
  rateLimited,
  reply,
  startScriptedOpenAiServer,
  type RecordedRequest,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { browser } from './support/browser.ts'
import { sendChatMessage } from './support/chat.ts'
import { format, text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
let models: ScriptedOpenAiServer
const who: Record<'root' | 'admin' | 'reader' | 'expert' | 'neres', { token: string; username: string }> =
  {} as never
const contexts: BrowserContext[] = []
/** Filled in as the tests go: the assistant the admin created, the threads the users made. */
const made = { assistantId: '', classicThread: '', expertThread: '' }

const TITLE_PROMPT = 'Write a title'
const isTitleCall = (body: Record<string, unknown>) =>
  JSON.stringify(body.messages ?? '').includes(TITLE_PROMPT)

beforeAll(async () => {
  models = await startScriptedOpenAiServer({
    apiKey: 'sk-e2e-chat',
    models: ['e2e-chat-model', 'e2e-expert-model'],
  })
  // Background title calls get a standing answer, so they never take a step scripted for the chat.
  models.answerWhen(isTitleCall, reply('Wirkung von Schmerzmitteln'))
  server = await startRealServer({ env: { CHAT_SEND_PER_MINUTE: '500' } })
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  who.root = { token: root.token, username: root.username }
  const planned = [
    ['admin', 'ADMIN', []],
    ['reader', 'READ', []],
    ['expert', 'READ', ['expertMode']],
    ['neres', 'READ', []],
  ] as const
  for (const [key, role, features] of planned) {
    const group = key === 'neres' ? 'NERES' : 'DEMO'
    const user = {
      email: `provider-${key}@${group.toLowerCase()}.e2e.test`,
      username: `provider-${key}`,
      password: `pw-provider-${key}-long-enough`,
      role,
      group,
      features,
    }
    await createUserViaApi(server.baseURL, root.token, user)
    who[key] = {
      token: (await signInViaApi(server.baseURL, user.email, user.password)).token,
      username: user.username,
    }
  }
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  await models?.close()
})

/** A page of a new context; `returning` users have acknowledged the assistant's disclaimer before. */
async function openAs(
  key: keyof typeof who,
  path: string,
  options: { returning?: boolean } = {},
): Promise<Page> {
  const localStorage = [{ name: 'user-token', value: who[key].token }]
  if (options.returning)
    localStorage.push({ name: `tessera.assistant.${made.assistantId}.disclaimerAcknowledged`, value: 'true' })
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    storageState: { cookies: [], origins: [{ origin: server.baseURL, localStorage }] },
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

async function api(key: keyof typeof who, path: string) {
  const response = await fetch(`${server.baseURL}${path}`, {
    headers: { authorization: `Bearer ${who[key].token}` },
  })
  expect(response.status).toBe(200)
  return response.json()
}

const answers = (page: Page) => page.getByRole('article', { name: text('chat.assistant') })
const questions = (page: Page) => page.getByRole('article', { name: text('chat.you') })
const chatRequests = () =>
  models.requests.filter(
    (request) => request.path === '/v1/chat/completions' && !isTitleCall(request.body ?? {}),
  )
const lastChatRequest = (): RecordedRequest => chatRequests().at(-1)!
const promptOf = (request: RecordedRequest) => JSON.stringify(request.body?.messages)

const send = (page: Page, question: string) => sendChatMessage(page, question)

/** Picks an option of an MUI select field by the field's label. */
async function choose(scope: Page | Locator, label: string, option: string, page: Page) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

async function savedDownload(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; body: string }> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, click()])
  const target = join(server.dataDir, `download-${Date.now()}-${download.suggestedFilename()}`)
  await download.saveAs(target)
  return { name: download.suggestedFilename(), body: await readFile(target, 'utf8') }
}

describe('chat through a model provider', () => {
  it('the ROOT of PARENT adds the provider and two models; the DEMO admin allows them, picks the default and sets thread retention', async () => {
    const page = await openAs('root', '/ai-services/assistant-models')
    await page.getByRole('button', { name: text('aiAdmin.addProvider') }).click()
    const dialog = page.getByRole('dialog', { name: text('aiAdmin.addProvider') })
    await dialog.getByLabel(text('aiAdmin.name')).fill('Scripted')
    await dialog.getByLabel(text('aiAdmin.baseUrl')).fill(models.baseUrl)
    await dialog.getByLabel(text('aiAdmin.apiKey')).fill('sk-e2e-chat')
    await dialog.getByRole('button', { name: text('aiAdmin.save') }).click()
    await dialog.waitFor({ state: 'detached' })
    await page
      .getByRole('table', { name: text('aiAdmin.providers') })
      .getByRole('button', { name: text('aiAdmin.testConnection') })
      .click()
    await page.getByText(format('aiAdmin.testOk', { count: '2' })).waitFor()
    for (const name of ['e2e-chat-model', 'e2e-expert-model']) {
      await page.getByRole('button', { name, exact: true }).click()
      const modelDialog = page.getByRole('dialog', { name: text('aiAdmin.addModel') })
      await modelDialog.getByRole('button', { name: text('aiAdmin.save') }).click()
      await modelDialog.waitFor({ state: 'detached' })
      await page
        .getByRole('table', { name: text('aiAdmin.models') })
        .getByText(name)
        .first()
        .waitFor()
    }

    const admin = await openAs('admin', '/ai-services/assistant-models')
    await admin.getByText(format('aiAdmin.settingsTitle', { group: 'DEMO' })).waitFor()
    await admin.getByRole('checkbox', { name: 'e2e-chat-model (Scripted)' }).check()
    await admin.getByRole('checkbox', { name: 'e2e-expert-model (Scripted)' }).check()
    await choose(admin, text('aiAdmin.defaultChatModel'), 'e2e-chat-model', admin)
    await choose(admin, text('aiAdmin.retention'), '90 Tage', admin)
    await admin.getByRole('button', { name: text('aiAdmin.save') }).click()
    await admin.getByText(text('aiAdmin.saved')).first().waitFor()

    // What was saved is what the page shows after a reload.
    await admin.reload()
    expect(await admin.getByRole('combobox', { name: text('aiAdmin.retention') }).textContent()).toBe(
      '90 Tage',
    )
    expect(await admin.getByRole('combobox', { name: text('aiAdmin.defaultChatModel') }).textContent()).toBe(
      'e2e-chat-model',
    )
    const settings = await api('admin', '/api/ai-admin/tenant-settings/DEMO')
    expect(settings.allowedModelIds).toHaveLength(2)
    expect(settings.threadRetentionDays).toBe(90)
  })

  it('an admin creates an assistant with instructions, model, source mode, a starter and a disclaimer, and publishes it', async () => {
    const page = await openAs('admin', '/ai-services/create-assistant')
    await page.getByRole('button', { name: text('assistants.create') }).click()
    const form = page.getByRole('form', { name: text('assistants.create') })
    await form.getByRole('textbox', { name: text('assistants.field.name') }).fill('Pharma-Lotse')
    await form.getByLabel(text('assistants.field.description')).fill('Beantwortet Fragen zu Schmerzmitteln')
    await form
      .getByLabel(text('assistants.field.instructions'))
      .fill('Du bist der Pharma-Lotse. Sprich {{user.name}} mit Namen an.')
    await page
      .getByTestId('instructions-preview')
      .getByText('Du bist der Pharma-Lotse. Sprich provider-admin mit Namen an.')
      .waitFor()
    await choose(form, text('assistants.field.modelId'), 'e2e-chat-model', page)
    await form.getByRole('radio', { name: new RegExp(`^${text('assistants.sourceMode.general')}`) }).check()
    await form.getByLabel(text('assistants.field.conversationStarters')).fill('Wie wirkt Ibuprofen?')
    await form.getByLabel(text('assistants.field.disclaimer')).fill('Keine ärztliche Beratung.')
    await form.getByRole('button', { name: text('assistants.save') }).click()

    // Saved: the editor of the new assistant, still a draft until published.
    const list = page.getByRole('list', { name: text('assistants.listLabel') })
    const entry = list.getByRole('button', { name: /Pharma-Lotse/ })
    await entry.getByText(text('assistants.status.draft')).waitFor()
    await page.getByRole('button', { name: text('assistants.publish') }).click()
    await entry.getByText(text('assistants.status.published')).waitFor()
    const href = await page.getByRole('link', { name: text('assistants.openChat') }).getAttribute('href')
    made.assistantId = decodeURIComponent(href!.split('/').pop()!)
    expect(made.assistantId).not.toBe('')
  })

  it("a user chats: the disclaimer once, the answer streams token by token from the model, with the assistant's instructions", async () => {
    const page = await openAs('reader', `/ai-services/chatbot/${made.assistantId}`)
    await page.getByText('Keine ärztliche Beratung.').waitFor()
    await page.getByRole('button', { name: text('chat.disclaimer.accept') }).click()
    await page.getByRole('heading', { name: 'Pharma-Lotse' }).waitFor()

    models.script(
      reply(['Ibuprofen ', 'hemmt ', 'die ', 'Cyclooxygenase ', 'und ', 'lindert ', 'so ', 'Schmerzen.'], {
        chunkDelayMs: 500,
        usage: { input: 40, output: 8 },
      }),
    )
    await page.getByRole('button', { name: 'Wie wirkt Ibuprofen?' }).click()
    // Partway: some words are there, the end is not, and the answer says it is still being written.
    await answers(page)
      .last()
      .getByText(/Ibuprofen hemmt/)
      .waitFor()
    expect(await answers(page).last().textContent()).not.toContain('Schmerzen.')
    expect(await page.getByText(text('chat.writing')).isVisible()).toBe(true)
    await answers(page)
      .last()
      .getByText('Ibuprofen hemmt die Cyclooxygenase und lindert so Schmerzen.')
      .waitFor()
    await page.getByText(text('chat.writing')).waitFor({ state: 'detached' })
    expect(await page.getByTestId('chat-model-label').textContent()).toBe('e2e-chat-model')

    const request = lastChatRequest()
    expect(request.body?.model).toBe('e2e-chat-model')
    expect(request.body?.stream).toBe(true)
    expect(promptOf(request)).toContain('Sprich provider-reader mit Namen an.')
    expect(promptOf(request)).toContain('Wie wirkt Ibuprofen?')
    await page.waitForURL((url) => url.searchParams.has('thread'))
    made.classicThread = new URL(page.url()).searchParams.get('thread')!
  })

  it('Stop during a slow answer keeps the partial answer marked as stopped, also after a reload; regenerate replaces it', async () => {
    const page = await openAs(
      'reader',
      `/ai-services/chatbot/${made.assistantId}?thread=${made.classicThread}`,
      { returning: true },
    )
    await answers(page).first().waitFor()
    const words = Array.from({ length: 40 }, (_, index) => `Abschnitt${index + 1} `)
    models.script(reply(words, { chunkDelayMs: 300 }))
    await send(page, 'Erkläre die Pharmakokinetik ausführlich.')
    await answers(page)
      .last()
      .getByText(/Abschnitt2 /)
      .waitFor()
    await page.getByRole('button', { name: text('chat.stop') }).click()
    const stopped = answers(page).last()
    await stopped.getByText(text('chat.stopped'), { exact: true }).waitFor()
    expect(await stopped.textContent()).toContain('Abschnitt1')
    expect(await stopped.textContent()).not.toContain('Abschnitt40')
    // The provider's request was cancelled, not left running.
    await expect.poll(() => lastChatRequest().aborted, { timeout: 10_000 }).toBe(true)

    await page.reload()
    const reloaded = answers(page).last()
    await reloaded.getByText(text('chat.stopped'), { exact: true }).waitFor()
    expect(await reloaded.textContent()).toContain('Abschnitt1')

    models.script(reply(['Kurz: ', 'Aufnahme, Verteilung, Abbau, Ausscheidung.']))
    await reloaded.getByRole('button', { name: text('chat.regenerate') }).click()
    await answers(page).last().getByText('Kurz: Aufnahme, Verteilung, Abbau, Ausscheidung.').waitFor()
    expect(await answers(page).count()).toBe(2)
    expect(await page.getByText(text('chat.stopped'), { exact: true }).count()).toBe(0)
    expect(await page.getByText(/Abschnitt1 /).count()).toBe(0)
  })

  it('editing an earlier question resends it and drops what followed; copy puts an answer on the clipboard', async () => {
    const page = await openAs(
      'reader',
      `/ai-services/chatbot/${made.assistantId}?thread=${made.classicThread}`,
      { returning: true },
    )
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL })
    await answers(page).nth(1).waitFor()
    models.script(reply(['Paracetamol ', 'senkt ', 'Fieber ', 'bei Kindern.']))
    await questions(page)
      .first()
      .getByRole('button', { name: text('chat.edit') })
      .click()
    const editor = questions(page)
      .first()
      .getByRole('textbox', { name: text('chat.edit') })
    await editor.fill('Wie wirkt Paracetamol bei Kindern?')
    await questions(page)
      .first()
      .getByRole('button', { name: text('chat.editSave') })
      .click()
    await answers(page).last().getByText('Paracetamol senkt Fieber bei Kindern.').waitFor()
    await page.getByRole('button', { name: text('chat.stop') }).waitFor({ state: 'detached' })
    expect(await questions(page).count()).toBe(1)
    expect(await answers(page).count()).toBe(1)
    expect(await questions(page).first().textContent()).toContain('Wie wirkt Paracetamol bei Kindern?')
    // The model saw the edited question, not the old one or its answer.
    expect(promptOf(lastChatRequest())).toContain('Wie wirkt Paracetamol bei Kindern?')
    expect(promptOf(lastChatRequest())).not.toContain('Cyclooxygenase')

    await answers(page)
      .last()
      .getByRole('button', { name: text('chat.copy') })
      .click()
    await page.getByText(text('chat.copied')).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Paracetamol senkt Fieber bei Kindern.',
    )
  })

  it("a provider error (bad key, rate limit) is a clear message in the user's language with a retry that works", async () => {
    const page = await openAs(
      'reader',
      `/ai-services/chatbot/${made.assistantId}?thread=${made.classicThread}`,
      { returning: true },
    )
    await answers(page).first().waitFor()
    models.script(
      failWith(401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      }),
    )
    await send(page, 'Und bei Erwachsenen?')
    const alert = page.getByRole('alert').filter({ hasText: text('ai.authFailed') })
    await alert.waitFor()
    expect(await alert.textContent()).not.toContain('Incorrect API key')
    models.script(reply('Bei Erwachsenen bis 4 g am Tag.'))
    await alert.getByRole('button', { name: text('chat.retry') }).click()
    await answers(page).last().getByText('Bei Erwachsenen bis 4 g am Tag.').waitFor()
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: text('ai.authFailed') })
        .count(),
    ).toBe(0)

    // A rate limit longer than the gateway waits for: said with the time to wait, then retried.
    models.script(rateLimited(90))
    await send(page, 'Gibt es Wechselwirkungen?')
    const limited = page.getByRole('alert').filter({ hasText: text('ai.rateLimited') })
    await limited.waitFor()
    expect(await limited.textContent()).toContain(format('chat.retryAfter', { seconds: '90' }))
    // A long conversation does not make the page scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    models.script(reply('Ja, mit Alkohol.'))
    await limited.getByRole('button', { name: text('chat.retry') }).click()
    await answers(page).last().getByText('Ja, mit Alkohol.').waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it('a NERES user reads a provider error in French, with a retry that works', async () => {
    // The ROOT of PARENT gives NERES the model as its default (the ROOT may set any group's).
    const root = await openAs('root', '/ai-services/assistant-models')
    await choose(root, text('aiAdmin.group'), 'NERES', root)
    await root.getByText(format('aiAdmin.settingsTitle', { group: 'NERES' })).waitFor()
    await root.getByRole('checkbox', { name: 'e2e-chat-model (Scripted)' }).check()
    await choose(root, text('aiAdmin.defaultChatModel'), 'e2e-chat-model', root)
    await root.getByRole('button', { name: text('aiAdmin.save') }).click()
    await root.getByText(text('aiAdmin.saved')).first().waitFor()

    const page = await openAs('neres', '/ai-services/chatbot/neres-general')
    const box = page.getByRole('textbox', { name: text('chat.composer.label', 'fr') })
    models.script(contentFiltered())
    await box.fill('Quelle est la posologie ?')
    await box.press('Enter')
    const alert = page.getByRole('alert').filter({ hasText: text('ai.contentFiltered', 'fr') })
    await alert.waitFor()
    expect(await alert.textContent()).not.toContain('content management policy')
    models.script(reply(['La posologie ', 'dépend du poids.']))
    await alert.getByRole('button', { name: text('chat.retry', 'fr') }).click()
    await page
      .getByRole('article', { name: text('chat.assistant', 'fr') })
      .last()
      .getByText('La posologie dépend du poids.')
      .waitFor()
    expect(await page.getByTestId('chat-model-label').textContent()).toBe('e2e-chat-model')
  })

  it('the classic chatbot starts a new conversation on demand, and keeps the old one in the history', async () => {
    const page = await openAs(
      'reader',
      `/ai-services/chatbot/${made.assistantId}?thread=${made.classicThread}`,
      { returning: true },
    )
    await answers(page).first().waitFor()
    await page.getByRole('button', { name: text('chat.newChat') }).click()
    await page.waitForURL((url) => !url.searchParams.has('thread'))
    await page.getByRole('button', { name: 'Wie wirkt Ibuprofen?' }).waitFor()
    expect(await answers(page).count()).toBe(0)
    models.script(reply('Diclofenac kann den Magen reizen.'))
    await send(page, 'Welche Nebenwirkungen hat Diclofenac?')
    await answers(page).last().getByText('Diclofenac kann den Magen reizen.').waitFor()
    await page.waitForURL(
      (url) => url.searchParams.has('thread') && url.searchParams.get('thread') !== made.classicThread,
    )
    // Back leads to the earlier conversation.
    await page.goBack()
    await answers(page).last().getByText('Ja, mit Alkohol.').waitFor()
  })

  it('expert mode: model, temperature, source mode and an extra instruction go to the model, show in the header and survive a reload', async () => {
    const page = await openAs('expert', '/ai-services/demo-customizable-chatbot')
    await page.getByRole('button', { name: text('chat.newChat') }).waitFor()
    await choose(page, text('chat.assistantSwitch'), 'Pharma-Lotse', page)
    await page.getByRole('button', { name: text('chat.disclaimer.accept') }).click()
    await page.getByRole('button', { name: text('chat.settings.open') }).click()
    const dialog = page.getByRole('dialog', { name: text('chat.settings.title') })
    await choose(dialog, text('chat.settings.model'), 'e2e-expert-model', page)
    const slider = dialog.getByRole('slider', { name: text('chat.settings.temperature') })
    await slider.focus()
    for (let step = 0; step < 3; step++) await slider.press('ArrowRight')
    await choose(dialog, text('chat.settings.sourceMode'), text('chat.sourceMode.general'), page)
    await dialog
      .getByRole('textbox', { name: text('chat.settings.extraInstruction') })
      .fill('Antworte in höchstens zwei Sätzen.')
    await dialog.getByRole('button', { name: text('common.save') }).click()
    await dialog.waitFor({ state: 'detached' })

    const header = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Pharma-Lotse' }) })
    const expectChips = async () => {
      for (const chip of [
        'e2e-expert-model',
        format('chat.settings.temperatureChip', { value: '1' }),
        text('chat.sourceMode.general'),
        text('chat.settings.extraInstructionChip'),
      ]) {
        await header.getByText(chip, { exact: true }).first().waitFor()
      }
    }
    await expectChips()

    models.script(reply(['Acetylsalicylsäure ', 'hemmt die Blutgerinnung.']))
    await send(page, 'Was macht Acetylsalicylsäure?')
    await answers(page).last().getByText('Acetylsalicylsäure hemmt die Blutgerinnung.').waitFor()
    const request = lastChatRequest()
    expect(request.body?.model).toBe('e2e-expert-model')
    expect(request.body?.temperature).toBe(1)
    expect(promptOf(request)).toContain('Antworte in höchstens zwei Sätzen.')
    await page.waitForURL((url) => url.searchParams.has('thread'))
    made.expertThread = new URL(page.url()).searchParams.get('thread')!

    await page.reload()
    await answers(page).first().waitFor()
    await expectChips()
    // The answering model is named once, not again as a chosen setting.
    expect(await header.getByText('e2e-expert-model', { exact: true }).count()).toBe(1)
    // The thread keeps its model: the next answer comes from it too.
    models.script(reply('Ja, auch in niedriger Dosis.'))
    await send(page, 'Auch in niedriger Dosis?')
    await answers(page).last().getByText('Ja, auch in niedriger Dosis.').waitFor()
    expect(lastChatRequest().body?.model).toBe('e2e-expert-model')
  })

  it('classic history: search by a word of a message, rename, pin, export Markdown and JSON, delete with undo', async () => {
    const page = await openAs('reader', '/ai-services/chat-history', { returning: true })
    const rows = page.getByTestId('history-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)

    await page.getByRole('searchbox', { name: text('chatHistory.search') }).fill('Erwachsenen')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1)
    const row = rows.first()
    await row.getByTestId('snippet').locator('strong').getByText('Erwachsenen').waitFor()
    // Shrunk to 360 px: the title keeps its width (the actions move below it), nothing scrolls
    // sideways, and the page stays visible to assistive technology (found by its role).
    await page.setViewportSize({ width: 360, height: 740 })
    expect((await row.getByRole('link').boundingBox())!.width).toBeGreaterThan(120)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('searchbox', { name: text('chatHistory.search') }).fill('Zebrafisch')
    await page.getByText(text('chatHistory.noMatches')).waitFor()
    await page.getByRole('searchbox', { name: text('chatHistory.search') }).fill('Erwachsenen')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1)

    await row.getByRole('button', { name: text('chatHistory.rename') }).click()
    const title = row.getByRole('textbox', { name: text('chatHistory.rename') })
    await title.fill('Paracetamol für alle')
    await title.press('Enter')
    await row.getByRole('link', { name: 'Paracetamol für alle' }).waitFor()
    await row.getByRole('button', { name: text('chatHistory.pin') }).click()
    await row.getByRole('button', { name: text('chatHistory.unpin') }).waitFor()
    expect(
      await row.getByRole('button', { name: text('chatHistory.unpin') }).getAttribute('aria-pressed'),
    ).toBe('true')

    const markdown = await savedDownload(page, () =>
      row.getByRole('button', { name: text('chatHistory.exportMd') }).click(),
    )
    expect(markdown.name).toBe('Paracetamol für alle.md')
    expect(markdown.body).toContain('# Paracetamol für alle')
    expect(markdown.body).toContain('Wie wirkt Paracetamol bei Kindern?')
    expect(markdown.body).toContain('Ja, mit Alkohol.')
    expect(markdown.body).toMatch(/\n## Sie · .+\n\nWie wirkt Paracetamol bei Kindern\?\n/)
    expect(markdown.body).toMatch(/\n## Pharma-Lotse · .+\n\nParacetamol senkt Fieber bei Kindern\.\n/)
    const json = await savedDownload(page, () =>
      row.getByRole('button', { name: text('chatHistory.exportJson') }).click(),
    )
    expect(json.name).toBe('Paracetamol für alle.json')
    const exported = JSON.parse(json.body) as {
      thread: { id: string; title: string; pinned: boolean }
      messages: { role: string; content: string; status: string }[]
    }
    expect(exported.thread).toMatchObject({
      id: made.classicThread,
      title: 'Paracetamol für alle',
      pinned: true,
    })
    expect(exported.messages.map((message) => message.content)).toContain('Bei Erwachsenen bis 4 g am Tag.')
    expect(
      exported.messages.filter((message) => message.role === 'user').map((message) => message.content),
    ).toEqual(['Wie wirkt Paracetamol bei Kindern?', 'Und bei Erwachsenen?', 'Gibt es Wechselwirkungen?'])

    // Pinned and renamed for good: after a reload, the pinned thread leads the list.
    await page.reload()
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
    await rows.first().getByRole('link', { name: 'Paracetamol für alle' }).waitFor()

    // Delete with undo: gone at once, back with undo; deleted for good once the undo window passes.
    const other = rows.nth(1)
    const otherTitle = (await other.getByRole('link').textContent())!
    await other.getByRole('button', { name: text('chatHistory.delete') }).click()
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1)
    await page.getByRole('button', { name: text('chatHistory.undo') }).click()
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
    await page.getByRole('link', { name: otherTitle }).waitFor()
    await rows
      .nth(1)
      .getByRole('button', { name: text('chatHistory.delete') })
      .click()
    await page
      .getByRole('button', { name: text('chatHistory.undo') })
      .waitFor({ state: 'detached', timeout: 10_000 })
    await expect
      .poll(async () => (await api('reader', '/api/chat/threads?kind=classic')).items.length, {
        timeout: 10_000,
      })
      .toBe(1)
    await page.reload()
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1)
    await rows.first().getByRole('link', { name: 'Paracetamol für alle' }).waitFor()

    // The link opens the thread where it was made.
    await rows.first().getByRole('link', { name: 'Paracetamol für alle' }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === `/ai-services/chatbot/${made.assistantId}` &&
        url.searchParams.get('thread') === made.classicThread,
    )
    await answers(page).last().getByText('Ja, mit Alkohol.').waitFor()
  })

  it('dynamic history: finds the expert thread, opens it on its chatbot, and deletes all at once', async () => {
    const page = await openAs('expert', '/ai-services/chat-history-dynamic', { returning: true })
    const rows = page.getByTestId('history-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1)
    await page.getByRole('searchbox', { name: text('chatHistory.search') }).fill('Dosis')
    await rows.first().getByTestId('snippet').locator('strong').getByText(/Dosis/).first().waitFor()
    await rows.first().getByRole('link').click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/ai-services/demo-customizable-chatbot' &&
        url.searchParams.get('thread') === made.expertThread,
    )
    await answers(page).last().getByText('Ja, auch in niedriger Dosis.').waitFor()

    await page.goto('/ai-services/chat-history-dynamic')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1)
    await page.getByRole('button', { name: text('chatHistory.deleteAll') }).click()
    const confirm = page.getByRole('dialog', { name: text('chatHistory.deleteAllTitle') })
    await confirm.getByRole('button', { name: text('chatHistory.deleteAll') }).click()
    await page.getByText(text('chatHistory.empty')).waitFor()
    expect((await api('expert', '/api/chat/threads?kind=dynamic')).items).toHaveLength(0)
    // Only this page's kind: the reader's classic thread is untouched (and the expert had none).
    expect((await api('reader', '/api/chat/threads?kind=classic')).items).toHaveLength(1)
  })
})
