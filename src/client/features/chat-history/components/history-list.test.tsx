import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { HistoryThread } from '../api/get-threads.ts'
import { HistoryList } from './history-list.tsx'

const thread = (id: string, fields: Partial<HistoryThread> = {}): HistoryThread => ({
  id,
  title: `Thema ${id}`,
  kind: 'classic',
  assistantId: 'bpi-all',
  assistantName: 'BPI – Alle Quellen',
  route: JSON.stringify({ id: 'chatbot', params: { assistantId: 'bpi-all' } }),
  pinned: false,
  createdAt: '2026-11-20T10:00:00Z',
  lastMessageAt: '2026-11-20T10:00:00Z',
  messageCount: 2,
  snippet: null,
  ...fields,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const requests = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.map(
    ([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`,
  )

describe('the history list', () => {
  it('shows the search snippet as text with the match bold, and links the thread where it was made', async () => {
    serveApi({})
    await renderFeature(
      <HistoryList
        searching
        threads={[
          thread('t1', {
            snippet: [
              { text: 'Die ', match: false },
              { text: 'Dosierung', match: true },
              { text: ' <img src=x onerror=alert(1)>', match: false },
            ],
          }),
        ]}
      />,
    )
    const snippet = screen.getByTestId('snippet')
    expect(snippet.querySelector('strong')?.textContent).toBe('Dosierung')
    expect(snippet.querySelector('img')).toBeNull()
    expect(snippet.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(screen.getByRole('link', { name: 'Thema t1' }).getAttribute('href')).toBe(
      '/ai-services/chatbot/bpi-all?thread=t1',
    )
  })

  it('shows a title made of Markdown as plain text', async () => {
    serveApi({})
    await renderFeature(
      <HistoryList
        searching={false}
        threads={[thread('t1', { title: '## **Dosierung** von `Ibuprofen`' })]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Dosierung von Ibuprofen' })).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/##|\*\*|`/)
  })

  it('renames inline and pins through the API', async () => {
    const bodies: unknown[] = []
    const fetchMock = serveApi({
      'PATCH /api/chat/threads/t1': async (request) => (
        bodies.push(await request.json()),
        json(200, thread('t1'))
      ),
    })
    await renderFeature(<HistoryList searching={false} threads={[thread('t1')]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Umbenennen' }))
    const field = screen.getByRole('textbox', { name: 'Umbenennen' })
    fireEvent.change(field, { target: { value: 'Neuer Titel' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    fireEvent.click(screen.getByRole('button', { name: 'Anheften' }))
    await waitFor(() => expect(bodies).toEqual([{ title: 'Neuer Titel' }, { pinned: true }]))
    expect(requests(fetchMock)).toEqual(['PATCH /api/chat/threads/t1', 'PATCH /api/chat/threads/t1'])
  })

  it('hides a deleted thread at once, undo brings it back without a request, leaving the page sends the delete', async () => {
    let deleted: unknown
    const fetchMock = serveApi({
      'POST /api/chat/threads/bulk-delete': async (request) => (
        (deleted = await request.json()),
        json(200, { deleted: 2 })
      ),
    })
    const view = await renderFeature(
      <HistoryList searching={false} threads={[thread('t1'), thread('t2'), thread('t3')]} />,
    )
    const rows = () => screen.queryAllByTestId('history-row')
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Löschen' }))
    expect(rows()).toHaveLength(2)
    fireEvent.click(await screen.findByRole('button', { name: 'Rückgängig' }))
    expect(rows()).toHaveLength(3)
    fireEvent.click(screen.getByRole('checkbox', { name: '„Thema t2“ auswählen' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '„Thema t3“ auswählen' }))
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl löschen' }))
    expect(rows()).toHaveLength(1)
    expect(await screen.findByText('2 Unterhaltungen gelöscht')).toBeTruthy()
    expect(requests(fetchMock)).toEqual([])
    view.unmount()
    await waitFor(() => expect(deleted).toEqual({ threadIds: ['t2', 't3'] }))
  })

  it('says so when there is nothing', async () => {
    serveApi({})
    await renderFeature(<HistoryList searching={false} threads={[]} />)
    expect(screen.getByText(/Noch keine Unterhaltungen/)).toBeTruthy()
  })
})
