import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderProductData, serveApi } from '../../product-data/testing/render-product-data.tsx'
import DataPoolPage from './data-pool-page.tsx'

const COLLECTION = {
  id: 'c1',
  name: 'Fachinfos',
  description: '',
  internal: false,
  fileCount: 1,
  usedBy: [],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
}
const FILE = {
  id: 'f1',
  collectionId: 'c1',
  threadId: null,
  assistantId: null,
  filename: 'cephalgie.md',
  extension: 'md',
  mediaType: 'text/markdown',
  sizeBytes: 2048,
  status: 'ready',
  errorCode: null,
  language: 'german',
  unitCount: 1,
  chunkCount: 1,
  hasVectors: false,
  vectorErrorCode: 'ai.providerUnavailable',
  metadata: {},
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
}
const usageOf = (vectorSearchMissing: string | null) => ({
  usedBytes: 2048,
  quotaBytes: 1e9,
  maxFileBytes: 5e7,
  allowedExtensions: ['md'],
  vectorSearch: vectorSearchMissing === null,
  vectorSearchMissing,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the data pool page', () => {
  it.each([
    [null, 'Hybride Suche: Passagen werden über ihre Wörter und über ihre Bedeutung gefunden'],
    ['databaseExtension', 'Nur Volltextsuche: Die Datenbank hat keine Vektor-Erweiterung (pgvector).'],
    ['embeddingsModel', 'Nur Volltextsuche: Dieser Mandant hat kein Embedding-Modell.'],
  ])('says which search the tenant has (vector search missing: %s)', async (missing, text) => {
    serveApi({
      'GET /api/knowledge/usage': () => json(200, usageOf(missing)),
      'GET /api/knowledge/collections': () => json(200, [COLLECTION]),
      'GET /api/knowledge/files': () => json(200, [FILE]),
    })
    await renderProductData(<DataPoolPage />, { user: { role: 'ADMIN', group: 'DEMO' } })
    const notice = await screen.findByTestId('knowledge-search-mode')
    expect(notice.textContent).toContain(text)
    expect(notice.dataset.vectorSearch).toBe(String(missing === null))
  })

  it('says why a ready file is searchable by full text only', async () => {
    serveApi({
      'GET /api/knowledge/usage': () => json(200, usageOf(null)),
      'GET /api/knowledge/collections': () => json(200, [COLLECTION]),
      'GET /api/knowledge/files': () => json(200, [FILE]),
    })
    await renderProductData(<DataPoolPage />, { user: { role: 'ADMIN', group: 'DEMO' } })
    expect((await screen.findByTestId('knowledge-file-vectors-failed')).textContent).toBe(
      'Ohne Vektoren, nur Volltextsuche: Der Modellanbieter ist nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    )
  })

  it("starts with the tenant's default collection and its file chooser, and a new collection is not internal unless ticked", async () => {
    const general = { ...COLLECTION, id: 'c0', name: 'Allgemein', fileCount: 0 }
    serveApi({
      'GET /api/knowledge/usage': () => json(200, usageOf(null)),
      'GET /api/knowledge/collections': () => json(200, [general]),
      'GET /api/knowledge/files': () => json(200, []),
    })
    await renderProductData(<DataPoolPage />, { user: { role: 'ADMIN', group: 'DEMO' } })
    // No dialog first: the default collection is open and files can be chosen at once.
    expect(await screen.findByRole('heading', { name: 'Allgemein', level: 2 })).toBeTruthy()
    expect(screen.getByText('Dateien auswählen')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Neue Sammlung' }))
    const dialog = await screen.findByRole('dialog')
    const internal = within(dialog).getByRole('checkbox', { name: /Intern/ }) as HTMLInputElement
    expect(internal.checked).toBe(false)
    // What the choice means is said where it is made.
    expect(internal.getAttribute('aria-describedby')).toBe('collection-internal-help')
    expect(within(dialog).getByText(/Interne Sammlungen sehen nur Mitarbeitende ab Schreibrecht/).id).toBe(
      'collection-internal-help',
    )
  })

  it.each([
    [
      'fr',
      'knowledge.tooLarge',
      'Le fichier est trop volumineux (ou trop volumineux une fois décompressé) pour être lu ; divisez-le.',
    ],
    [
      'de',
      'knowledge.tooSlow',
      'Das Lesen der Datei dauerte zu lange und wurde abgebrochen; teilen Sie sie in kleinere Dateien auf.',
    ],
    [
      'en',
      'knowledge.tooSlow',
      'Reading the file took too long and was stopped; split it into smaller files.',
    ],
  ] as const)(
    'says in %s why a file failed (%s: a PDF bomb, a file read too long)',
    async (locale, errorCode, text) => {
      serveApi({
        'GET /api/knowledge/usage': () => json(200, usageOf(null)),
        'GET /api/knowledge/collections': () => json(200, [COLLECTION]),
        'GET /api/knowledge/files': () =>
          json(200, [{ ...FILE, filename: 'x.pdf', status: 'failed', errorCode, vectorErrorCode: null }]),
      })
      await renderProductData(<DataPoolPage />, { user: { role: 'ADMIN', group: 'DEMO' }, locale })
      expect((await screen.findByTestId('knowledge-file-row')).textContent).toContain(text)
    },
  )
})
