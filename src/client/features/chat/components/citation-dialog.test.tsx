import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Citation } from '../api/chat-types.ts'
import { CitationDialog } from './citation-dialog.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const passage: Citation = { n: 2, kind: 'passage', chunkId: 42, fileId: 'f1', filename: 'Fachinfo.pdf', unitKind: 'page', unitNumber: 4, heading: '4.2 Dosierung', quote: '5 mg' }

describe('CitationDialog', () => {
  it('loads the passage and shows file, page, heading, neighbours and the download link, all as text', async () => {
    const fetch = vi.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers(),
      // The knowledge room's answer as it is on main: neighbours as passages.
      json: async () => ({
        fileId: 'f1',
        filename: 'Fachinfo.pdf',
        passage: { chunkId: 42, ordinal: 3, unitKind: 'page', unitNumber: 4, heading: '4.2 Dosierung', text: 'Täglich <b>5 mg</b> <img src=x onerror=alert(1)>' },
        before: { chunkId: 41, ordinal: 2, unitKind: 'page', unitNumber: 4, heading: '', text: 'Davor.' },
        after: { chunkId: 43, ordinal: 4, unitKind: 'page', unitNumber: 5, heading: '', text: 'Danach.' },
      }),
    }))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<CitationDialog citation={passage} onClose={() => {}} />)
    // The quoted words ("5 mg") are marked inside the passage, which stays text.
    const mark = await screen.findByText('5 mg')
    expect(mark.tagName).toBe('MARK')
    expect(mark.closest('blockquote')!.textContent).toBe('Täglich <b>5 mg</b> <img src=x onerror=alert(1)>')
    expect(fetch).toHaveBeenCalledWith('/api/knowledge/chunks/42', expect.objectContaining({ method: 'GET' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('img,b')).toBeNull()
    expect(screen.getByText('Quelle 2')).toBeTruthy()
    expect(screen.getByText('Fachinfo.pdf')).toBeTruthy()
    expect(dialog.textContent).toContain('Seite 4 · 4.2 Dosierung')
    expect(screen.getByText('Davor.')).toBeTruthy()
    expect(screen.getByText('Danach.')).toBeTruthy()
    // The next passage is on page 5: it says so, the one before (page 4, as the cited one) does not.
    expect(screen.getByText('Danach.').textContent).toBe('Seite 5Danach.')
    expect(screen.getByText('Davor.').textContent).toBe('Davor.')
    expect(screen.getByRole('button', { name: 'Datei herunterladen' })).toBeTruthy()
  })

  it('names a section without a number by its heading, not as an empty "Abschnitt"', async () => {
    const section: Citation = { ...passage, chunkId: 7, filename: 'Claims.docx', unitKind: 'section', unitNumber: null, heading: 'Wirksamkeit > Schnelle Schmerzlinderung' }
    const json = async () => ({
      fileId: 'f2',
      filename: 'Claims.docx',
      passage: { chunkId: 7, ordinal: 1, unitKind: 'section', unitNumber: null, heading: 'Wirksamkeit > Schnelle Schmerzlinderung', text: 'Wirkt nach 15 Minuten.' },
      before: { chunkId: 6, ordinal: 0, unitKind: 'section', unitNumber: null, heading: 'Claims-Liste', text: 'Freigegebene Aussagen.' },
      after: null,
    })
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: true, status: 200, headers: new Headers(), json })))
    renderWithProviders(<CitationDialog citation={section} onClose={() => {}} />)
    expect(await screen.findByText('Wirkt nach 15 Minuten.')).toBeTruthy()
    expect(screen.getByTestId('citation-place').textContent).toBe('Wirksamkeit > Schnelle Schmerzlinderung')
    expect(screen.getByRole('dialog').textContent).not.toContain('Abschnitt')
    expect(screen.getByText('Freigegebene Aussagen.').textContent).toBe('Claims-ListeFreigegebene Aussagen.')
  })

  it('says so when the passage cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: false, status: 404, headers: new Headers(), json: async () => ({ message: 'x' }) })))
    renderWithProviders(<CitationDialog citation={passage} onClose={() => {}} />)
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})
