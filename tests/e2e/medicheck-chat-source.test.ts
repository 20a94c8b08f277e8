// Chat messages as a medicine-check source (decision 0114), in Chromium on a server of its own: a DEMO
// admin finds the source off, turns it on for the Chatbot on "Medien verwalten", and after a reload the
// page (and the API) show it on since then with that route chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, demoUsers, openAs, type MedicheckWorld } from './support/medicheck.ts'
import { text } from './support/messages.ts'
import { startRealServer } from './support/real-server.ts'

const world = { tokens: {}, usernames: {}, contexts: [] } as unknown as MedicheckWorld

beforeAll(async () => {
  world.server = await startRealServer()
  await demoUsers(world, 'mc-chat', ['ADMIN'])
}, 240_000)

afterAll(async () => {
  for (const context of world.contexts) await context.close().catch(() => {})
  await world.server?.stop()
})

describe('chat messages as a source', () => {
  it('a DEMO admin turns the chat source on for the Chatbot, and it stays on after a reload', async () => {
    const page = await openAs(world, 'ADMIN', '/ai-services/manage-medicheck-media')
    await page.getByRole('heading', { level: 1, name: text('page.manageMedicheckMedia') }).waitFor()
    await page.getByRole('tab', { name: text('medicheck.media.section.chat') }).click()
    const form = page.getByRole('form', { name: text('medicheck.chatSource.title') })
    const toggle = form.getByRole('switch', { name: text('medicheck.chatSource.enabled') })
    await toggle.waitFor()
    expect(await toggle.isChecked()).toBe(false)
    await toggle.check()
    await form.getByRole('checkbox', { name: text('page.chatbot'), exact: true }).check()
    await form.getByRole('button', { name: text('medicheck.chatSource.save') }).click()
    await form
      .getByTestId('medicheck-chat-source-status')
      .getByText(/Eingeschaltet seit/)
      .waitFor()

    await page.reload()
    await page.getByRole('tab', { name: text('medicheck.media.section.chat') }).click()
    const again = page.getByRole('form', { name: text('medicheck.chatSource.title') })
    await again
      .getByTestId('medicheck-chat-source-status')
      .getByText(/Eingeschaltet seit/)
      .waitFor()
    expect(await again.getByRole('switch', { name: text('medicheck.chatSource.enabled') }).isChecked()).toBe(
      true,
    )
    expect(await again.getByRole('checkbox', { name: text('page.chatbot'), exact: true }).isChecked()).toBe(
      true,
    )
    expect(
      await again.getByRole('checkbox', { name: text('page.dynamicChatbot'), exact: true }).isChecked(),
    ).toBe(false)

    const saved = await call(world, world.tokens.ADMIN!, 'GET', '/api/medicheck/chat-source')
    expect(saved.enabled).toBe(true)
    expect(
      saved.routes
        .filter((route: { chosen: boolean }) => route.chosen)
        .map((route: { id: string }) => route.id),
    ).toEqual(['chatbot'])
  })
})
