// AI visibility in Chromium, on a server of its own: a PARENT admin sets up a project (no model yet:
// settings and prompts work, the analysis page says which model to add), generates the starter pack,
// then, once the ROOT has added a scripted OpenAI-compatible model and the project uses it as its
// engine, runs the prompts and reads the figures with n and the answer with its mentions marked.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { browser } from './support/browser.ts'
import { text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
let models: ScriptedOpenAiServer
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []

const answer =
  'Gegen Halsschmerzen helfen:\n1. Dolorin\n2. Zyrtomax – 3-mal täglich\n\nMehr: https://www.zyrtomax.de/hals'

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const textBody = await response.text()
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${textBody}`)
  return textBody ? JSON.parse(textBody) : null
}

beforeAll(async () => {
  models = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-visibility', models: ['e2e-visibility'] })
  // Every prompt gets the same answer; the judge a verdict without quotes (stored as unverifiable).
  models.answerWhen(
    (body) => JSON.stringify(body.messages).includes('You check what'),
    reply('{"sentiment":"neutral","accuracy":"noClaim","answerQuote":"","labelQuote":"","reason":""}'),
  )
  models.answerWhen(() => true, reply(answer, { usage: { input: 12, output: 30 } }))
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  tokens.root = root.token
  const planned = {
    email: 'visibility-admin@e2e.test',
    username: 'visibility-admin',
    password: 'pw-visibility-admin-long-enough',
    role: 'ADMIN',
    group: 'PARENT',
  }
  await createUserViaApi(server.baseURL, root.token, planned)
  tokens.admin = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
}, 240_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  await models?.close()
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

describe('AI visibility', () => {
  it('without a model: a project is set up, the starter pack generated, and the analysis says which model to add', async () => {
    const page = await openAs('admin', '/ai-services/ai-visibility-settings')
    await page.getByRole('heading', { name: text('page.aiVisibilitySettings') }).waitFor()
    await page.getByText(text('visibility.settings.empty.admin')).waitFor()
    await page.getByTestId('visibility-new-project').click()
    await page.getByText(text('visibility.settings.noModels')).waitFor()
    await page.getByTestId('visibility-field-name').fill('Zyrtomax DACH')
    await page.getByTestId('visibility-field-brand').fill('Zyrtomax')
    await page.getByTestId('visibility-field-topics').fill('Halsschmerzen')
    await page.getByRole('checkbox', { name: 'DE/de' }).check()
    await page.getByRole('button', { name: text('visibility.settings.addCompetitor') }).click()
    await page
      .getByRole('textbox', { name: text('visibility.settings.competitorName'), exact: true })
      .fill('Dolorin')
    await page.getByTestId('visibility-save-project').click()
    await page.getByText(text('visibility.settings.saved')).waitFor()

    await page.goto('/ai-services/ai-visibility-prompts-manager')
    await page.getByText(text('visibility.prompts.empty')).waitFor()
    await page.getByTestId('visibility-starter-pack').click()
    const table = page.getByTestId('visibility-prompt-table')
    await table.getByText('Was hilft am besten gegen Halsschmerzen?').waitFor()
    // Seven prompts for DE; the comparison and the two brand prompts name the brand.
    expect(await table.getByRole('row').count()).toBe(8)
    expect(await table.getByText(text('visibility.prompts.branded')).count()).toBe(3)

    await page.goto('/ai-services/ai-visibility-analysis')
    await page
      .getByTestId('visibility-model-needed')
      .getByText(text('visibility.analysis.addModel'))
      .waitFor()
    expect(await page.getByTestId('visibility-start-run').isDisabled()).toBe(true)
  })

  it('with a model as engine: runs, shows figures with n, and an answer with its mentions marked', async () => {
    const provider = await call(tokens.root!, 'POST', '/api/ai-admin/providers', {
      name: 'Scripted',
      kind: 'openai-compatible',
      baseUrl: models.baseUrl,
      apiKey: 'sk-e2e-visibility',
      timeoutMs: 5000,
      maxRetries: 0,
    })
    const model = await call(tokens.root!, 'POST', '/api/ai-admin/models', {
      providerId: provider.id,
      modelName: 'e2e-visibility',
      displayName: 'Sichtbarkeits-Engine',
      capabilities: ['chat'],
    })
    await call(tokens.root!, 'PATCH', '/api/ai-admin/tenant-settings/PARENT', {
      allowedModelIds: [model.id],
      defaultChatModelId: model.id,
    })

    const page = await openAs('admin', '/ai-services/ai-visibility-settings')
    await page.getByRole('checkbox', { name: 'Sichtbarkeits-Engine' }).check()
    await page.getByTestId('visibility-save-project').click()
    await page.getByText(text('visibility.settings.saved')).waitFor()

    await page.goto('/ai-services/ai-visibility-analysis')
    await page.getByTestId('visibility-start-run').click()
    // 7 prompts x 1 engine x 3 samples.
    await page.getByTestId('visibility-run-status').getByText(/21/).waitFor()
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="visibility-run-status"]')?.textContent?.includes('21') &&
        !document.querySelector('[role="progressbar"]'),
      undefined,
      { timeout: 60_000 },
    )
    // Headline without branded prompts: 4 prompts x 3 samples, every answer names the brand.
    const card = page.getByTestId('visibility-card-visibility')
    await card.getByText('n = 12').waitFor({ timeout: 30_000 })
    await card.getByText(/^100\s?%$/).waitFor()
    // Wilson 95 % for 12 of 12: 75.8 % to 100 %.
    await card.getByText(/75,8/).waitFor()
    await page.getByTestId('visibility-chart').waitFor()
    await page
      .getByTestId('visibility-answers')
      .getByRole('button', { name: text('visibility.answers.open') })
      .first()
      .click()
    const textBox = page.getByTestId('visibility-answer-text')
    await textBox.waitFor()
    expect(await textBox.locator('mark[data-mention="own"]').allTextContents()).toEqual(['Zyrtomax'])
    expect(await textBox.locator('mark[data-mention="competitor"]').allTextContents()).toEqual(['Dolorin'])
    await page.keyboard.press('Escape')
    await textBox.waitFor({ state: 'detached' })

    // The monthly report of this month shows the run's figures; on paper only the report is printed.
    await page.getByTestId('visibility-open-report').click()
    const report = page.getByTestId('visibility-report')
    const visibility = report.getByTestId('visibility-report-visibility')
    await visibility.getByText('n = 12').waitFor()
    await visibility.getByText(/^100\s?%$/).waitFor()
    await visibility.getByText(/75,8/).waitFor()
    await report.getByTestId('visibility-report-engines').getByText('Sichtbarkeits-Engine').waitFor()
    await report.getByTestId('visibility-report-citations').getByText('zyrtomax.de').waitFor()
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByTestId('visibility-start-run').isVisible()).toBe(false)
    expect(await visibility.isVisible()).toBe(true)
    expect(await report.getByRole('button', { name: text('visibility.report.print') }).isVisible()).toBe(
      false,
    )
    await page.emulateMedia({ media: 'screen' })
    // A month without runs: 0 with n = 0.
    await report.getByTestId('visibility-report-month').locator('input').fill('2020-02')
    await visibility.getByText('n = 0').waitFor()
  })
})
