// The analysis page: findings with their quotes, their review and the drill-down to the item.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature } from '../../../testing/render-feature.tsx'
import { at, findingOf, itemDetailOf, itemFindingOf } from '../testing/fixtures.ts'
import { serveAnalysis } from '../testing/serve-analysis.ts'
import { AnalysisView } from './analysis-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

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
})
