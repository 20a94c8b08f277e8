import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { defaultStringifySearch } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderProductData, requestsOf, serveApi } from '../testing/render-product-data.tsx'
import BulkUploadPage from './bulk-upload-page.tsx'

const JOB_ID = '0b5e3c1e-5d1a-4c39-9a6e-3f2d8c1b7a01'
const JOB = {
  id: JOB_ID,
  resource: 'pzns',
  fileName: 'pzns-2026.csv',
  fileFormat: 'csv',
  status: 'validated',
  totalRows: 3,
  processedRows: 3,
  writtenRows: 0,
  validRows: 2,
  rejectedRows: 1,
  inserted: 2,
  updated: 0,
  unchanged: 0,
  headers: ['PZN', 'Land', 'Bezeichnung', 'Notiz'],
  columns: ['pzn', 'country.code', 'name', 'marketStatus'],
  // The remembered mapping the server applied: Notiz is left out.
  mapping: { PZN: 'pzn', Land: 'country.code', Bezeichnung: 'name', Notiz: '' },
  message: null,
  createdBy: 'u1',
  createdByEmail: 'ada@example.test',
  createdAt: '2026-11-22T03:00:00Z',
  updatedAt: '2026-11-22T03:00:05Z',
}
const REJECTED = {
  line: 3,
  action: 'rejected',
  values: { pzn: '27580898', 'country.code': 'DE', name: 'Ibudemo', marketStatus: 'onMarket' },
  errors: {
    pzn: { code: 'pzn8.checkDigit', message: 'Wrong PZN check digit: expected 9, got 8.', params: { scheme: 'PZN', expected: '9', actual: '8' } },
    name: { code: 'upload.duplicateInFile', message: 'Same pzn as line 2', params: { line: 2 } },
  },
}

function serveJob(job = JOB) {
  return serveApi({
    [`GET /api/bulk-uploads/${JOB_ID}`]: () => json(200, job),
    [`GET /api/bulk-uploads/${JOB_ID}/preview`]: (request) =>
      new URL(request.url).searchParams.get('rows') === 'rejected'
        ? json(200, { columns: job.columns, rows: [REJECTED], total: 1, page: 1, pageSize: 25 })
        : json(200, { columns: job.columns, rows: [{ line: 2, action: 'insert', values: { pzn: '27580899', name: 'Ibudemo' }, errors: {} }, REJECTED], total: 2, page: 1, pageSize: 100 }),
    'GET /api/bulk-uploads': () => json(200, { items: [job], total: 1, page: 1, pageSize: 10 }),
    // As the server answers: committing starts with the re-check, nothing checked or written yet.
    [`POST /api/bulk-uploads/${JOB_ID}/commit`]: () => json(202, { ...job, status: 'committing', processedRows: 0, writtenRows: 0 }),
  })
}

const openJob = () => renderProductData(<BulkUploadPage />, { path: `/${defaultStringifySearch({ resource: 'pzns', job: JOB_ID })}`, user: { role: 'WRITE' } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('bulk upload', () => {
  it('pre-fills the column mapping with the one the server remembered', async () => {
    serveJob()
    await openJob()
    const mapping = await screen.findByRole('table', { name: 'Spaltenzuordnung' })
    const chosen = (header: string) => within(mapping).getByRole('combobox', { name: `Feld für „${header}“` }).textContent
    expect(chosen('PZN')).toBe('PZN')
    expect(chosen('Land')).toBe('Land › code')
    expect(chosen('Bezeichnung')).toBe('Name')
    expect(chosen('Notiz')).toBe('Nicht übernehmen')
  })

  it('lists every rejected row with its reason in the user’s language and refuses to commit', async () => {
    serveJob()
    await openJob()
    const rejected = await screen.findByRole('table', { name: 'Abgelehnte Zeilen' })
    // The texts come from the code and the parameters the server sends: which digit, which line.
    await within(rejected).findByText('PZN: Prüfziffer der PZN falsch: erwartet 9, angegeben 8.')
    expect(within(rejected).getByText('Name: Steht in der Datei schon in Zeile 2.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Bericht herunterladen (CSV)' })).toBeTruthy()
    expect((screen.getByRole('button', { name: '2 Zeilen übernehmen' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('sends the file without a mapping first, then with the one the user changed', async () => {
    const bodies: unknown[] = []
    const fetchMock = serveJob()
    const routes = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/bulk-uploads') {
        bodies.push(await request.json())
        return json(202, { ...JOB, status: 'validating', processedRows: 1 })
      }
      return routes(request)
    })
    const { router, container } = await renderProductData(<BulkUploadPage />, { path: '/?resource=pzns', user: { role: 'WRITE' } })
    const input = container.querySelector('input[type="file"]') as HTMLInputElement
    const file = new File(['PZN;Land;Bezeichnung;Notiz\n27580899;DE;Ibudemo;x\n'], 'pzns-2026.csv', { type: 'text/csv' })
    fireEvent.change(input, { target: { files: [file] } })
    fireEvent.click(screen.getByRole('button', { name: 'Datei prüfen' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ resource: 'pzns', fileName: 'pzns-2026.csv', content: btoa('PZN;Land;Bezeichnung;Notiz\n27580899;DE;Ibudemo;x\n') })
    await waitFor(() => expect(router.state.location.search).toEqual({ resource: 'pzns', job: JOB_ID }))

    // The job polls to validated; the user maps Notiz to the market status and checks again.
    const mapping = await screen.findByRole('table', { name: 'Spaltenzuordnung' })
    fireEvent.mouseDown(within(mapping).getByRole('combobox', { name: 'Feld für „Notiz“' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Marktstatus' }))
    fireEvent.click(screen.getByRole('button', { name: 'Mit dieser Zuordnung erneut prüfen' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect((bodies[1] as { mapping: unknown }).mapping).toEqual({ PZN: 'pzn', Land: 'country.code', Bezeichnung: 'name', Notiz: 'marketStatus' })
  })

  it('commits a clean upload', async () => {
    const fetchMock = serveJob({ ...JOB, rejectedRows: 0, validRows: 3, inserted: 3 })
    await openJob()
    fireEvent.click(await screen.findByRole('button', { name: '3 Zeilen übernehmen' }))
    await waitFor(() => expect(requestsOf(fetchMock)).toContain(`POST /api/bulk-uploads/${JOB_ID}/commit`))
    expect(await screen.findByText('Zeilen werden vor dem Schreiben erneut geprüft: 0 von 3')).toBeTruthy()
  })

  it('shows the re-check of a commit, then the rows written so far, not a full bar while writing', async () => {
    const committing = { ...JOB, status: 'committing', totalRows: 25_000, validRows: 25_000, rejectedRows: 0, inserted: 20_000, updated: 4_000, unchanged: 1_000 }
    let job = { ...committing, processedRows: 12_000, writtenRows: 0 }
    serveJob().mockImplementation(async (request: Request) => {
      const { pathname } = new URL(request.url)
      if (pathname === `/api/bulk-uploads/${JOB_ID}`) return json(200, job)
      if (pathname === '/api/bulk-uploads') return json(200, { items: [job], total: 1, page: 1, pageSize: 10 })
      return json(404, {})
    })
    await openJob()
    const bar = () => Number(screen.getByRole('progressbar', { name: 'Fortschritt' }).getAttribute('aria-valuenow'))
    expect(await screen.findByText('Zeilen werden vor dem Schreiben erneut geprüft: 12.000 von 25.000')).toBeTruthy()
    expect(bar()).toBe(48)
    // Checked: now the 24,000 new and changed rows are written, 10,000 a statement.
    job = { ...committing, processedRows: 25_000, writtenRows: 10_000 }
    expect(await screen.findByText('Zeilen werden geschrieben: 10.000 von 24.000', {}, { timeout: 10_000 })).toBeTruthy()
    expect(Math.round(bar())).toBe(42)
  })
})
