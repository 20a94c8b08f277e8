import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { FaqEntry } from '../api/get-faq-entries.ts'
import { FaqView } from './faq-view.tsx'

const collection = { id: 'c1', name: 'Dolorex', description: '', internal: true, fileCount: 1, usedBy: [], createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' }
const at = '2026-11-20T10:00:00Z'

function entryOf(fields: Partial<FaqEntry>): FaqEntry {
  return {
    id: 'e1',
    collectionId: 'c1',
    generationId: 'g1',
    origin: 'users',
    askedCount: 3,
    question: 'Wie hoch ist die Tageshöchstdosis?',
    answer: '„Die Tageshöchstdosis beträgt 1200 mg.“ [1]',
    citations: [{ n: 1, kind: 'passage', chunkId: 7, fileId: 'f1', filename: 'fachinfo.pdf', unitKind: 'page', unitNumber: 3, heading: '', quote: 'Die Tageshöchstdosis beträgt 1200 mg.' }],
    status: 'draft',
    quoted: true,
    edited: false,
    createdAt: at,
    updatedAt: at,
    ...fields,
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the AI-generated FAQ page', () => {
  it('shows pairs with their sources as text, filters by status, edits inline and approves', async () => {
    let entries = [entryOf({}), entryOf({ id: 'e2', origin: 'documents', askedCount: 0, question: 'Wie lagere ich es?', answer: '<img src=x onerror=alert(1)> Kühl lagern [1].', status: 'published', quoted: false })]
    const patches: unknown[] = []
    serveApi({
      'GET /api/knowledge/collections': () => json(200, [collection]),
      'GET /api/faq/generations': () => json(200, { items: [], model: null }),
      'GET /api/faq/entries': () => json(200, { items: entries, publication: { fileId: 'f9', entryCount: 1, publishedAt: at } }),
      'PATCH /api/faq/entries/e1': async (request) => {
        const body = (await request.json()) as Record<string, string>
        patches.push(body)
        entries = entries.map((entry) => (entry.id === 'e1' ? { ...entry, ...body, edited: 'question' in body, updatedAt: new Date().toISOString() } as FaqEntry : entry))
        return json(200, entries[0])
      },
    })
    await renderFeature(<FaqView titleId="page.aiGeneratedFaq" />)

    expect(await screen.findByRole('heading', { name: 'KI-generierte FAQ' })).toBeTruthy()
    expect(await screen.findByText(/Kein Sprachmodell eingerichtet/)).toBeTruthy()
    // Without a model the document questions start unticked.
    await waitFor(() => expect((screen.getByLabelText('Fragen aus den Dokumenten der Sammlung') as HTMLInputElement).checked).toBe(false))
    const first = await screen.findByRole('article', { name: 'Wie hoch ist die Tageshöchstdosis?' })
    expect(within(first).getByText('Von Nutzern gefragt (3×)')).toBeTruthy()
    expect(within(first).getByText('Wörtlich zitiert, ohne Sprachmodell')).toBeTruthy()
    expect(within(first).getByText('[1] fachinfo.pdf, Seite 3')).toBeTruthy()
    // Model text is shown as text: the markup is visible, nothing is rendered from it.
    const second = screen.getByRole('article', { name: 'Wie lagere ich es?' })
    expect(within(second).getByText(/<img src=x onerror=alert\(1\)> Kühl lagern/)).toBeTruthy()
    expect(second.querySelector('img')).toBeNull()
    expect(screen.getByTestId('faq-publication').textContent).toContain('1 Paare im Dokument FAQ.md')

    fireEvent.click(screen.getByRole('tab', { name: 'Veröffentlicht (1)' }))
    expect(screen.queryByRole('article', { name: 'Wie hoch ist die Tageshöchstdosis?' })).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Entwurf (1)' }))
    const draft = screen.getByRole('article', { name: 'Wie hoch ist die Tageshöchstdosis?' })

    fireEvent.click(within(draft).getByRole('button', { name: 'Bearbeiten' }))
    fireEvent.change(within(draft).getByLabelText('Frage'), { target: { value: 'Wie viel Dolorex darf ich am Tag nehmen?' } })
    fireEvent.click(within(draft).getByRole('button', { name: 'Speichern' }))
    const edited = await screen.findByRole('article', { name: 'Wie viel Dolorex darf ich am Tag nehmen?' })
    expect(within(edited).getByText('Bearbeitet')).toBeTruthy()
    fireEvent.click(within(edited).getByRole('button', { name: 'Freigeben' }))
    await waitFor(() => expect(patches).toEqual([{ question: 'Wie viel Dolorex darf ich am Tag nehmen?', answer: '„Die Tageshöchstdosis beträgt 1200 mg.“ [1]' }, { status: 'approved' }]))
    expect(await screen.findByRole('button', { name: 'Freigegebene veröffentlichen (1)' })).toBeTruthy()
  })

  it('shows the progress of a generation under way with its notices, and keeps a second one from starting', async () => {
    serveApi({
      'GET /api/knowledge/collections': () => json(200, [collection]),
      'GET /api/faq/generations': () =>
        json(200, { items: [{ id: 'g1', collectionId: 'c1', fromDocuments: false, fromUserQuestions: true, maxPairs: 10, status: 'running', questionsDone: 2, questionsTotal: 5, pairsCreated: 2, questionsUnanswered: 0, notices: ['faq.documentQuestionsNeedModel'], errorCode: null, model: { label: 'offline', offline: true }, createdAt: at, updatedAt: at }], model: null }),
      'GET /api/faq/entries': () => json(200, { items: [], publication: null }),
    })
    await renderFeature(<FaqView titleId="page.aiGeneratedFaq" />)
    expect(await screen.findByText('2 von 5 Fragen bearbeitet')).toBeTruthy()
    expect(screen.getByText('Fragen aus den Dokumenten wurden nicht erstellt: Dafür wird ein Sprachmodell gebraucht.')).toBeTruthy()
    expect(screen.getByText(/Noch keine Fragen und Antworten/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'FAQ generieren' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says what to do when there is no collection yet', async () => {
    serveApi({ 'GET /api/knowledge/collections': () => json(200, []) })
    await renderFeature(<FaqView titleId="page.aiGeneratedFaq" />)
    expect(await screen.findByText(/Es gibt noch keine Sammlung/)).toBeTruthy()
  })
})
