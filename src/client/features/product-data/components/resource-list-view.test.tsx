import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { defaultStringifySearch } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resourceById } from '../lib/product-data-resources.ts'
import { json, renderProductData, requestsOf, serveApi } from '../testing/render-product-data.tsx'
import { ResourceListView } from './resource-list-view.tsx'

const pzns = resourceById('pzns')
const ROW = {
  id: '7f000000-0000-4000-8000-000000000001',
  pzn: '27580899',
  country: '11111111-1111-4111-8111-111111111111',
  name: 'Ibudemo 400 mg',
  subBrand: null,
  marketStatus: 'outOfTrade',
  retailPrice: 7.95,
  labels: { country: 'DE · Germany', subBrand: null },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}

function serveList(total = 60) {
  return serveApi({
    'GET /api/resources/pzns': () => json(200, { items: total ? [ROW] : [], total, page: 1, pageSize: 25 }),
    'GET /api/resources/countries': () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    [`GET /api/resources/pzns/${ROW.id}`]: () => json(200, ROW),
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a product-data list', () => {
  it('asks the server for the view in the URL and shows only the chosen columns', async () => {
    const fetchMock = serveList()
    const search = defaultStringifySearch({ sort: 'name', order: 'desc', page: 2, filter: { marketStatus: 'outOfTrade' }, columns: ['pzn', 'name'] })
    await renderProductData(<ResourceListView resource={pzns} />, { path: `/${search}` })
    await screen.findByText('Ibudemo 400 mg')
    const list = requestsOf(fetchMock).find((r) => r.startsWith('GET /api/resources/pzns?'))
    expect(list).toContain('sort=-name')
    expect(list).toContain('page=2')
    expect(list).toContain('filter=marketStatus:eq:outOfTrade')
    const table = screen.getByRole('table', { name: 'PZNs' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['PZN', 'Name'])
  })

  it('writes sorting back to the URL and starts again at page 1', async () => {
    serveList()
    const { router } = await renderProductData(<ResourceListView resource={pzns} />, { path: `/${defaultStringifySearch({ page: 3 })}` })
    await screen.findByText('Ibudemo 400 mg')
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'PZN' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'pzn', order: 'asc' }))
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'PZN' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'pzn', order: 'desc' }))
    // Back to the list's own sort (name, ascending): the URL is plain again.
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('offers sorting only by the columns pzns sorts by: quantity and unit have no index, references none', async () => {
    serveList()
    await renderProductData(<ResourceListView resource={pzns} />)
    await screen.findByText('Ibudemo 400 mg')
    const table = screen.getByRole('table')
    const headers = within(table).getAllByRole('columnheader')
    const sortable = headers.filter((th) => within(th).queryByRole('button')).map((th) => th.textContent)
    expect(sortable).toEqual(['PZN', 'Name', 'Darreichungsform', 'Abgabestatus', 'Apothekenverkaufspreis', 'Marktstatus'])
    expect(headers.map((th) => th.textContent)).toEqual(expect.arrayContaining(['Menge', 'Einheit', 'Land']))
  })

  it('ignores search params that do not fit the list', async () => {
    const fetchMock = serveList()
    const search = defaultStringifySearch({ sort: 'colour', pageSize: 7, filter: { colour: 'red' } })
    await renderProductData(<ResourceListView resource={pzns} />, { path: `/${search}` })
    await screen.findByText('Ibudemo 400 mg')
    expect(requestsOf(fetchMock).find((r) => r.startsWith('GET /api/resources/pzns?'))).toBe('GET /api/resources/pzns?page=1&pageSize=25&sort=name')
  })

  it('exports the whole filtered view, not just the page', async () => {
    const fetchMock = serveList()
    const routes = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/api/resources/pzns/export'
        ? new Response('pzn;name\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="Ubersicht _.csv"; filename*=UTF-8''%C3%9Cbersicht%20%E2%82%AC.csv` } })
        : routes(request),
    )
    const saved: string[] = []
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const search = defaultStringifySearch({ page: 2, search: 'ibu', filter: { marketStatus: 'onMarket' } })
    await renderProductData(<ResourceListView resource={pzns} />, { path: `/${search}` })
    await screen.findByText('Ibudemo 400 mg')
    fireEvent.click(screen.getByRole('button', { name: 'Als XLSX exportieren (aktuelle Ansicht)' }))
    await waitFor(() => expect(saved).toEqual(['Übersicht €.csv']))
    expect(requestsOf(fetchMock).find((r) => r.includes('/export'))).toBe(
      'GET /api/resources/pzns/export?sort=name&search=ibu&filter=marketStatus:eq:onMarket&format=xlsx',
    )
    // The interface language decides the CSV separator (; for de and fr).
    const exportRequest = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.url.includes('/export'))!
    expect(exportRequest.headers.get('Accept-Language')).toBe('de')
    click.mockRestore()
    vi.restoreAllMocks()
  })

  it("steps to the next page with the cursor the shown page answered, anywhere else by page number", async () => {
    const fetchMock = serveApi({
      'GET /api/resources/pzns': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
        return json(200, { items: [{ ...ROW, name: `Row of page ${page}` }], total: 100, page, pageSize: 25, nextCursor: `after-${page}` })
      },
      'GET /api/resources/countries': () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    })
    const { router } = await renderProductData(<ResourceListView resource={pzns} />, { path: `/${defaultStringifySearch({ page: 2 })}` })
    await screen.findByText('Row of page 2')
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    await screen.findByText('Row of page 3')
    expect(router.state.location.search).toEqual({ page: 3 })
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }))
    await waitFor(() => expect(requestsOf(fetchMock).filter((r) => r.startsWith('GET /api/resources/pzns?'))).toEqual([
      'GET /api/resources/pzns?page=2&pageSize=25&sort=name',
      'GET /api/resources/pzns?page=3&pageSize=25&sort=name&cursor=after-2',
      'GET /api/resources/pzns?page=2&pageSize=25&sort=name',
    ]))
  })

  it('says how to add or upload data when the list is empty', async () => {
    serveList(0)
    await renderProductData(<ResourceListView resource={pzns} />, { user: { role: 'WRITE', group: 'PARENT' } })
    expect(await screen.findByText('PZNs: noch keine Einträge')).toBeTruthy()
    const status = screen.getByRole('status')
    expect(within(status).getByRole('button', { name: 'PZN anlegen' })).toBeTruthy()
    expect(within(status).getByRole('link', { name: 'Datei hochladen' }).getAttribute('href')).toBe('/services/bulk-upload?resource=pzns')
  })

  it.each([
    ['ADMIN', true],
    ['WRITE', false],
  ])('offers delete to %s of the parent group: %s', async (role, offered) => {
    serveList()
    await renderProductData(<ResourceListView resource={pzns} />, { path: `/?item=${ROW.id}`, user: { role } })
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByDisplayValue('Ibudemo 400 mg')
    expect(within(dialog).queryByRole('button', { name: 'Löschen' }) !== null).toBe(offered)
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeTruthy()
  })

  it('lets a client group only read the shared catalogue', async () => {
    serveList()
    await renderProductData(<ResourceListView resource={pzns} />, { path: `/?item=${ROW.id}`, user: { role: 'ADMIN', group: 'BPI' } })
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByDisplayValue('Ibudemo 400 mg')
    expect(within(dialog).queryByRole('button', { name: 'Speichern' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'PZN anlegen' })).toBeNull()
  })
})

describe('a list with derived fields', () => {
  const items = resourceById('underlying-pzns')
  const ITEM = {
    id: '7f000000-0000-4000-8000-0000000000b1',
    bundle: 'b-1',
    pzn: 'p-1',
    quantity: 3,
    unitPrice: 8.61,
    singlePrice: 10.13,
    saving: 1.52,
    savingPercent: 15,
    labels: { bundle: '18273645 · Ibudemo Dreierpack', pzn: '27580899 · Ibudemo 400 mg' },
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  }
  const DEARER = { ...ITEM, id: '7f000000-0000-4000-8000-0000000000b2', quantity: 1, unitPrice: 25.19, singlePrice: 3.91, saving: -21.28, savingPercent: -544.2 }

  function serveItems() {
    return serveApi({
      'GET /api/resources/underlying-pzns': () => json(200, { items: [ITEM, DEARER], total: 2, page: 1, pageSize: 25, nextCursor: null }),
      [`GET /api/resources/underlying-pzns/${ITEM.id}`]: () => json(200, ITEM),
      'GET /api/resources/countries': () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    })
  }

  it('shows the unit price, the single pack price and the saving as columns, sortable on the server', async () => {
    const fetchMock = serveItems()
    const { router } = await renderProductData(<ResourceListView resource={items} />)
    const table = await screen.findByRole('table', { name: 'Enthaltene PZNs' })
    await within(table).findByText('8,61')
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Bundle',
      'PZN',
      'Menge',
      'Preis je Packung im Bundle',
      'Preis der Einzelpackung',
      'Ersparnis je Packung',
      'Ersparnis (%)',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]!).getAllByRole('cell').slice(3).map((td) => td.textContent)).toEqual(['8,61', '10,13', '1,52', '15'])
    expect(within(rows[1]!).getAllByRole('cell').slice(3).map((td) => td.textContent)).toEqual(['25,19', '3,91', '-21,28', '-544,2'])
    fireEvent.click(within(table).getByRole('button', { name: 'Ersparnis je Packung' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'saving', order: 'asc' }))
    await waitFor(() => expect(requestsOf(fetchMock)).toContain('GET /api/resources/underlying-pzns?page=1&pageSize=25&sort=saving'))
  })

  it('shows the derived values read-only in the detail view', async () => {
    serveItems()
    await renderProductData(<ResourceListView resource={items} />, { path: `/?item=${ITEM.id}`, user: { role: 'WRITE' } })
    const dialog = await screen.findByRole('dialog')
    const computed = await within(dialog).findByRole('region', { name: 'Berechnet (nicht gespeichert)' })
    const terms = within(computed).getAllByRole('term').map((dt) => dt.textContent)
    const definitions = within(computed).getAllByRole('definition').map((dd) => dd.textContent)
    expect(Object.fromEntries(terms.map((term, index) => [term, definitions[index]]))).toEqual({
      'Preis je Packung im Bundle': '8,61',
      'Preis der Einzelpackung': '10,13',
      'Ersparnis je Packung': '1,52',
      'Ersparnis (%)': '15',
    })
    // Not fields of the form: nothing to type in, nothing sent on save.
    expect(within(dialog).queryByRole('textbox', { name: 'Ersparnis je Packung' })).toBeNull()
    expect((within(dialog).getByRole('textbox', { name: 'Menge' }) as HTMLInputElement).value).toBe('3')
  })
})
