import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { renderInRouter } from '../../../testing/render-with-providers.tsx'
import { startTestSession, testUser } from '../../../testing/test-session.ts'
import DashboardPage from './dashboard-page.tsx'

async function renderDashboard() {
  const session = startTestSession(testUser({ role: 'ROOT', group: 'DEMO' }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  await renderInRouter(<DashboardPage />, { session })
}

const search = (query: string) => act(() => fireEvent.change(screen.getByRole('searchbox', { name: 'Anwendungen durchsuchen' }), { target: { value: query } }))
const tiles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const sections = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

afterEach(cleanup)

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
