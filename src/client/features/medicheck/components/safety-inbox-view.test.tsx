import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { NotificationRule } from '../api/medicheck-types.ts'
import { at, safetyCaseOf } from '../testing/fixtures.ts'
import { SafetyInboxView } from './safety-inbox-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const rule: NotificationRule = {
  id: 'r1',
  tool: 'medicheck',
  createdAt: at,
  name: 'Verdachtsfälle sofort',
  findingType: 'aeSuspected',
  product: null,
  delivery: 'immediate',
  cooldownMinutes: 60,
  enabled: true,
  lastFiredAt: at,
}

function serveInbox() {
  const created: unknown[] = []
  const fetchMock = serveApi({
    'GET /api/medicheck/safety-cases': () => json(200, { items: [safetyCaseOf()], openCount: 1 }),
    'GET /api/medicheck/notification-rules': () => json(200, { items: [rule] }),
    'GET /api/medicheck/digest': () =>
      json(200, {
        items: [
          {
            id: '7',
            ruleId: 'r1',
            ruleName: '',
            disposition: 'cooldown',
            createdAt: at,
            findingId: 'f7',
            findingType: 'aeSuspected',
            product: 'Zyrtomax',
            detail: 'Schwindel',
            quote: 'Zyrtomax und mir war schwindlig.',
            reviewStatus: 'open',
            itemId: 'i7',
            itemTitle: 'Nachdruck: Schwindel nach Zyrtomax',
            itemUrl: null,
          },
        ],
        counts: [
          { ruleId: 'r1', disposition: 'cooldown', count: 1 },
          { ruleId: 'r2', disposition: 'digest', count: 4 },
        ],
      }),
    'POST /api/medicheck/notification-rules': async (request) => (
      created.push(await request.json()),
      json(201, { ...rule, id: 'r2' })
    ),
    'GET /api/medicheck/safety-cases/c1/export': () =>
      new Response('{}', {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="safety-case-c1.json"',
        },
      }),
  })
  return { created, fetchMock }
}

describe('the safety inbox', () => {
  it('shows a case with the four elements, source, first seen, quote and reviewer, and exports it as JSON', async () => {
    const { fetchMock } = serveInbox()
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:json')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await renderFeature(<SafetyInboxView titleId="page.medichekNotifications" />, {
      group: 'DEMO',
      role: 'READ',
    })
    const entry = await screen.findByRole('article', { name: 'Zyrtomax – starken Ausschlag am Arm' })
    expect(within(entry).getByTestId('medicheck-four-elements').textContent).toBe(
      'Patient: vorhandenMelder: fehltProdukt: vorhandenReaktion: vorhanden',
    )
    expect(within(entry).getByRole('link', { name: 'Gesundheitsforum' }).getAttribute('href')).toBe(
      'https://forum.example/thread/1',
    )
    expect(entry.textContent).toContain('zuerst gesehen am')
    expect(entry.textContent).toContain('geprüft von Erika')
    expect(entry.textContent).toContain('Seit ich Zyrtomax nehme, habe ich starken Ausschlag am Arm.')
    expect(screen.getByRole('tab', { name: 'Offen (1)' })).toBeTruthy()
    // READ reads and exports, but neither changes a case nor the rules.
    expect(within(entry).queryByRole('combobox', { name: 'Status' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Regel anlegen' })).toBeNull()
    expect(await screen.findByText('Verdachtsfälle sofort')).toBeTruthy()

    fireEvent.click(within(entry).getByRole('button', { name: 'JSON exportieren' }))
    await waitFor(() => expect(saved).toEqual(['safety-case-c1.json']))
    const request = fetchMock.mock.calls
      .map(([call]) => call as Request)
      .find((call) => call.url.includes('/export'))!
    expect(new URL(request.url).searchParams.get('format')).toBe('json')
  })

  it('lists the digest with what it collected and what a cooldown held back', async () => {
    serveInbox()
    await renderFeature(<SafetyInboxView titleId="page.medichekNotifications" />, {
      group: 'DEMO',
      role: 'READ',
    })
    const digest = await screen.findByRole('region', { name: 'Sammelübersicht' })
    expect((await within(digest).findByTestId('medicheck-digest-counts')).textContent).toBe(
      '4 gesammelt, 1 in der Wartezeit zurückgehalten',
    )
    const row = within(digest).getByTestId('medicheck-digest-entry')
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Verdacht auf Nebenwirkung',
      'Wartezeit',
      'Verdacht auf Nebenwirkung',
      'Zyrtomax',
      'Schwindel',
      'Nachdruck: Schwindel nach Zyrtomax',
    ])
  })

  it('lets an admin add a rule', async () => {
    const { created } = serveInbox()
    await renderFeature(<SafetyInboxView titleId="page.medichekNotifications" />, {
      group: 'DEMO',
      role: 'ADMIN',
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Regel anlegen' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Werbung täglich' },
    })
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Zustellung' }))
    fireEvent.click(await screen.findByRole('option', { name: 'In die Sammelübersicht' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(created).toEqual([
        {
          name: 'Werbung täglich',
          findingType: 'aeSuspected',
          product: null,
          delivery: 'digest',
          cooldownMinutes: 60,
          enabled: true,
        },
      ]),
    )
  })
})
