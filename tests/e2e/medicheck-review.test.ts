// Medicine-check with a model, in Chromium on a server of its own with the scripted OpenAI-compatible
// server as DEMO's model: the admin sees the estimate before the run starts, the run finds a suspected
// adverse event with its quote (shown marked in the item's text), a DEMO writer forwards it to the safety
// inbox, reaches the inbox from the analysis page and finds the case there with the four elements,
// the quote and their name as reviewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { addOwnProduct, call, demoUsers, openAs, type MedicheckWorld } from './support/medicheck.ts'
import { format, text } from './support/messages.ts'
import { startRealServer } from './support/real-server.ts'

const world = { tokens: {}, usernames: {}, contexts: [] } as unknown as MedicheckWorld
let models: ScriptedOpenAiServer
const aeText =
  'Seit ich Zyrtomax gegen meine Kopfschmerzen nehme, habe ich einen juckenden Hautausschlag am ganzen Arm. Meine Ärztin meint, das kommt vom Mittel.'
const quote = 'habe ich einen juckenden Hautausschlag am ganzen Arm'
const pvOutput = JSON.stringify({
  relevance: 90,
  summary: 'Eine Patientin berichtet einen juckenden Hautausschlag nach Zyrtomax.',
  products: ['Zyrtomax'],
  adverseEvents: [
    {
      product: 'Zyrtomax',
      reaction: 'juckenden Hautausschlag',
      patientPresent: true,
      reporterPresent: true,
      quote,
      isIndication: false,
    },
  ],
})
const messagesOf = (body: Record<string, unknown>) =>
  Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : []

beforeAll(async () => {
  models = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-medicheck', models: ['e2e-medicheck-model'] })
  models.answerWhen(
    (body) =>
      messagesOf(body).some((message) =>
        String(message.content ?? '').includes('juckenden Hautausschlag am ganzen Arm'),
      ),
    reply(pvOutput, { usage: { input: 600, output: 80 } }),
  )
  world.server = await startRealServer()
  await demoUsers(world, 'mc-rv', ['ADMIN', 'WRITE'])
  const root = world.tokens.root!
  const provider = await call(world, root, 'POST', '/api/ai-admin/providers', {
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl: models.baseUrl,
    apiKey: 'sk-e2e-medicheck',
    timeoutMs: 5000,
    maxRetries: 0,
  })
  const model = await call(world, root, 'POST', '/api/ai-admin/models', {
    providerId: provider.id,
    modelName: 'e2e-medicheck-model',
    displayName: 'Skript-Analyst',
    capabilities: ['chat'],
  })
  await call(world, root, 'PATCH', '/api/ai-admin/tenant-settings/DEMO', {
    allowedModelIds: [model.id],
    defaultChatModelId: model.id,
  })
  await addOwnProduct(world, world.tokens.ADMIN!, 'Zyrtomax')
  await call(world, world.tokens.ADMIN!, 'POST', '/api/medicheck/items/paste', {
    title: 'Forum: Hautausschlag',
    text: aeText,
  })
}, 240_000)

afterAll(async () => {
  for (const context of world.contexts) await context.close().catch(() => {})
  await world.server?.stop()
  await models?.close()
})

describe('medicine-check with a model', () => {
  it('the admin starts a run after its estimate; it shows a suspected AE with its quote marked in the text', async () => {
    const page = await openAs(world, 'ADMIN', '/ai-services/medichek-analysis')
    await page.getByRole('heading', { level: 1, name: text('page.medichekAnalysis') }).waitFor()
    await page.getByRole('button', { name: text('medicheck.run.start') }).click()
    const dialog = page.getByRole('dialog', { name: text('medicheck.run.start') })
    const estimate = dialog.getByTestId('medicheck-estimate')
    await estimate.waitFor()
    expect(await estimate.textContent()).toContain('Skript-Analyst')
    expect(await estimate.textContent()).toMatch(/^1 Beiträge/)
    await dialog.getByRole('button', { name: text('medicheck.run.confirm') }).click()
    await page.locator('[data-testid="medicheck-run"][data-status="done"]').waitFor({ timeout: 60_000 })

    const finding = page.getByRole('article', { name: text('medicheck.findingType.aeSuspected') })
    await finding.waitFor()
    expect(await finding.getByTestId('medicheck-finding-quote').textContent()).toBe(quote)
    expect(await finding.locator('[data-element="patient"]').getAttribute('data-state')).toBe('found')
    await finding.getByRole('button', { name: text('medicheck.finding.openItem') }).click()
    const item = page.getByRole('dialog', { name: 'Forum: Hautausschlag' })
    const marked = item.locator('mark[data-kind~="quote"]')
    await marked.first().waitFor()
    expect((await marked.allTextContents()).join('')).toContain(quote)
    await item.getByText(format('medicheck.result.relevance', { relevance: '90' })).waitFor()
  })

  it('a writer forwards the AE and finds it in the safety inbox, reached from the analysis page', async () => {
    const page = await openAs(world, 'WRITE', '/ai-services/medichek-analysis')
    const finding = page.getByRole('article', { name: text('medicheck.findingType.aeSuspected') })
    await finding.getByRole('button', { name: text('medicheck.review.forward') }).click()
    // Forwarded, it leaves the open findings.
    await finding.waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: text('medicheck.run.start') }).count()).toBe(0)

    const link = page.getByTestId('medicheck-inbox-link')
    await link.getByText(/\(\d+ offen\)/).waitFor()
    await link.click()
    await page.getByRole('heading', { level: 1, name: text('page.medichekNotifications') }).waitFor()
    const entry = page.getByRole('article', { name: 'Zyrtomax – juckenden Hautausschlag' })
    await entry.waitFor()
    expect(await entry.textContent()).toContain(quote)
    expect(await entry.textContent()).toContain(
      format('medicheck.inbox.reviewedBy', { who: world.usernames.WRITE! }),
    )
    expect(await entry.locator('[data-element="reporter"]').getAttribute('data-state')).toBe('found')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry.getByRole('button', { name: text('medicheck.export.json') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.json$/)
  })
})
