import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import shellFr from '../../../../generated/messages-shell-fr.gen.ts'
import { json, serveApi } from '../../../testing/render-feature.tsx'
import { renderInRouter } from '../../../testing/render-with-providers.tsx'
import { startTestSession, testUser } from '../../../testing/test-session.ts'
import type { Tile } from '../../../components/tiles/tile-api.ts'
import DashboardPage from './dashboard-page.tsx'

async function renderDashboard(messages?: Record<string, string>) {
  const session = startTestSession(testUser({ role: 'ROOT', group: 'DEMO' }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  await renderInRouter(<DashboardPage />, { session, ...(messages && { messages }) })
}

const search = (query: string) =>
  act(() =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Anwendungen durchsuchen' }), {
      target: { value: query },
    }),
  )
const tiles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const sections = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the dashboard search', () => {
  // The page's own requests (tiles, assistants) answer empty lists: no test reaches for a server.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    ),
  )

  it('narrows the tiles to those whose name matches, whatever the case', async () => {
    await renderDashboard()
    const all = tiles()
    expect(all.length).toBeGreaterThan(10)
    expect(all).toContain('Bildgenerator')

    search('BILDgen')
    expect(tiles()).toEqual(['Bildgenerator'])
    expect(screen.getByRole('link', { name: /Bildgenerator/ }).getAttribute('href')).toBe(
      '/ai-services/image-generator',
    )
  })

  it('keeps a whole section when the search names it, and hides the sections without a match', async () => {
    await renderDashboard()
    const administration = screen.getByRole('region', { name: 'Administration' })
    const adminTiles = within(administration)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(sections().length).toBeGreaterThan(1)

    search('administration')
    expect(sections()).toEqual(['Administration'])
    expect(tiles()).toEqual(adminTiles)
  })

  it('says so when nothing matches, and shows every tile again when the search is cleared', async () => {
    await renderDashboard()
    const all = tiles()
    search('keine solche Anwendung')
    expect(tiles()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('Keine Anwendung gefunden.')
    search('')
    expect(tiles()).toEqual(all)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

// The dashboard renders with the shell's texts only; when its tiles cannot load it says why from those
// texts alone, so the reason shows in the user's language even when nothing more can be downloaded.
describe('the AI tiles when they cannot load', () => {
  const loadFailed = (reason: string) => shellFr['tiles.loadFailed']!.replace('{reason}', reason)

  it.each([
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'apiError.network'],
    [
      'a server fault',
      () => Promise.resolve(json(500, { message: 'Internal Server Error', errorId: 'x' })),
      'apiError.server',
    ],
    [
      'a refusal',
      () => Promise.resolve(json(403, { message: 'Your role may not use tiles-list', code: 'forbidden' })),
      'apiError.forbidden',
    ],
  ])('says so in French with the shell texts alone: %s', async (_case, answer, reasonId) => {
    vi.stubGlobal('fetch', vi.fn(answer))
    await renderDashboard(shellFr)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(loadFailed(shellFr[reasonId]!))
    expect(within(alert).getByRole('button', { name: shellFr['tiles.retry'] })).toBeTruthy()
  })
})

// The page's "nothing found" needs the number of matching AI tiles. It is counted where the page
// renders, not reported back by the tiles' section from an effect, which rendered the whole page a
// second time before its first paint (issue 14's signed-in LCP).
describe('the dashboard rendering', () => {
  it('renders once when its tiles arrive, and says "nothing found" only when no tile matches either', async () => {
    const tile: Tile = {
      id: 't1',
      kind: 'tenant',
      title: 'Pressemitteilung',
      description: 'Entwurf',
      icon: 'Article',
      category: 'marketing',
      output: 'markdown',
      template: 'x',
      variables: [],
      assistantId: null,
      modelId: null,
      levels: ['READ'],
      productMaster: false,
      runnable: true,
      editable: false,
    }
    let answer!: (response: Response) => void
    // The assistants' answer never comes here: only the tiles' arrival is counted.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise<Response>(
            (resolve) => new URL(request.url).pathname === '/api/tiles' && (answer = resolve),
          ),
      ),
    )
    const session = startTestSession(testUser({ role: 'ROOT', group: 'DEMO' }))
    await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
    let commits = 0
    await renderInRouter(
      <Profiler id="dashboard" onRender={() => (commits += 1)}>
        <DashboardPage />
      </Profiler>,
      { session },
    )
    const before = commits
    await act(async () => answer(json(200, { items: [tile] })))
    expect(await screen.findByRole('heading', { level: 3, name: 'Pressemitteilung' })).toBeTruthy()
    expect(commits - before).toBe(1)

    search('pressemitteilung')
    expect(tiles()).toEqual(['Pressemitteilung'])
    expect(screen.queryByRole('status')).toBeNull()
    search('keine solche Anwendung')
    expect(screen.getByRole('status').textContent).toBe('Keine Anwendung gefunden.')
  })
})

// The spec's menu gives some users no chatbot (a READ user of DEMO); the dashboard lists every
// assistant the user may chat with, one click to a new chat with it.
describe('the assistants on the dashboard', () => {
  const assistant = (
    id: string,
    name: string,
    description: string,
    sourceMode: 'files' | 'general' | 'internal' | 'all',
  ) => ({
    id,
    name,
    description,
    icon: 'SmartToy',
    fixed: true,
    version: 1,
    sourceMode,
    conversationStarters: [],
    disclaimer: null,
  })
  const demoAssistants = [
    assistant('demo-all', 'DEMO – Alle Quellen', 'Antwortet aus Datenpool, Dateien und Modellwissen', 'all'),
    assistant('demo-files', 'DEMO – Dokumente', 'Antwortet nur aus Dateien des Chats', 'files'),
  ]

  async function renderFor(group: string, role = 'READ') {
    const session = startTestSession(testUser({ role, group }))
    await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
    await renderInRouter(<DashboardPage />, { session })
  }

  it('lists them for a READ user of DEMO with name, description and sources, each opening a new chat', async () => {
    const api = serveApi({
      'GET /api/tiles': () => json(200, { items: [] }),
      'GET /api/chat/assistants': () => json(200, { assistants: demoAssistants }),
    })
    await renderFor('DEMO')
    const section = await screen.findByRole('region', { name: 'Assistenten' })
    const card = await within(section).findByRole('link', { name: /DEMO – Alle Quellen/ })
    expect(card.textContent).toContain('Quellen: alle (Dateien, Datenpool, Modell)')
    expect(card.textContent).toContain('Antwortet aus Datenpool, Dateien und Modellwissen')
    expect(card.getAttribute('href')).toBe('/ai-services/chatbot/demo-all?new=1')
    expect(within(section).getByRole('link', { name: /DEMO – Dokumente/ }).textContent).toContain(
      'Quellen: nur an den Chat angehängte Dateien',
    )
    expect(api.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).toContain(
      '/api/chat/assistants',
    )
  })

  it('are found by the page search, and count for its "nothing found"', async () => {
    serveApi({
      'GET /api/tiles': () => json(200, { items: [] }),
      'GET /api/chat/assistants': () => json(200, { assistants: demoAssistants }),
    })
    await renderFor('DEMO')
    await screen.findByRole('link', { name: /DEMO – Dokumente/ })
    search('nur aus dateien')
    expect(tiles()).toEqual(['DEMO – Dokumente'])
    expect(screen.queryByRole('status')).toBeNull()
    search('keine solche Anwendung')
    expect(screen.queryByRole('region', { name: 'Assistenten' })).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Keine Anwendung gefunden.')
  })

  it('are not asked for where the user may open no chatbot (ALEXION)', async () => {
    const api = serveApi({ 'GET /api/tiles': () => json(200, { items: [] }) })
    await renderFor('ALEXION', 'ADMIN')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Assistenten' })).toBeNull()
    expect(api.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).not.toContain(
      '/api/chat/assistants',
    )
  })
})
