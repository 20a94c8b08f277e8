import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TileRun } from '../../../components/tiles/tile-api.ts'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import { TileRunCard } from './tile-run-card.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const base: TileRun = {
  id: 'run-7',
  tileId: 'social-media-post',
  tileTitle: 'Social-Media-Beitrag',
  tileIcon: 'campaign',
  output: 'markdown',
  inputs: {},
  fields: [],
  content: 'Der ursprüngliche Beitrag.',
  model: { label: 'Testmodell', offline: false },
  status: 'complete',
  errorCode: null,
  reworks: [{ id: 'v1', optimizationId: 'opt-short', label: 'Kürzer', content: 'Kurz.', modelLabel: 'Testmodell', createdAt: '2026-11-26T10:01:00Z' }],
  createdAt: '2026-11-26T10:00:00Z',
}

describe('a run in tile history', () => {
  it('shows an interrupted run as failed, with why', async () => {
    serveApi({})
    await renderFeature(<TileRunCard run={{ ...base, status: 'error', errorCode: 'tiles.interrupted', reworks: [] }} onRunAgain={() => {}} onDelete={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: /Social-Media-Beitrag/ }))
    expect(await screen.findByText('Die Ausführung wurde unterbrochen, weil der Server neu gestartet ist. Bitte führen Sie die Anwendung erneut aus.')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Antwort überarbeiten' })).toBeNull()
  })

  it('switches between the output and its reworked versions, and reworks again', async () => {
    const fetchMock = serveApi({
      'GET /api/response-optimizations/enabled': () => json(200, { items: [{ id: 'opt-formal', label: 'Formeller' }] }),
      'POST /api/tile-runs/run-7/reworks': () =>
        json(201, { ...base, reworks: [...base.reworks, { id: 'v2', optimizationId: 'opt-formal', label: 'Formeller', content: 'Sehr geehrte Kundschaft.', modelLabel: 'Testmodell', createdAt: '2026-11-26T10:02:00Z' }] }),
    })
    await renderFeature(<TileRunCard run={base} onRunAgain={() => {}} onDelete={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: /Social-Media-Beitrag/ }))
    expect(await screen.findByText('Der ursprüngliche Beitrag.')).toBeTruthy()
    expect(screen.getByText(/Version 1 von 2/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Version' }))
    expect(screen.getByText('Kurz.')).toBeTruthy()
    await act(async () => fireEvent.click(await screen.findByText('Formeller')))
    await waitFor(() => expect(screen.getByText('Sehr geehrte Kundschaft.')).toBeTruthy())
    expect(screen.getByText(/Version 3 von 3/)).toBeTruthy()
    const posted = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST')!
    expect(await posted.json()).toEqual({ optimizationId: 'opt-formal', language: 'de' })
  })
})
