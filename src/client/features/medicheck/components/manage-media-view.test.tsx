import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { Source } from '../api/medicheck-types.ts'
import { at, itemDetailOf, itemRowOf, keywordLists } from '../testing/fixtures.ts'
import { ManageMediaView } from './manage-media-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const feed: Source = {
  id: 's1',
  kind: 'feed',
  title: 'Gesundheitsforum',
  url: 'https://forum.example/feed.xml',
  schedule: 'daily',
  enabled: true,
  lastFetchedAt: at,
  lastStatus: 'ok',
  lastError: null,
  lastAdded: 3,
  createdAt: at,
}

describe('manage media', () => {
  it('lists feeds with schedule and last fetch, adds one, and changes a schedule', async () => {
    let sources: Source[] = [
      feed,
      {
        ...feed,
        id: 's2',
        kind: 'url',
        title: 'Ratgeberseite',
        url: 'https://ratgeber.example/',
        lastStatus: 'failed',
        lastError: 'analysis.fetchTooLarge',
      },
    ]
    const posts: unknown[] = []
    const patches: unknown[] = []
    serveApi({
      'GET /api/medicheck/sources': () => json(200, { items: sources }),
      'POST /api/medicheck/sources': async (request) => {
        const body = (await request.json()) as Source
        posts.push(body)
        sources = [
          ...sources,
          { ...feed, id: 's3', title: body.url ?? '', url: body.url, lastFetchedAt: null, lastStatus: null },
        ]
        return json(201, sources.at(-1))
      },
      'PATCH /api/medicheck/sources/s1': async (request) => {
        const body = (await request.json()) as Partial<Source>
        patches.push(body)
        sources = sources.map((source) => (source.id === 's1' ? { ...source, ...body } : source))
        return json(200, sources[0])
      },
    })
    await renderFeature(<ManageMediaView titleId="page.manageMedicheckMedia" />, {
      group: 'DEMO',
      role: 'ADMIN',
    })
    const table = await screen.findByRole('table', { name: 'Quellen' })
    const rows = within(table).getAllByTestId('medicheck-source-row')
    expect(rows[0]!.textContent).toContain('3 neue Beiträge')
    expect(rows[1]!.textContent).toContain('fehlgeschlagen')

    fireEvent.change(screen.getByLabelText(/Adresse/), { target: { value: 'https://news.example/rss' } })
    fireEvent.click(screen.getByRole('button', { name: 'Quelle hinzufügen' }))
    await waitFor(() =>
      expect(posts).toEqual([{ kind: 'feed', url: 'https://news.example/rss', schedule: 'daily' }]),
    )
    await waitFor(() => expect(within(table).getAllByTestId('medicheck-source-row')).toHaveLength(3))
    expect(within(table).getAllByTestId('medicheck-source-row')[2]!.textContent).toContain(
      'Noch nicht abgerufen',
    )

    fireEvent.mouseDown(within(rows[0]!).getByRole('combobox', { name: 'Abruf von Gesundheitsforum' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Stündlich' }))
    await waitFor(() => expect(patches).toEqual([{ schedule: 'hourly' }]))

    // Pausing a feed: it is no longer fetched on its schedule, and the row says so until it is resumed.
    expect(within(rows[0]!).queryByTestId('medicheck-source-paused')).toBeNull()
    fireEvent.click(within(rows[0]!).getByRole('button', { name: /Gesundheitsforum pausieren/ }))
    await waitFor(() => expect(patches).toEqual([{ schedule: 'hourly' }, { enabled: false }]))
    const paused = await within(table).findByTestId('medicheck-source-paused')
    expect(paused.textContent).toBe('Pausiert: wird nicht nach Plan abgerufen')
    fireEvent.click(within(table).getByRole('button', { name: 'Gesundheitsforum fortsetzen' }))
    await waitFor(() =>
      expect(patches).toEqual([{ schedule: 'hourly' }, { enabled: false }, { enabled: true }]),
    )
  })

  it('pastes a text and opens it with the keyword hits marked, no model needed', async () => {
    const pasted: unknown[] = []
    serveApi({
      'GET /api/medicheck/sources': () => json(200, { items: [] }),
      'POST /api/medicheck/items/paste': async (request) => (
        pasted.push(await request.json()),
        json(201, { itemId: 'i1', created: true })
      ),
      'GET /api/medicheck/items/i1': () => json(200, itemDetailOf({ findings: [], results: [] })),
    })
    await renderFeature(<ManageMediaView titleId="page.manageMedicheckMedia" />, {
      group: 'DEMO',
      role: 'ADMIN',
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Hochladen und Einfügen' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel' }), { target: { value: 'Forumsbeitrag' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Seit ich Zyrtomax nehme …' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Text aufnehmen' }))
    await waitFor(() =>
      expect(pasted).toEqual([{ title: 'Forumsbeitrag', text: 'Seit ich Zyrtomax nehme …' }]),
    )
    const dialog = await screen.findByRole('dialog')
    const text = await within(dialog).findByTestId('medicheck-item-text')
    expect([...text.querySelectorAll('mark')].map((mark) => [mark.dataset.kind, mark.textContent])).toEqual([
      ['hit', 'Zyrtomax'],
    ])
    expect(within(dialog).getByText('Noch kein Lauf hat diesen Beitrag analysiert.')).toBeTruthy()
  })

  it('shows items with their status and hits, and edits a keyword list with a product-master suggestion', async () => {
    const added: unknown[] = []
    const renamed: unknown[] = []
    let lists = keywordLists
    serveApi({
      'GET /api/medicheck/sources': () => json(200, { items: [] }),
      'GET /api/medicheck/items': () =>
        json(200, {
          items: [
            itemRowOf(),
            itemRowOf({
              id: 'i2',
              title: 'Kaputte Datei',
              status: 'failed',
              errorCode: 'file.unreadable',
              hitCounts: {},
            }),
          ],
          nextCursor: null,
        }),
      'GET /api/medicheck/keyword-lists': () => json(200, { items: lists }),
      'PATCH /api/medicheck/keyword-lists/l2': async (request) => {
        const body = (await request.json()) as { name: string }
        renamed.push(body)
        lists = lists.map((list) => (list.id === 'l2' ? { ...list, name: body.name } : list))
        return json(200, { id: 'l2', kind: 'ae', name: body.name, manifestKey: null, recompute: null })
      },
      'GET /api/medicheck/keyword-suggestions': () =>
        json(200, { items: [{ term: 'Dolorex', aliases: [], codes: ['PZN 1234567'] }], readable: true }),
      'POST /api/medicheck/keyword-lists/l1/keywords': async (request) => (
        added.push(await request.json()),
        json(201, { id: 'k9', term: 'x', aliases: [], language: null })
      ),
      'POST /api/medicheck/keyword-lists/l2/keywords': async (request) => (
        added.push(await request.json()),
        json(201, { id: 'k8', term: 'x', aliases: [], language: null })
      ),
    })
    await renderFeature(<ManageMediaView titleId="page.manageMedicheckMedia" />, {
      group: 'DEMO',
      role: 'ADMIN',
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Beiträge' }))
    const table = await screen.findByRole('table', { name: 'Beiträge' })
    const rows = within(table).getAllByTestId('medicheck-item-row')
    expect(rows[0]!.textContent).toContain('Abgeglichen')
    expect(rows[0]!.textContent).toContain('Eigene Produkte: 1 · Nebenwirkungsbegriffe: 1')
    expect(rows[1]!.textContent).toContain('Nicht lesbar')

    fireEvent.click(screen.getByRole('tab', { name: 'Keyword-Listen' }))
    fireEvent.click(
      await screen.findByRole('button', { name: 'Dolorex zu den eigenen Produkten hinzufügen' }),
    )
    const aeList = screen.getByRole('region', { name: 'Nebenwirkungsbegriffe' })
    expect(within(aeList).getByText('Ausschlag · de')).toBeTruthy()
    fireEvent.change(within(aeList).getByRole('textbox', { name: 'Begriff' }), {
      target: { value: 'Juckreiz' },
    })
    fireEvent.change(within(aeList).getByRole('textbox', { name: 'Aliasse' }), {
      target: { value: 'juckt, Pruritus' },
    })
    fireEvent.click(within(aeList).getByRole('button', { name: 'Hinzufügen' }))
    await waitFor(() =>
      expect(added).toEqual([
        { term: 'Dolorex', aliases: [], language: null },
        { term: 'Juckreiz', aliases: ['juckt', 'Pruritus'], language: null },
      ]),
    )

    // Renaming a list: its terms stay, the card carries the new name.
    fireEvent.click(within(aeList).getByRole('button', { name: 'Umbenennen' }))
    fireEvent.change(within(aeList).getByRole('textbox', { name: 'Name der Liste' }), {
      target: { value: '  Hautreaktionen  ' },
    })
    fireEvent.click(within(aeList).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(renamed).toEqual([{ name: 'Hautreaktionen' }]))
    const renamedList = await screen.findByRole('region', { name: 'Hautreaktionen' })
    expect(within(renamedList).getByText('Ausschlag · de')).toBeTruthy()
  })
})
