import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { TeamActivity } from '../api/get-team-activity.ts'
import { lastDays } from '../lib/default-range.ts'
import { TeamActivityView } from './team-activity-view.tsx'

const figures = (tokens: number, messages: number, costEstimate = 0) => ({ messages, tileRuns: 0, tokensIn: tokens - 10, tokensOut: 10, tokens, costEstimate })

function activityOf(range: { from: string; to: string }): TeamActivity {
  return {
    group: 'BPI',
    ...range,
    totals: { activeUsers: 2, ...figures(3600, 7, 0.0125) },
    budget: { monthlyTokenBudget: 10_000, months: [{ month: range.to.slice(0, 7), tokens: 3600, share: 0.36 }] },
    byDay: [{ day: range.to, activeUsers: 2, ...figures(3600, 7, 0.0125) }],
    byUser: [
      { userId: 'u1', username: 'Anna', email: 'anna@bpi.test', lastActiveAt: `${range.to}T09:00:00Z`, ...figures(600, 5) },
      { userId: 'u2', username: 'Bernd', email: 'bernd@bpi.test', lastActiveAt: `${range.to}T10:00:00Z`, ...figures(3000, 2) },
    ],
    byAssistant: [{ assistantId: 'bpi-all', name: 'BPI – Alle Quellen', activeUsers: 2, ...figures(3600, 7) }],
    byTile: [],
    byModel: [{ modelName: 'offline', offline: true, calls: 7, ...figures(3600, 7) }],
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('team activity', () => {
  it('shows the figures of the last 30 days, sorts a table, and exports the table shown as CSV', async () => {
    const range = lastDays(30)
    const asked: string[] = []
    const fetchMock = serveApi({
      'GET /api/team-activity': (request) => (asked.push(new URL(request.url).search), json(200, activityOf(range))),
      'GET /api/team-activity/export': () => new Response('\uFEFF"Nutzer"\r\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="team-activity-bpi-user.csv"' } }),
    })
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await renderFeature(<TeamActivityView view="team" titleId="page.teamActivity" />)

    expect(await screen.findByRole('heading', { name: 'Team-Aktivität' })).toBeTruthy()
    await waitFor(() => expect(within(screen.getByTestId('kpi-messages')).getByText('7')).toBeTruthy())
    expect(within(screen.getByTestId('kpi-tokens')).getByText('3.600')).toBeTruthy()
    expect(within(screen.getByTestId('kpi-budget')).getByText('36 %')).toBeTruthy()
    expect(asked).toEqual([`?group=BPI&from=${range.from}&to=${range.to}`])
    // A tenant admin does not pick a tenant.
    expect(screen.queryByLabelText('Mandant')).toBeNull()

    fireEvent.click(screen.getByRole('tab', { name: 'Nach Nutzer' }))
    const table = screen.getByRole('table', { name: 'Nach Nutzer' })
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)
    expect(names()).toEqual(['Anna', 'Bernd'])
    fireEvent.click(within(table).getByRole('button', { name: 'Tokens' }))
    expect(names()).toEqual(['Bernd', 'Anna'])
    fireEvent.click(within(table).getByRole('button', { name: 'Tokens' }))
    expect(names()).toEqual(['Anna', 'Bernd'])

    fireEvent.click(screen.getByRole('button', { name: 'CSV exportieren' }))
    await waitFor(() => expect(saved).toEqual(['team-activity-bpi-user.csv']))
    const exportRequest = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.url.includes('/export'))!
    expect(new URL(exportRequest.url).search).toBe(`?group=BPI&from=${range.from}&to=${range.to}&by=user`)
    expect(exportRequest.headers.get('Accept-Language')).toBe('de')
  })

  it('shows the server\'s reason for a refused range at the date field', async () => {
    serveApi({ 'GET /api/team-activity': () => json(400, { message: 'bad', code: 'validation', fieldErrors: { to: { code: 'teamActivity.reversedRange', message: 'The range ends before it starts' } } }) })
    await renderFeature(<TeamActivityView view="team" titleId="page.teamActivity" />)
    expect(await screen.findByText('Das Enddatum liegt vor dem Startdatum.')).toBeTruthy()
  })
})
