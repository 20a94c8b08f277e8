// Voice AI in Chromium, on a server of its own with a scripted OpenAI-compatible chat model (no speech
// models): a DEMO admin sets up an agent, tries it by typing (the page says the browser's own voice
// reads the answers), sees each turn's latencies, hangs up; a DEMO reader finds the call in the
// results with its analysis and AE flag, opens it and reads the transcript and the captured AE.
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
  models = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-voice' })
  models.answerWhen(
    (body) => JSON.stringify(body.messages).includes('You analyse the transcript'),
    reply(
      JSON.stringify({
        summary: 'Ausschlag nach Zyrtomax gemeldet.',
        fields: {},
        criteria: {},
        adverseEvent: {
          suspected: true,
          product: 'Zyrtomax',
          reaction: 'Ausschlag am Hals',
          patient: 'Anruferin',
          reporter: 'Anruferin',
          contactConsent: true,
        },
      }),
    ),
  )
  models.answerWhen(
    () => true,
    reply(['Das tut mir leid. ', 'Darf sich unsere Arzneimittelsicherheit bei Ihnen melden?']),
  )
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  for (const [key, role] of [
    ['admin', 'ADMIN'],
    ['reader', 'READ'],
  ] as const) {
    const planned = {
      email: `voice-${key}@e2e.test`,
      username: `voice-${key}`,
      password: `pw-voice-${key}-long-enough`,
      role,
      group: 'DEMO',
    }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
  const provider = await call(root.token, 'POST', '/api/ai-admin/providers', {
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl: models.baseUrl,
    apiKey: 'sk-e2e-voice',
    timeoutMs: 5000,
    maxRetries: 0,
  })
  const model = await call(root.token, 'POST', '/api/ai-admin/models', {
    providerId: provider.id,
    modelName: 'e2e-voice-model',
    displayName: 'Sprachagent-Modell',
    capabilities: ['chat'],
  })
  await call(root.token, 'PATCH', '/api/ai-admin/tenant-settings/DEMO', {
    allowedModelIds: [model.id],
    defaultChatModelId: model.id,
  })
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
    viewport: { width: 1400, height: 1000 },
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

describe('voice AI', () => {
  it('the DEMO admin sets up an agent and tries it by typing', async () => {
    const page = await openAs('admin', '/ai-services/voice-ai-setup')
    await page.getByRole('heading', { name: text('page.voiceAiSetup') }).waitFor()
    await page.getByRole('button', { name: text('voice.agents.new') }).click()
    const editor = page.getByRole('form', { name: text('voice.agent.editor') })
    await editor.getByLabel(text('voice.agent.name')).fill('Zyrtomax-Hotline')
    await editor.getByLabel(text('voice.agent.instructions')).fill('Beantworte Fragen zu Zyrtomax knapp.')
    await editor.getByLabel(text('voice.agent.firstMessage')).fill('Guten Tag, Zyrtomax-Hotline.')
    await editor.getByRole('button', { name: text('voice.agent.save') }).click()
    await page
      .getByRole('navigation', { name: text('voice.agents.title') })
      .getByText('Zyrtomax-Hotline')
      .waitFor()

    const tryIt = page.getByRole('region', { name: text('voice.try.title') })
    await tryIt.getByRole('button', { name: text('voice.try.start') }).click()
    await tryIt.getByText(text('voice.try.typedMode')).waitFor()
    await tryIt.getByText('Guten Tag, Zyrtomax-Hotline.').waitFor()
    await tryIt
      .getByLabel(text('voice.try.typeHere'))
      .fill('Ich habe nach Zyrtomax einen Ausschlag am Hals bekommen.')
    await tryIt.getByRole('button', { name: text('voice.try.send') }).click()
    await tryIt
      .getByText('Darf sich unsere Arzneimittelsicherheit bei Ihnen melden?', { exact: false })
      .waitFor()
    await tryIt.getByTestId('turn-latencies').waitFor()
    expect(await tryIt.getByTestId('turn-latencies').textContent()).toMatch(/\d+ ms/)
    await tryIt.getByRole('button', { name: text('voice.try.hangUp') }).click()
    await tryIt.getByText(text('voice.try.ended')).waitFor()
  }, 120_000)

  it('a DEMO reader finds the call with its analysis and AE capture', async () => {
    const page = await openAs('reader', '/ai-services/voice-ai-results')
    await page.getByRole('heading', { name: text('page.voiceAiResults') }).waitFor()
    const table = page.getByRole('table', { name: text('voice.results.table') })
    // The analysis runs in the job runner; the list is polled while it is queued.
    await table
      .locator('tbody')
      .getByText(text('voice.ae.flag'), { exact: true })
      .waitFor({ timeout: 30_000 })
    await table.getByText('Zyrtomax-Hotline').click()
    const detail = page.getByRole('region', { name: text('voice.call.title') })
    await detail.getByText('Ausschlag nach Zyrtomax gemeldet.').waitFor()
    await detail.getByText('Ich habe nach Zyrtomax einen Ausschlag am Hals bekommen.').waitFor()
    await detail.getByText('Ausschlag am Hals', { exact: true }).waitFor()
    await detail.getByText(text('voice.ae.forwarded')).waitFor()
    expect(await page.getByRole('button', { name: text('voice.analysis.rerun') }).count()).toBe(0)
  }, 120_000)
})
