import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { ChatSource } from '../api/medicheck-types.ts'
import { at, itemDetailOf } from '../testing/fixtures.ts'
import { ItemDialog } from './item-dialog.tsx'
import { ManageMediaView } from './manage-media-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const off: ChatSource = {
  enabled: false,
  enabledAt: null,
  routes: [
    { id: 'chatbot', external: false, chosen: false, since: null },
    { id: 'dynamic-chatbot', external: false, chosen: false, since: null },
    { id: 'demo-customizable-chatbot', external: false, chosen: false, since: null },
  ],
  lastIntakeAt: null,
  messagesTaken: 0,
}

async function openChatTab() {
  await renderFeature(<ManageMediaView titleId="page.manageMedicheckMedia" />, {
    group: 'DEMO',
    role: 'ADMIN',
  })
  fireEvent.click(await screen.findByRole('tab', { name: 'Chat-Nachrichten' }))
  return screen.findByRole('form', { name: 'Chat-Nachrichten als Quelle' })
}

describe('chat messages as a source', () => {
  it('is off by default; an admin turns it on for a chosen chatbot and sees since when', async () => {
    let saved = off
    const puts: unknown[] = []
    serveApi({
      'GET /api/medicheck/sources': () => json(200, { items: [] }),
      'GET /api/medicheck/chat-source': () => json(200, saved),
      'PUT /api/medicheck/chat-source': async (request) => {
        const body = (await request.json()) as { enabled: boolean; routes: string[] }
        puts.push(body)
        saved = {
          ...off,
          enabled: body.enabled,
          enabledAt: at,
          routes: off.routes.map((route) => ({
            ...route,
            chosen: body.routes.includes(route.id),
            since: body.routes.includes(route.id) ? at : null,
          })),
        }
        return json(200, saved)
      },
    })
    const form = await openChatTab()
    const toggle = within(form).getByRole('switch', { name: 'Chat-Nachrichten übernehmen' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(within(form).getByTestId('medicheck-chat-source-status').textContent).toContain('Ausgeschaltet')
    const save = within(form).getByRole('button', { name: 'Speichern' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    // The routes go by the names the menu gives them.
    expect(within(form).getByRole('checkbox', { name: 'Dynamischer Chatbot' })).toBeTruthy()
    fireEvent.click(toggle)
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Chatbot' }))
    fireEvent.click(save)
    await waitFor(() => expect(puts).toEqual([{ enabled: true, routes: ['chatbot'] }]))
    const status = await screen.findByText(/Eingeschaltet seit/)
    expect(status.textContent).toContain('Noch keine Nachricht übernommen.')
    const again = screen.getByRole('form', { name: 'Chat-Nachrichten als Quelle' })
    expect((within(again).getByRole('checkbox', { name: 'Chatbot' }) as HTMLInputElement).checked).toBe(true)
  })

  it("shows the server's refusal at the routes", async () => {
    serveApi({
      'GET /api/medicheck/sources': () => json(200, { items: [] }),
      'GET /api/medicheck/chat-source': () => json(200, off),
      'PUT /api/medicheck/chat-source': () =>
        json(400, {
          message: 'Choose at least one chatbot route',
          code: 'analysis.chatRoutesRequired',
          fieldErrors: {
            routes: { code: 'analysis.chatRoutesRequired', message: 'Choose at least one chatbot route' },
          },
        }),
    })
    const form = await openChatTab()
    fireEvent.click(within(form).getByRole('switch', { name: 'Chat-Nachrichten übernehmen' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }))
    expect(await within(form).findByText('Bitte mindestens einen Chatbot wählen.')).toBeTruthy()
  })

  it('resolves a thread reference to the person for a follow-up, and says when the thread is gone', async () => {
    const asked: string[] = []
    serveApi({
      'GET /api/medicheck/sources': () => json(200, { items: [] }),
      'GET /api/medicheck/chat-source': () => json(200, off),
      'GET /api/medicheck/chat-threads/CT-7KQ9-M2XH-4WPD': () => (
        asked.push('found'),
        json(200, {
          threadRef: 'CT-7KQ9-M2XH-4WPD',
          route: 'chatbot',
          thread: {
            id: 't1',
            startedAt: at,
            user: { id: 'u1', username: 'lena', email: 'lena@example.org' },
          },
          messages: [{ itemId: 'i1', sentAt: at }],
        })
      ),
      'GET /api/medicheck/chat-threads/CT-2222-2222-2222': () =>
        json(200, { threadRef: 'CT-2222-2222-2222', route: 'chatbot', thread: null, messages: [] }),
    })
    await openChatTab()
    const lookup = screen.getByRole('form', { name: 'Gesprächsreferenz auflösen' })
    fireEvent.change(within(lookup).getByRole('textbox', { name: 'Gesprächsreferenz' }), {
      target: { value: 'CT-7KQ9-M2XH-4WPD' },
    })
    fireEvent.click(within(lookup).getByRole('button', { name: 'Auflösen' }))
    const result = await within(lookup).findByTestId('medicheck-chat-lookup-result')
    expect(result.textContent).toContain('lena (lena@example.org)')
    expect(result.textContent).toContain('Chatbot')
    expect(asked).toEqual(['found'])
    fireEvent.change(within(lookup).getByRole('textbox', { name: 'Gesprächsreferenz' }), {
      target: { value: 'CT-2222-2222-2222' },
    })
    fireEvent.click(within(lookup).getByRole('button', { name: 'Auflösen' }))
    await waitFor(() =>
      expect(within(lookup).getByTestId('medicheck-chat-lookup-result').textContent).toContain('gelöscht'),
    )
  })
})

describe('a chat item', () => {
  it('names its thread references and no person', async () => {
    serveApi({
      'GET /api/medicheck/items/i1': () =>
        json(
          200,
          itemDetailOf({
            sourceKind: 'chat',
            chatThreads: [
              { threadRef: 'CT-7KQ9-M2XH-4WPD', route: 'chatbot', sentAt: at },
              { threadRef: 'CT-3ABC-DEFG-HJKM', route: 'chatbot', sentAt: at },
            ],
          }),
        ),
    })
    await renderFeature(<ItemDialog itemId="i1" onClose={() => {}} />, { group: 'DEMO', role: 'READ' })
    const refs = await screen.findByTestId('medicheck-item-chat-threads')
    expect(refs.textContent).toBe('Gesprächsreferenz: CT-7KQ9-M2XH-4WPD, CT-3ABC-DEFG-HJKM')
    expect(screen.getByRole('dialog').textContent).toContain('Chat-Nachricht')
  })
})
