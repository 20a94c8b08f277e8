import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import shellFr from '../../../../generated/messages-shell-fr.gen.ts'
import { json } from '../../../testing/render-feature.tsx'
import { renderInRouter } from '../../../testing/render-with-providers.tsx'
import { startTestSession, testUser } from '../../../testing/test-session.ts'
import type { Tile } from '../../../components/tiles/tile-api.ts'
import DashboardPage from './dashboard-page.tsx'

async function renderDashboard(messages?: Record<string, string>) {
  const session = startTestSession(testUser({ role: 'ROOT', group: 'DEMO' }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  await renderInRouter(<DashboardPage />, { session, ...(messages && { messages }) })
}

const search = (query: string) => act(() => fireEvent.change(screen.getByRole('searchbox', { name: 'Anwendungen durchsuchen' }), { target: { value: query } }))
const tiles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const sections = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the dashboard search', () => {
  it('narrows the tiles to those whose name matches, whatever the case', async () => {
    await renderDashboard()
    const all = tiles()
    expect(all.length).toBeGreaterThan(10)
    expect(all).toContain('Bildgenerator')

    search('BILDgen')
    expect(tiles()).toEqual(['Bildgenerator'])
    expect(screen.getByRole('link', { name: /Bildgenerator/ }).getAttribute('href')).toBe('/ai-services/image-generator')
  })

  it('keeps a whole section when the search names it, and hides the sections without a match', async () => {
    await renderDashboard()
    const administration = screen.getByRole('region', { name: 'Administration' })
    const adminTiles = within(administration).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
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
    ['a server fault', () => Promise.resolve(json(500, { message: 'Internal Server Error', errorId: 'x' })), 'apiError.server'],
    ['a refusal', () => Promise.resolve(json(403, { message: 'Your role may not use tiles-list', code: 'forbidden' })), 'apiError.forbidden'],
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
    const tile: Tile = { id: 't1', kind: 'tenant', title: 'Pressemitteilung', description: 'Entwurf', icon: 'Article', category: 'marketing', output: 'markdown', template: 'x', variables: [], assistantId: null, modelId: null, levels: ['READ'], productMaster: false, runnable: true, editable: false }
    let answer!: (response: Response) => void
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))))
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
