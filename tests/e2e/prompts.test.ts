// The prompt library and the response-optimisation prompts in Chromium, on a server of its own and
// the scripted OpenAI-compatible server: a DEMO admin creates a shared prompt with a choice variable;
// a WRITE user inserts it in a chat with `/`, filling the variables, and reworks the answer with a
// one-click action into a second version; NERES admins manage their actions in French, and a NERES
// user (no model set up there) is told in French that reworking needs one, at 360 px.
// The tests of this file build on each other, in order.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { browser } from './support/browser.ts'
import { format, text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
let models: ScriptedOpenAiServer
const tokens: Record<'admin' | 'writer' | 'neresAdmin' | 'neresReader', string> = {} as never
const contexts: BrowserContext[] = []
const isTitleCall = (body: Record<string, unknown>) =>
  JSON.stringify(body.messages ?? '').includes('Write a title')
const isRework = (body: Record<string, unknown> | null) =>
  JSON.stringify(body?.messages ?? '').includes('You rework an answer')

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response.json()
}

beforeAll(async () => {
  models = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-prompts', models: ['e2e-prompts-model'] })
  models.answerWhen(isTitleCall, reply('Ein Produkttext'))
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  for (const [key, role, group] of [
    ['admin', 'ADMIN', 'DEMO'],
    ['writer', 'WRITE', 'DEMO'],
    ['neresAdmin', 'ADMIN', 'NERES'],
    ['neresReader', 'READ', 'NERES'],
  ] as const) {
    const user = {
      email: `prompts-${key.toLowerCase()}@${group.toLowerCase()}.e2e.test`,
      username: `prompts-${key}`,
      password: `pw-prompts-${key}-long-enough`,
      role,
      group,
      features: [],
    }
    await createUserViaApi(server.baseURL, root.token, user)
    tokens[key] = (await signInViaApi(server.baseURL, user.email, user.password)).token
  }
  // DEMO gets a model; NERES has none (the offline engine answers there, and nothing can rework).
  const provider = await call(root.token, 'POST', '/api/ai-admin/providers', {
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl: models.baseUrl,
    apiKey: 'sk-e2e-prompts',
    maxRetries: 0,
  })
  const model = await call(root.token, 'POST', '/api/ai-admin/models', {
    providerId: provider.id,
    modelName: 'e2e-prompts-model',
    displayName: 'e2e-prompts-model',
    capabilities: ['chat'],
  })
  await call(tokens.admin, 'PATCH', '/api/ai-admin/tenant-settings/DEMO', {
    allowedModelIds: [model.id],
    defaultChatModelId: model.id,
  })
}, 240_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  await models?.close()
})

async function openAs(
  key: keyof typeof tokens,
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport,
    storageState: {
      cookies: [],
      origins: [{ origin: server.baseURL, localStorage: [{ name: 'user-token', value: tokens[key] }] }],
    },
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

describe('prompt library and response optimisation', () => {
  it('an admin creates a shared prompt with a choice variable and sees it filled in the preview', async () => {
    const page = await openAs('admin', '/ai-services/tile-prompt-library')
    await page.getByText(text('prompts.empty')).waitFor()
    await page.getByRole('button', { name: text('prompts.new') }).click()
    const form = page.getByRole('form', { name: text('prompts.new') })
    await form.getByRole('textbox', { name: text('prompts.title') }).fill('Produkttext')
    await form.getByRole('textbox', { name: text('prompts.category') }).fill('Marketing')
    await form
      .getByRole('textbox', { name: text('prompts.body') })
      .fill('Schreibe einen Produkttext für {{produkt}} im Ton {{ton:sachlich|locker}}.')
    await form.getByRole('switch', { name: text('prompts.shared') }).check()
    await form.getByRole('textbox', { name: 'produkt' }).fill('Ibuprofen 400')
    expect(await page.getByTestId('prompt-preview').textContent()).toBe(
      'Schreibe einen Produkttext für Ibuprofen 400 im Ton {{ton:sachlich|locker}}.',
    )
    await form.getByRole('button', { name: text('prompts.save') }).click()
    await page
      .getByRole('list', { name: text('prompts.listLabel') })
      .getByText('Produkttext')
      .waitFor()
    await page
      .getByRole('list', { name: text('prompts.versions') })
      .getByText(text('prompts.inUse'))
      .waitFor()
  })

  it('a user inserts it in a chat with /, filling the variables, and sends it', async () => {
    const page = await openAs('writer', '/ai-services/chatbot/demo-general')
    const box = page.getByRole('textbox', { name: text('chat.composer.label') })
    await box.fill('/prod')
    const menu = page.getByRole('listbox', { name: text('prompts.slash.label') })
    await menu.getByRole('option', { name: /Produkttext/ }).waitFor()
    await box.press('Enter')
    const dialog = page.getByRole('dialog', { name: format('prompts.fill.title', { title: 'Produkttext' }) })
    await dialog.getByRole('textbox', { name: 'produkt' }).fill('Ibuprofen 400')
    await dialog.getByRole('combobox', { name: 'ton' }).click()
    await page.getByRole('option', { name: 'locker', exact: true }).click()
    await dialog.getByRole('button', { name: text('prompts.fill.insert') }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await box.inputValue()).toBe('Schreibe einen Produkttext für Ibuprofen 400 im Ton locker.')
    models.script(
      reply('Ibuprofen 400 hilft schnell und zuverlässig gegen Kopfschmerzen, Zahnschmerzen und Fieber.'),
    )
    await box.press('Enter')
    await page
      .getByRole('article', { name: text('chat.assistant') })
      .getByText(/hilft schnell und zuverlässig/)
      .waitFor()
    const sent = models.requests
      .filter((r) => r.path === '/v1/chat/completions' && !isTitleCall(r.body ?? {}))
      .at(-1)!
    expect(JSON.stringify(sent.body?.messages)).toContain(
      'Schreibe einen Produkttext für Ibuprofen 400 im Ton locker.',
    )
  })

  it('a one-click rework makes a second version beside the first, with a switcher; the chat continues from the version chosen', async () => {
    const page = await openAs('writer', '/ai-services/chatbot/demo-general')
    const box = page.getByRole('textbox', { name: text('chat.composer.label') })
    models.script(
      reply('Paracetamol senkt Fieber und lindert leichte bis mäßige Schmerzen, auch bei Kindern.'),
    )
    await box.fill('Wofür ist Paracetamol?')
    await box.press('Enter')
    const answer = page.getByRole('article', { name: text('chat.assistant') }).last()
    await answer.getByText(/Paracetamol senkt Fieber/).waitFor()
    models.script(reply('Paracetamol: gegen Fieber und Schmerzen.'))
    await answer
      .getByRole('group', { name: text('rework.label') })
      .getByRole('button', { name: 'Kürzer', exact: true })
      .click()
    await answer.getByText('Paracetamol: gegen Fieber und Schmerzen.').waitFor()
    await answer.getByText(`${format('rework.version', { current: '2', total: '2' })} · Kürzer`).waitFor()
    expect(isRework(models.requests.at(-1)!.body)).toBe(true)
    const chosen = () =>
      page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith('/version'),
      )
    await Promise.all([chosen(), answer.getByRole('button', { name: text('rework.previous') }).click()])
    await answer.getByText(/Paracetamol senkt Fieber/).waitFor()
    // After a reload the versions are still there, showing the one chosen (the original).
    await page.reload()
    const again = page.getByRole('article', { name: text('chat.assistant') }).last()
    await again.getByTestId('answer-versions').waitFor()
    await again
      .getByText(`${format('rework.version', { current: '1', total: '2' })} · ${text('rework.original')}`)
      .waitFor()
    // Back to the reworked version: the next question continues from it, not from the original.
    await Promise.all([chosen(), again.getByRole('button', { name: text('rework.next') }).click()])
    models.script(reply('Für Kinder gibt es Saft und Zäpfchen.'))
    await box.fill('Und für Kinder?')
    await box.press('Enter')
    await page.getByTestId('chat-messages').getByText('Für Kinder gibt es Saft und Zäpfchen.').waitFor()
    const followUp = models.requests
      .filter((r) => r.path === '/v1/chat/completions' && !isTitleCall(r.body ?? {}) && !isRework(r.body))
      .at(-1)!
    const history = JSON.stringify(followUp.body?.messages)
    expect(history).toContain('Paracetamol: gegen Fieber und Schmerzen.')
    expect(history).not.toContain('auch bei Kindern')
  })

  it('NERES admins manage their actions in French; a NERES user without a model is told so, at 360 px', async () => {
    const admin = await openAs(
      'neresAdmin',
      '/ai-services/tile-prompt-library/response-optimization-prompts-manager',
    )
    await admin
      .getByRole('heading', { name: text('page.responseOptimizationPromptsManager', 'fr') })
      .waitFor()
    const list = admin.getByRole('list', { name: text('page.responseOptimizationPromptsManager', 'fr') })
    await list.getByText('Plus court', { exact: true }).waitFor()
    // The switch shows the saved state: it turns off once the server has stored it.
    const german = admin.getByRole('switch', { name: `${text('optimizations.enabled', 'fr')}: En allemand` })
    await german.click()
    await expect.poll(() => german.isChecked(), { timeout: 15_000 }).toBe(false)
    await admin
      .getByRole('button', { name: format('optimizations.moveDown', { label: 'Plus court' }, 'fr') })
      .click()
    await admin.waitForFunction(() =>
      document.querySelectorAll('[data-testid="optimization-row"]')[1]?.textContent?.includes('Plus court'),
    )

    const library = await openAs('neresAdmin', '/ai-services/tile-prompt-library', {
      width: 360,
      height: 740,
    })
    await library.getByRole('heading', { name: text('page.tilePromptLibrary', 'fr') }).waitFor()
    await library.getByText(text('prompts.empty', 'fr')).waitFor()
    await library.getByRole('button', { name: text('prompts.new', 'fr') }).click()
    await library.getByRole('textbox', { name: text('prompts.body', 'fr') }).fill('Ton {{ton:vif||calme}}')
    await library.getByText('Le choix {{ton}} a une option vide.').waitFor()
    expect(
      await library.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)

    const page = await openAs('neresReader', '/ai-services/chatbot/neres-general', {
      width: 360,
      height: 740,
    })
    const box = page.getByRole('textbox', { name: text('chat.composer.label', 'fr') })
    await box.fill('Bonjour')
    await box.press('Enter')
    const answer = page.getByRole('article', { name: text('chat.assistant', 'fr') }).last()
    const actions = answer.getByRole('group', { name: text('rework.label', 'fr') })
    await actions.waitFor()
    expect(await actions.getByRole('button', { name: 'En allemand', exact: true }).count()).toBe(0)
    // Nothing is offered that cannot run: the actions are disabled, and say why as their tooltip (issue 37, item 7).
    const shorter = actions.getByRole('button', { name: 'Plus court', exact: true })
    expect(await shorter.isDisabled()).toBe(true)
    await actions.getByTestId('rework-unavailable').filter({ hasText: /^Plus court$/ }).hover()
    await page.getByRole('tooltip', { name: text('apiError.prompts.rework.needsModel', 'fr') }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
