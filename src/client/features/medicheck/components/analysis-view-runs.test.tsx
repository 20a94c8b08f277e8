// The analysis page's runs: no model, the estimate before a run, starting, picking items, cancelling,
// and a finished run's failed items.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature } from '../../../testing/render-feature.tsx'
import { at, itemRowOf } from '../testing/fixtures.ts'
import { serveAnalysis } from '../testing/serve-analysis.ts'
import { AnalysisView } from './analysis-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the medicine-check analysis page: runs', () => {
  it('says plainly that no model is set up, and shows the estimate before a run can start', async () => {
    const estimates: unknown[] = []
    serveAnalysis({
      'POST /api/medicheck/runs/estimate': async (request) => (
        estimates.push(await request.json()),
        json(200, {
          items: 3,
          tokens: 4200,
          cost: null,
          model: null,
          code: 'analysisRun.noModel',
          budgetRemaining: null,
        })
      ),
    })
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'ADMIN' })
    expect((await screen.findByTestId('medicheck-no-model')).textContent).toContain(
      'Kein Sprachmodell eingerichtet.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Analyse starten' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByTestId('medicheck-estimate')
    expect(within(dialog).getByText(/Kein Sprachmodell eingerichtet/)).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Lauf starten' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    // Once as the page opens (is a model set up?), once in the dialog.
    expect(estimates).toEqual([
      { profile: 'pvScreening', scope: 'unanalysed' },
      { profile: 'pvScreening', scope: 'unanalysed' },
    ])
  })

  it('starts a run after its estimate and follows its progress', async () => {
    let runs: unknown[] = []
    const started: unknown[] = []
    serveAnalysis({
      'GET /api/medicheck/runs': () => json(200, { items: runs }),
      'POST /api/medicheck/runs/estimate': () =>
        json(200, {
          items: 2,
          tokens: 3000,
          cost: 0.0042,
          model: { id: 'm1', label: 'Skript-Modell' },
          code: null,
          budgetRemaining: null,
        }),
      'POST /api/medicheck/runs': async (request) => {
        started.push(await request.json())
        runs = [
          {
            id: 'run1',
            profile: 'pvScreening',
            status: 'running',
            itemsTotal: 2,
            itemsDone: 1,
            itemsFailed: 0,
            modelLabel: 'Skript-Modell',
            errorCode: null,
            createdAt: at,
          },
        ]
        return json(202, runs[0])
      },
    })
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'ADMIN' })
    fireEvent.click(await screen.findByRole('button', { name: 'Analyse starten' }))
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByTestId('medicheck-estimate')).textContent?.replace(/\s/g, ' ')).toBe(
      '2 Beiträge, etwa 3.000 Tokens, geschätzte Kosten 0,0042 €, Modell Skript-Modell.',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lauf starten' }))
    await waitFor(() => expect(started).toEqual([{ profile: 'pvScreening', scope: 'unanalysed' }]))
    expect((await screen.findByTestId('medicheck-run')).textContent).toContain(
      'PV-Screening: 1 von 2 Beiträgen analysiert (0 fehlgeschlagen), Modell Skript-Modell',
    )
  })

  it('runs items picked by hand, with their estimate first', async () => {
    const estimates: unknown[] = []
    const started: unknown[] = []
    serveAnalysis({
      'GET /api/medicheck/items': () =>
        json(200, {
          items: [itemRowOf(), itemRowOf({ id: 'i2', title: 'Zweiter Beitrag' })],
          nextCursor: null,
        }),
      'POST /api/medicheck/runs/estimate': async (request) => (
        estimates.push(await request.json()),
        json(200, {
          items: 1,
          tokens: 1500,
          cost: 0.001,
          model: { id: 'm1', label: 'Skript-Modell' },
          code: null,
          budgetRemaining: null,
        })
      ),
      'POST /api/medicheck/runs': async (request) => (
        started.push(await request.json()),
        json(202, { id: 'run2', status: 'queued' })
      ),
    })
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'ADMIN' })
    fireEvent.click(await screen.findByRole('tab', { name: /Beiträge/ }))
    const run = await screen.findByRole('button', { name: 'Ausgewählte analysieren (0)' })
    expect((run as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zweiter Beitrag auswählen' }))
    fireEvent.click(screen.getByRole('button', { name: 'Ausgewählte analysieren (1)' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTestId('medicheck-run-picked').textContent).toBe('1 ausgewählter Beitrag')
    await within(dialog).findByTestId('medicheck-estimate')
    expect(estimates.at(-1)).toEqual({ profile: 'pvScreening', itemIds: ['i2'] })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lauf starten' }))
    await waitFor(() => expect(started).toEqual([{ profile: 'pvScreening', itemIds: ['i2'] }]))
  })

  it('cancels a running run and says that its results stay', async () => {
    const cancelled: string[] = []
    let runs = [
      {
        id: 'run1',
        profile: 'pvScreening',
        status: 'running',
        itemsTotal: 4,
        itemsDone: 1,
        itemsFailed: 0,
        modelLabel: 'Skript-Modell',
        errorCode: null,
        createdAt: at,
      },
    ]
    serveAnalysis({
      'GET /api/medicheck/runs': () => json(200, { items: runs }),
      'POST /api/medicheck/runs/run1/cancel': () => {
        cancelled.push('run1')
        runs = [{ ...runs[0]!, status: 'cancelled', itemsDone: 2 }]
        return json(200, runs[0])
      },
    })
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'ADMIN' })
    fireEvent.click(await screen.findByRole('button', { name: 'Lauf abbrechen' }))
    await waitFor(() => expect(cancelled).toEqual(['run1']))
    await waitFor(() =>
      expect(screen.getByTestId('medicheck-run').textContent).toContain(
        'wurde abgebrochen; die Ergebnisse von 2 der 4 Beiträge bleiben.',
      ),
    )
    expect(screen.queryByRole('button', { name: 'Lauf abbrechen' })).toBeNull()
  })

  it("lists a finished run's failed items with their reasons on demand", async () => {
    const run = {
      id: 'run1',
      profile: 'pvScreening',
      promptId: 'p1',
      promptVersion: 1,
      status: 'done',
      itemsTotal: 3,
      itemsDone: 3,
      itemsFailed: 1,
      modelLabel: 'Skript-Modell',
      estimatedTokens: 3000,
      estimatedCost: null,
      tokensUsed: 2900,
      cost: null,
      errorCode: null,
      createdBy: null,
      createdAt: at,
      updatedAt: at,
    }
    serveAnalysis({
      'GET /api/medicheck/runs': () => json(200, { items: [run] }),
      'GET /api/medicheck/runs/run1': () =>
        json(200, {
          ...run,
          quotesDropped: 0,
          failedItems: [
            {
              itemId: 'i9',
              title: 'Vitamine',
              errorCode: 'analysisRun.invalidOutput',
              errorDetail: 'relevance must be integer',
            },
          ],
        }),
    })
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'READ' })
    expect((await screen.findByTestId('medicheck-run')).getAttribute('data-status')).toBe('done')
    fireEvent.click(screen.getByRole('button', { name: '1 fehlgeschlagener Beitrag – warum?' }))
    const list = await screen.findByTestId('medicheck-failed-items')
    expect(list.textContent).toMatch(/^Vitamine: /)
  })
})
