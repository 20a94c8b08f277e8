// The chat pages on the real server with no model provider (the offline answer engine): a fixed
// assistant's classic chatbot, the thread in URL and storage, reload, regenerate, French for NERES
// and another tenant's thread as the 404 page. Its own server: the assistants are seeded before start.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser } from './support/browser.ts'
import { sendChatMessage } from './support/chat.ts'
import { text } from './support/messages.ts'
import {
  createUserViaApi,
  rootDir,
  signInViaApi,
  startRealServer,
  type RunningServer,
} from './support/real-server.ts'

let server: RunningServer
let dataDir: string
const tokens: Record<string, string> = {}
const contexts: BrowserContext[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-chat-e2e-'))
  const seeded = spawnSync(process.execPath, ['tests/e2e/support/seed-chat-assistants.ts'], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`)
  server = await startRealServer({ env: { DATA_DIR: dataDir } })
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  for (const [key, group] of [
    ['demo', 'DEMO'],
    ['demo2', 'DEMO'],
    ['neres', 'NERES'],
    ['bpi', 'BPI'],
  ] as const) {
    const planned = {
      email: `chat-${key}@e2e.test`,
      username: `chat-${key}`,
      password: `pw-chat-${key}-long-enough`,
      role: 'READ',
      group,
    }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function openAs(
  key: string,
  path: string,
  storage: Record<string, string> = {},
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const localStorage = Object.entries({ 'user-token': tokens[key]!, ...storage }).map(([name, value]) => ({
    name,
    value,
  }))
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport,
    storageState: { cookies: [], origins: [{ origin: server.baseURL, localStorage }] },
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

const threadParam = (page: Page) => new URL(page.url()).searchParams.get('thread')
const answers = (page: Page, locale: 'de' | 'fr' = 'de') =>
  page.getByRole('article', { name: text('chat.assistant', locale) })

const send = sendChatMessage

describe('classic chatbot without a model provider', () => {
  it('answers through the offline engine, keeps the thread in URL and storage across a reload, regenerates', async () => {
    const page = await openAs('demo', '/ai-services/chatbot/e2e-demo-general')
    // The disclaimer once, then the header and the starters of the empty conversation.
    await page.getByText('Nur zur Information, keine Beratung.').waitFor()
    await page.getByRole('button', { name: text('chat.disclaimer.accept') }).click()
    await page.getByRole('heading', { name: 'Demo-Berater' }).waitFor()
    await page.getByRole('button', { name: 'Was ist neu?' }).waitFor()

    await send(page, 'Wie dosiere ich das?')
    await answers(page).first().waitFor()
    await page.getByText(text('chatAnswer.offlineNoSources', 'de')).first().waitFor()
    expect(await page.getByTestId('chat-model-label').textContent()).toBe(text('chat.offlineEngine'))
    await page.waitForURL((url) => url.searchParams.has('thread'))
    const threadId = threadParam(page)!
    const stored = await page.evaluate(() => ({ ...window.localStorage }))
    expect(stored['tessera.chat.chatbot.e2e-demo-general.thread_id']).toBe(threadId)
    expect(stored['tessera.assistant.e2e-demo-general.disclaimerAcknowledged']).toBe('true')

    await page.reload()
    await page
      .getByRole('article', { name: text('chat.you') })
      .getByText('Wie dosiere ich das?')
      .waitFor()
    expect(threadParam(page)).toBe(threadId)
    expect(await page.getByText('Nur zur Information, keine Beratung.').count()).toBe(0)

    // Without ?thread= the stored thread comes back.
    await page.goto('/ai-services/chatbot/e2e-demo-general')
    await page.waitForURL((url) => url.searchParams.get('thread') === threadId)

    await page.getByRole('button', { name: text('chat.regenerate') }).click()
    await page.getByRole('button', { name: text('chat.regenerate') }).waitFor()
    expect(await answers(page).count()).toBe(1)
  })

  it("another user's or another tenant's thread URL shows the 404 page", async () => {
    const owner = await openAs('demo2', '/ai-services/chatbot/e2e-demo-general')
    await owner.getByRole('button', { name: text('chat.disclaimer.accept') }).click()
    await send(owner, 'Meine Frage')
    await owner.waitForURL((url) => url.searchParams.has('thread'))
    const threadId = threadParam(owner)!
    await answers(owner).first().waitFor()

    const sameTenant = await openAs('demo', `/ai-services/chatbot/e2e-demo-general?thread=${threadId}`)
    await sameTenant.getByRole('heading', { name: text('notFound.title') }).waitFor()
    const otherTenant = await openAs('neres', `/ai-services/neres-ai/${threadId}`)
    await otherTenant.getByRole('heading', { name: text('notFound.title', 'fr') }).waitFor()
  })

  it('a NERES user chats in French on the NERES chatbot', async () => {
    const page = await openAs('neres', '/ai-services/chatbot/e2e-neres-general')
    await page.getByRole('heading', { name: 'Conseiller NERES' }).waitFor()
    expect(
      await page
        .getByRole('textbox', { name: text('chat.composer.label', 'fr') })
        .getAttribute('placeholder'),
    ).toBe(text('chat.composer.placeholder', 'fr'))
    await send(page, 'Quelle est la posologie ?', 'fr')
    await page.getByText(text('chatAnswer.offlineNoSources', 'fr')).first().waitFor()
    expect(await page.getByTestId('chat-model-label').textContent()).toBe(text('chat.offlineEngine', 'fr'))
    await page.getByRole('button', { name: text('chat.regenerate', 'fr') }).waitFor()
  })

  it('the NERES workspace opens a new thread under /neres-ai/<id> once its first answer is in and lists it', async () => {
    const page = await openAs('neres', '/ai-services/neres-ai')
    await page.getByRole('button', { name: text('chat.newChat', 'fr') }).waitFor()
    await send(page, 'Bonjour', 'fr')
    await page.waitForURL((url) => /^\/ai-services\/neres-ai\/[A-Za-z0-9_-]+$/.test(url.pathname))
    await answers(page, 'fr').first().waitFor()
    // The side list (the history room's GET /api/chat/threads?kind=dynamic) holds it, marked as open.
    await page
      .getByRole('navigation', { name: text('chat.threads', 'fr') })
      .locator('[aria-current="page"]')
      .waitFor()
    const threadId = new URL(page.url()).pathname.split('/').pop()!
    expect((await page.evaluate(() => ({ ...window.localStorage })))['tessera.chat.neres-ai.thread_id']).toBe(
      threadId,
    )
  })

  it('is usable 360 px wide: the thread list is a drawer, the conversation does not scroll sideways', async () => {
    const page = await openAs('neres', '/ai-services/neres-ai', {}, { width: 360, height: 740 })
    await page.getByRole('button', { name: text('chat.threads', 'fr') }).click()
    await page.getByRole('button', { name: text('chat.newChat', 'fr') }).click()
    await send(page, 'Une question assez longue pour remplir la ligne entière sur un petit écran', 'fr')
    await answers(page, 'fr').first().waitFor()
    const overflow = await page
      .getByTestId('chat-messages')
      .evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await page.getByRole('textbox', { name: text('chat.composer.label', 'fr') }).isVisible()).toBe(
      true,
    )
  })
})
