// The AI-generated FAQ in Chromium, on a server of its own with the scripted OpenAI-compatible
// server as DEMO's model: users asked questions in the chat (one with a name and a phone number),
// the DEMO admin generates an FAQ from a data-pool collection and those questions, follows its
// progress, edits an answer, approves and publishes it (the FAQ.md document appears in the
// collection) and exports Markdown and schema.org JSON-LD. A NERES admin, without a model, works
// in French at 360 px. The tests of this file build on each other, in order.
import type { BrowserContext, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reply, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../support/scripted-openai-server.ts'
import { browser } from './support/browser.ts'
import { format, text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'

let server: RunningServer
let models: ScriptedOpenAiServer
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []
const made = { collectionId: '', neresCollectionId: '' }

async function call(token: string, method: string, path: string, body?: unknown, contentType = 'application/json') {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': contentType } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const textBody = await response.text()
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${textBody}`)
  return textBody ? JSON.parse(textBody) : null
}

async function chat(token: string, assistantId: string, questions: string[]) {
  const { id } = await call(token, 'POST', '/api/chat/threads', { assistantId, routeId: 'chatbot', kind: 'classic' })
  for (const content of questions) {
    const response = await fetch(`${server.baseURL}/api/chat/threads/${id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ content }) })
    const body = await response.text()
    if (!body.includes('"type":"done"')) throw new Error(`no answer: ${response.status} ${body.slice(0, 300)}`)
  }
}

/** A collection with one document, indexed. */
async function collectionWithDocument(token: string, name: string, filename: string, content: string): Promise<string> {
  const { id } = await call(token, 'POST', '/api/knowledge/collections', { name, internal: false })
  const file = await call(token, 'POST', `/api/knowledge/files?${new URLSearchParams({ filename, collectionId: id })}`, content, 'application/octet-stream')
  for (let i = 0; i < 600; i++) {
    const { status } = await call(token, 'GET', `/api/knowledge/files/${file.id}`)
    if (status === 'ready') return id
    if (status === 'failed') throw new Error('indexing failed')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('document not indexed')
}

const isQuestionCall = (body: Record<string, unknown>) => JSON.stringify(body.messages ?? '').includes('FAQ questions, one per line')
const isAnswerCall = (body: Record<string, unknown>) => JSON.stringify(body.messages ?? '').includes('You write one answer for an FAQ')

beforeAll(async () => {
  models = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-faq', models: ['e2e-faq-model'] })
  models.answerWhen(isQuestionCall, reply('Wie lagere ich Dolorex?'))
  models.answerWhen(isAnswerCall, reply('Laut Fachinformation [1] gilt das Gesagte.'))
  server = await startRealServer()
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  tokens.root = root.token
  for (const [key, role, group] of [['demoAdmin', 'ADMIN', 'DEMO'], ['demoWriter', 'WRITE', 'DEMO'], ['neresAdmin', 'ADMIN', 'NERES']] as const) {
    const planned = { email: `faq-${key.toLowerCase()}@e2e.test`, username: `faq-${key}`, password: `pw-faq-${key}-long-enough`, role, group }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
  made.collectionId = await collectionWithDocument(tokens.demoAdmin!, 'Dolorex', 'dolorex.md', '# Dolorex 400 mg\n\nDie Tageshöchstdosis von Dolorex beträgt 1200 mg.\n\n## Lagerung\n\nDolorex nicht über 25 °C lagern.\n')
  made.neresCollectionId = await collectionWithDocument(tokens.neresAdmin!, 'Dolorex FR', 'dolorex-fr.md', '# Dolorex\n\nLa dose maximale de Dolorex est de 1200 mg par jour.\n')
  // Asked while DEMO had no model (the offline engine answered): the same question twice, with names and phone numbers.
  await chat(tokens.demoWriter!, 'demo-all', [
    'Frau Berger fragt: Wie hoch ist die Tageshöchstdosis von Dolorex? Rückruf unter 0171 2345678',
    'Herr Albers fragt: Wie hoch ist die Tageshöchstdosis von Dolorex? Rückruf unter 030 1234567',
  ])
  // Then the ROOT of PARENT adds the scripted provider and DEMO makes its model the default.
  const provider = await call(root.token, 'POST', '/api/ai-admin/providers', { name: 'Scripted', kind: 'openai-compatible', baseUrl: models.baseUrl, apiKey: 'sk-e2e-faq', timeoutMs: 5000, maxRetries: 0 })
  const model = await call(root.token, 'POST', '/api/ai-admin/models', { providerId: provider.id, modelName: 'e2e-faq-model', displayName: 'FAQ-Modell', capabilities: ['chat'] })
  await call(root.token, 'PATCH', '/api/ai-admin/tenant-settings/DEMO', { allowedModelIds: [model.id], defaultChatModelId: model.id })
}, 240_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  await models?.close()
})

async function openAs(key: string, path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await (await browser()).newContext({
    baseURL: server.baseURL,
    viewport,
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

describe('AI-generated FAQ', () => {
  it('the DEMO admin generates an FAQ from the collection and the users\' questions, with progress and sources', async () => {
    const page = await openAs('demoAdmin', '/ai-services/ai-generated-faq')
    await page.getByRole('heading', { name: text('page.aiGeneratedFaq') }).waitFor()
    await page.getByText(format('faq.model.provider', { label: 'FAQ-Modell' })).waitFor()
    await page.getByText(text('faq.empty')).waitFor()
    await page.getByLabel(text('faq.maxPairs')).fill('4')
    await page.getByRole('button', { name: text('faq.generate') }).click()
    await page.getByTestId('faq-progress').getByText(format('faq.progress.done', { created: '2', unanswered: '0' })).waitFor({ timeout: 30_000 })

    const userQuestion = page.getByRole('article', { name: 'Herr [Name] fragt: Wie hoch ist die Tageshöchstdosis von Dolorex? Rückruf unter [Telefon]' })
    await userQuestion.waitFor()
    await userQuestion.getByText(format('faq.origin.users', { count: '2' })).waitFor()
    await userQuestion.getByText('[1] dolorex.md').first().waitFor()
    const documentQuestion = page.getByRole('article', { name: 'Wie lagere ich Dolorex?' })
    await documentQuestion.getByText(text('faq.origin.documents')).waitFor()
    for (const personal of ['0171', '030 1234567', 'Berger', 'Albers']) expect(await page.getByText(personal).count()).toBe(0)
  })

  it('the admin edits an answer, approves and publishes it, and exports the FAQ', async () => {
    const page = await openAs('demoAdmin', '/ai-services/ai-generated-faq')
    const pair = page.getByRole('article', { name: 'Wie lagere ich Dolorex?' })
    await pair.getByRole('button', { name: text('faq.edit') }).click()
    await pair.getByLabel(text('faq.answer')).fill('Dolorex nicht über 25 °C lagern [1].')
    await pair.getByRole('button', { name: text('faq.save') }).click()
    await pair.getByText(text('faq.edited')).waitFor()
    await pair.getByRole('button', { name: text('faq.approve') }).click()
    await pair.getByText(text('faq.status.approved')).waitFor()
    await page.getByRole('button', { name: `${text('faq.publish')} (1)` }).click()
    await pair.getByText(text('faq.status.published')).waitFor()
    await page.getByTestId('faq-publication').getByText(/FAQ\.md/).waitFor()

    const files = await call(tokens.demoAdmin!, 'GET', `/api/knowledge/files?collectionId=${made.collectionId}`)
    expect(files.map((file: { filename: string }) => file.filename)).toContain('FAQ.md')

    await page.getByRole('tab', { name: `${text('faq.status.published')} (1)` }).click()
    expect(await page.getByRole('article').count()).toBe(1)

    const [markdown] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text('faq.export.markdown') }).click()])
    expect(markdown.suggestedFilename()).toBe('faq-dolorex.md')
    const body = await textOf(markdown)
    expect(body).toContain('## Wie lagere ich Dolorex?\n\nDolorex nicht über 25 °C lagern [1].')
    expect(body).toContain('- [1] dolorex.md')
    expect(body).not.toContain('Tageshöchstdosis')
    const [jsonld] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text('faq.export.jsonld') }).click()])
    expect(JSON.parse(await textOf(jsonld))).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Wie lagere ich Dolorex?', acceptedAnswer: { text: 'Dolorex nicht über 25 °C lagern.' } }] })
  })

  it('a NERES admin without a model works in French on a 360 px screen', async () => {
    const page = await openAs('neresAdmin', '/ai-services/ai-generated-faq', { width: 360, height: 780 })
    await page.getByRole('heading', { name: text('page.aiGeneratedFaq', 'fr') }).waitFor()
    await page.getByText(text('faq.model.offline', 'fr')).waitFor()
    await page.getByText(text('faq.empty', 'fr')).waitFor()
    expect(await page.getByLabel(text('faq.fromDocuments', 'fr')).isChecked()).toBe(false)
    await page.getByRole('button', { name: text('faq.generate', 'fr') }).click()
    await page.getByText(text('faq.notice.noUserQuestions', 'fr')).waitFor({ timeout: 30_000 })
    await page.getByText(format('faq.progress.done', { created: '0', unanswered: '0' }, 'fr')).waitFor()
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
