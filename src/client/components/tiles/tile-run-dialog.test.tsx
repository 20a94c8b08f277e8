import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderFeature } from '../../testing/render-feature.tsx'
import type { Tile } from './tile-api.ts'
import { TileRunDialog } from './tile-run-dialog.tsx'

const tile: Tile = {
  id: 'tile-1',
  kind: 'tenant',
  title: 'Aktionstext',
  description: 'Ein Text für die Apotheke.',
  icon: 'campaign',
  category: 'marketing',
  output: 'markdown',
  template: '{{topic}}',
  variables: [
    { name: 'topic', type: 'longText', label: 'Thema', required: true, options: [], default: null },
    { name: 'tone', type: 'choice', label: 'Tonfall', required: true, options: [{ value: 'formal', label: 'Förmlich' }, { value: 'casual', label: 'Locker' }], default: 'formal' },
    { name: 'words', type: 'number', label: 'Wörter', required: false, options: [], default: 80 },
    { name: 'day', type: 'date', label: 'Aktionstag', required: false, options: [], default: null },
    { name: 'leaflet', type: 'file', label: 'Beilage', required: false, options: [], default: null },
  ],
  assistantId: null,
  modelId: null,
  levels: ['ROOT', 'ADMIN', 'WRITE', 'READ'],
  productMaster: false,
  runnable: true,
  editable: true,
}

const run = { id: 'run-1', tileId: 'tile-1', tileTitle: 'Aktionstext', tileIcon: 'campaign', output: 'markdown', inputs: {}, fields: [], model: { label: 'Testmodell', offline: false }, errorCode: null, createdAt: '2026-11-26T10:00:00Z' }

/** The network: the data-pool files and one streamed run; what the run was sent is kept. */
function serveNetwork() {
  const sent: unknown[] = []
  const stream = [
    { type: 'start', run: { ...run, status: 'streaming', content: '' } },
    { type: 'text', text: '## Angebot\n\n' },
    { type: 'text', text: '**Nasenspray** <img src=x onerror=alert(1)>' },
    { type: 'done', run: { ...run, status: 'complete', content: '## Angebot\n\n**Nasenspray** <img src=x onerror=alert(1)>' } },
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.endsWith('/api/tiles/files')) return new Response(JSON.stringify({ items: [{ id: 'f1', filename: 'beilage.pdf', collection: 'Beilagen' }] }), { headers: { 'Content-Type': 'application/json' } })
      if (url.endsWith('/api/tiles/tile-1/run')) {
        sent.push(JSON.parse(String(init?.body)))
        return new Response(stream.map((event) => `${JSON.stringify(event)}\n`).join(''), { headers: { 'Content-Type': 'application/x-ndjson' } })
      }
      return new Response('{}', { status: 404 })
    }),
  )
  return sent
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('running a tile', () => {
  it('shows a field per variable with required ones marked and defaults filled', async () => {
    serveNetwork()
    await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
    expect(within(dialog).getByRole('textbox', { name: /Thema/ }).hasAttribute('required')).toBe(true)
    expect(within(dialog).getByRole('combobox', { name: /Tonfall/ }).textContent).toBe('Förmlich')
    expect((within(dialog).getByRole('spinbutton', { name: 'Wörter' }) as HTMLInputElement).value).toBe('80')
    expect((within(dialog).getByLabelText('Aktionstag') as HTMLInputElement).type).toBe('date')
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Beilage' }).getAttribute('aria-disabled')).toBeNull())
  })

  it('refuses to run without a required value, then streams the result as safe Markdown', async () => {
    const sent = serveNetwork()
    await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ausführen' })))
    expect(within(dialog).getByText('Pflichtfeld.')).toBeTruthy()
    expect(sent).toEqual([])

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Thema/ }), { target: { value: 'Erkältung' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ausführen' })))
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Angebot' })).toBeTruthy())
    expect(sent).toEqual([{ inputs: { topic: 'Erkältung', tone: 'formal', words: '80', day: null, leaflet: null } }])
    const result = within(dialog).getByTestId('tile-result')
    expect(result.querySelector('strong')?.textContent).toBe('Nasenspray')
    expect(result.querySelector('img')).toBeNull()
    expect(result.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(within(dialog).getByText('Modell: Testmodell')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Word (DOCX)' })).toBeTruthy()
  })
})
