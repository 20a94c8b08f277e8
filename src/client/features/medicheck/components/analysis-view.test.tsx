import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { Finding } from '../api/medicheck-types.ts'
import { at, findingOf, itemDetailOf, itemFindingOf, itemRowOf, keywordLists } from '../testing/fixtures.ts'
import { AnalysisView } from './analysis-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function serveAnalysis(overrides: Record<string, (request: Request) => Response | Promise<Response>> = {}) {
  const reviews: unknown[] = []
  let findings: Finding[] = [
    findingOf(),
    findingOf({
      id: 'f2',
      origin: 'rule',
      type: 'mandatoryTextMissing',
      product: null,
      detail: null,
      patientPresent: null,
      reporterPresent: null,
      quote: null,
      quoteStart: null,
      quoteEnd: null,
      reason: 'Der Pflichttext nach § 4 Abs. 3 HWG fehlt.',
    }),
  ]
  const review = async (findingId: string, request: Request) => {
    const body = (await request.json()) as { action: string; reason?: string }
    reviews.push({ findingId, ...body })
    const status = ({ confirm: 'confirmed', dismiss: 'dismissed', forward: 'forwarded' } as const)[
      body.action as 'confirm'
    ]
    findings = findings.map((finding) =>
      finding.id === findingId
        ? {
            ...finding,
            reviewStatus: status,
            reviewedBy: { id: 'u9', username: 'Erika' },
            reviewedAt: at,
            dismissReason: body.reason ?? null,
          }
        : finding,
    )
    return json(200, {
      finding: findings.find((finding) => finding.id === findingId),
      safetyCaseId: body.action === 'forward' ? 'c1' : null,
      caseCreated: body.action === 'forward',
    })
  }
  const fetchMock = serveApi({
    'GET /api/medicheck/findings': (request) => {
      const review = new URL(request.url).searchParams.get('review')
      return json(200, { items: findings.filter((finding) => !review || finding.reviewStatus === review) })
    },
    'GET /api/medicheck/items': () => json(200, { items: [itemRowOf()], nextCursor: null }),
    'GET /api/medicheck/items/i1': () => json(200, itemDetailOf({ findings: findings.map(itemFindingOf) })),
    'GET /api/medicheck/keyword-lists': () => json(200, { items: keywordLists }),
    'GET /api/medicheck/sources': () => json(200, { items: [] }),
    'GET /api/medicheck/runs': () => json(200, { items: [] }),
    'POST /api/medicheck/runs/estimate': () =>
      json(200, {
        items: 1,
        tokens: 900,
        cost: null,
        model: { id: 'm1', label: 'Skript-Modell' },
        code: null,
        budgetRemaining: null,
      }),
    'GET /api/medicheck/safety-cases': () => json(200, { items: [], openCount: 2 }),
    'POST /api/medicheck/findings/f1/review': (request) => review('f1', request),
    'POST /api/medicheck/findings/f2/review': (request) => review('f2', request),
    ...overrides,
  })
  return { reviews, fetchMock }
}

describe('the medicine-check analysis page', () => {
  it('shows a suspected AE with the four elements and its quote as text, and the way to the inbox with its open count', async () => {
    serveAnalysis()
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'ADMIN' })
    const ae = await screen.findByRole('article', { name: 'Verdacht auf Nebenwirkung' })
    expect(within(ae).getByText('Zyrtomax')).toBeTruthy()
    expect(within(ae).getByText('starken Ausschlag am Arm')).toBeTruthy()
    const elements = within(ae).getByTestId('medicheck-four-elements')
    expect(elements.textContent).toBe('Patient: vorhandenMelder: fehltProdukt: vorhandenReaktion: vorhanden')
    expect(within(ae).getByTestId('medicheck-finding-quote').textContent).toBe(
      'Seit ich Zyrtomax nehme, habe ich starken Ausschlag am Arm.',
    )
    const rule = screen.getByRole('article', { name: 'Pflichttext fehlt' })
    expect(within(rule).getByText('Begründung: Der Pflichttext nach § 4 Abs. 3 HWG fehlt.')).toBeTruthy()
    expect(within(rule).queryByRole('button', { name: 'An Safety weiterleiten' })).toBeNull()
    expect((await screen.findByTestId('medicheck-inbox-link')).textContent).toContain(
      'Safety-Eingang (2 offen)',
    )
    expect(screen.getByTestId('medicheck-inbox-link').getAttribute('href')).toBe(
      '/ai-services/medichek-notifications',
    )
    expect(screen.queryByTestId('medicheck-no-model')).toBeNull()
  })

  it('forwards an AE to the safety inbox and dismisses another finding only with a reason', async () => {
    const { reviews } = serveAnalysis()
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'WRITE' })
    const ae = await screen.findByRole('article', { name: 'Verdacht auf Nebenwirkung' })
    fireEvent.click(within(ae).getByRole('button', { name: 'An Safety weiterleiten' }))
    await waitFor(() => expect(reviews).toEqual([{ findingId: 'f1', action: 'forward' }]))
    // The filter shows open findings: the forwarded one leaves the list.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Verdacht auf Nebenwirkung' })).toBeNull(),
    )

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Pflichttext fehlt' })).getByRole('button', {
        name: 'Verwerfen',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Befund verwerfen' })
    const dismiss = within(dialog).getByRole('button', { name: 'Verwerfen' }) as HTMLButtonElement
    expect(dismiss.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Begründung'), {
      target: { value: 'Kein Werbematerial, ein Forumsbeitrag.' },
    })
    fireEvent.click(dismiss)
    await waitFor(() =>
      expect(reviews).toEqual([
        { findingId: 'f1', action: 'forward' },
        { findingId: 'f2', action: 'dismiss', reason: 'Kein Werbematerial, ein Forumsbeitrag.' },
      ]),
    )
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pflichttext fehlt' })).toBeNull())
    expect(await screen.findByText('Keine Befunde für diese Filter.')).toBeTruthy()
    // A WRITE user may review but not start runs.
    expect(screen.queryByRole('button', { name: 'Analyse starten' })).toBeNull()
  })

  it('opens the item with the quoted passage and the keyword hits marked, the markup shown as text', async () => {
    serveAnalysis()
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'READ' })
    const ae = await screen.findByRole('article', { name: 'Verdacht auf Nebenwirkung' })
    // READ sees the findings but no review actions.
    expect(within(ae).queryByRole('button', { name: 'Bestätigen' })).toBeNull()
    fireEvent.click(within(ae).getByRole('button', { name: 'Beitrag öffnen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Forum: Ausschlag nach Zyrtomax' })
    const text = await within(dialog).findByTestId('medicheck-item-text')
    const marks = [...text.querySelectorAll('mark')].map((mark) => [mark.dataset.kind, mark.textContent])
    expect(marks).toEqual([
      ['quote', 'Seit ich '],
      ['quote hit', 'Zyrtomax'],
      ['quote', ' nehme, habe ich starken Ausschlag am Arm.'],
    ])
    expect(text.querySelector('mark[data-focused]')).toBeTruthy()
    expect(text.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(text.querySelector('img')).toBeNull()
    expect(within(dialog).getByText('Zyrtomax (1)')).toBeTruthy()
    expect(within(dialog).getByText('Relevanz: 87 von 100')).toBeTruthy()
  })

  it('names the reviewer in the drill-down and lists the products named in each item', async () => {
    serveAnalysis({
      'GET /api/medicheck/items/i1': () =>
        json(
          200,
          itemDetailOf({
            findings: [
              itemFindingOf(
                findingOf({
                  reviewStatus: 'confirmed',
                  reviewedBy: { id: 'u9', username: 'Erika' },
                  reviewedAt: at,
                }),
              ),
            ],
          }),
        ),
    })
    await renderFeature(<AnalysisView titleId="page.medichekAnalysis" />, { group: 'DEMO', role: 'READ' })
    const ae = await screen.findByRole('article', { name: 'Verdacht auf Nebenwirkung' })
    fireEvent.click(within(ae).getByRole('button', { name: 'Beitrag öffnen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Forum: Ausschlag nach Zyrtomax' })
    expect((await within(dialog).findByText(/Geprüft von Erika am/)).textContent).not.toContain('u9')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    fireEvent.click(screen.getByRole('tab', { name: /Beiträge/ }))
    const row = await screen.findByTestId('medicheck-item-row')
    const table = row.closest('table')!
    const titles = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent)
    expect(row.querySelectorAll('td')[titles.indexOf('Produkte')]!.textContent).toBe('Zyrtomax')
  })

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
