import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { KeywordStats } from '../api/medicheck-types.ts'
import { itemRowOf } from '../testing/fixtures.ts'
import { KeywordsAnalysisView } from './keywords-analysis-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const stats: KeywordStats = {
  terms: [
    { keywordId: 'k2', term: 'Ausschlag', listKind: 'ae', hits: 2, items: 2 },
    { keywordId: 'k1', term: 'Zyrtomax', listKind: 'own', hits: 5, items: 3 },
  ],
  sources: [
    { sourceId: 's1', title: 'Gesundheitsforum', sourceKind: 'feed', hits: 7, items: 4 },
    { sourceId: null, title: '', sourceKind: 'paste', hits: 1, items: 1 },
  ],
  weeks: [
    { week: '2026-W46', keywordId: 'k1', hits: 2 },
    { week: '2026-W47', keywordId: 'k1', hits: 3 },
    { week: '2026-W47', keywordId: 'k2', hits: 2 },
  ],
}

describe('keywords analysis', () => {
  it("shows hits per term and source with the weekly trend, drills into a term's items and exports", async () => {
    const itemQueries: string[] = []
    const fetchMock = serveApi({
      'GET /api/medicheck/keyword-stats': () => json(200, stats),
      'GET /api/medicheck/items': (request) => (
        itemQueries.push(new URL(request.url).searchParams.get('keyword') ?? ''),
        json(200, { items: [itemRowOf({ keywordHits: 2 })], nextCursor: null })
      ),
      'GET /api/medicheck/keyword-stats/export': () =>
        new Response('term;hits\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="keyword-stats-demo.csv"',
          },
        }),
    })
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await renderFeature(<KeywordsAnalysisView titleId="page.medicheckKeywordsAnalysis" />, {
      group: 'DEMO',
      role: 'READ',
    })
    const byTerm = await screen.findByRole('table', { name: 'Treffer nach Begriff' })
    expect(
      within(byTerm)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['ZyrtomaxEigene Produkte53', 'AusschlagNebenwirkungsbegriffe22'])
    expect(
      within(screen.getByRole('table', { name: 'Treffer nach Quelle' })).getByText('Gesundheitsforum'),
    ).toBeTruthy()
    // Pasted texts have no source: their kind names them.
    expect(
      within(screen.getByRole('table', { name: 'Treffer nach Quelle' })).getByText('Eingefügter Text'),
    ).toBeTruthy()
    expect(screen.getByTestId('medicheck-trend').textContent).toContain('Verlauf der 2 häufigsten Begriffe')

    fireEvent.click(within(byTerm).getByRole('button', { name: 'Zyrtomax' }))
    const dialog = await screen.findByRole('dialog', { name: 'Beiträge mit „Zyrtomax“' })
    expect(await within(dialog).findByRole('button', { name: 'Forum: Ausschlag nach Zyrtomax' })).toBeTruthy()
    // An AE term drills down by its keyword id as well (not by a text search), with its own hit count.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    fireEvent.click(within(byTerm).getByRole('button', { name: 'Ausschlag' }))
    const aeDialog = await screen.findByRole('dialog', { name: 'Beiträge mit „Ausschlag“' })
    const row = await within(aeDialog).findByTestId('medicheck-item-row')
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['Zyrtomax', '2', '2'])
    expect(itemQueries).toEqual(['k1', 'k2'])
    fireEvent.click(within(aeDialog).getByRole('button', { name: 'Schließen' }))

    fireEvent.click(screen.getByRole('button', { name: 'CSV exportieren' }))
    await waitFor(() => expect(saved).toEqual(['keyword-stats-demo.csv']))
    const exportRequest = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.url.includes('/export'))!
    expect(new URL(exportRequest.url).searchParams.get('format')).toBe('csv')
  })

  it('says so when the range has no hits', async () => {
    serveApi({ 'GET /api/medicheck/keyword-stats': () => json(200, { terms: [], sources: [], weeks: [] }) })
    await renderFeature(<KeywordsAnalysisView titleId="page.medicheckKeywordsAnalysis" />, {
      group: 'DEMO',
      role: 'READ',
    })
    expect((await screen.findAllByText('Keine Treffer in diesem Zeitraum.')).length).toBe(2)
  })
})
