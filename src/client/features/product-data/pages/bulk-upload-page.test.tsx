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
  errors: { pzn: { code: 'pzn8.checkDigit', message: 'Wrong PZN check digit: expected 9, got 8.' } },
}

function serveJob(job = JOB) {
  return serveApi({
    [`GET /api/bulk-uploads/${JOB_ID}`]: () => json(200, job),
    [`GET /api/bulk-uploads/${JOB_ID}/preview`]: (request) =>
      new URL(request.url).searchParams.get('rows') === 'rejected'
        ? json(200, { columns: job.columns, rows: [REJECTED], total: 1, page: 1, pageSize: 25 })
        : json(200, { columns: job.columns, rows: [{ line: 2, action: 'insert', values: { pzn: '27580899', name: 'Ibudemo' }, errors: {} }, REJECTED], total: 2, page: 1, pageSize: 100 }),
    'GET /api/bulk-uploads': () => json(200, { items: [job], total: 1, page: 1, pageSize: 10 }),
    [`POST /api/bulk-uploads/${JOB_ID}/commit`]: () => json(202, { ...job, status: 'committing' }),
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
    await within(rejected).findByText('PZN: Prüfziffer der PZN falsch: erwartet 9, angegeben 8.')
    expect(screen.getByRole('button', { name: 'Bericht herunterladen (CSV)' })).toBeTruthy()
    expect((screen.getByRole('button', { name: '2 Zeilen übernehmen' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('commits a clean upload', async () => {
    const fetchMock = serveJob({ ...JOB, rejectedRows: 0, validRows: 3, inserted: 3 })
    await openJob()
    fireEvent.click(await screen.findByRole('button', { name: '3 Zeilen übernehmen' }))
    await waitFor(() => expect(requestsOf(fetchMock)).toContain(`POST /api/bulk-uploads/${JOB_ID}/commit`))
    expect(await screen.findByText('Zeilen werden geschrieben: 3 von 3')).toBeTruthy()
  })
})
