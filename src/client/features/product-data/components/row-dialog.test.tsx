import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resourceById } from '../lib/product-data-resources.ts'
import { json, renderProductData, requestsOf, serveApi } from '../testing/render-product-data.tsx'
import { RowDialog } from './row-dialog.tsx'

const companies = resourceById('companies')
const pzns = resourceById('pzns')
const lauerTaxe = resourceById('lauer-taxe')
const domainPzns = resourceById('domain-pzns')
const DE = '11111111-1111-4111-8111-111111111111'
const PZN_ID = '22222222-2222-4222-8222-222222222222'
const COUNTRY = {
  id: DE,
  code: 'DE',
  nameEn: 'Germany',
  identifierScheme: 'pzn8',
  labels: {},
  createdAt: '',
  updatedAt: '',
}
const COMPANY = {
  id: 'co-1',
  name: 'Acme Pharma',
  country: DE,
  website: null,
  labels: { country: 'DE · Germany' },
  createdAt: '',
  updatedAt: '',
}

function serveCompany(patch: (request: Request) => Response | Promise<Response>) {
  return serveApi({
    'GET /api/resources/countries': () => json(200, { items: [COUNTRY], total: 1, page: 1, pageSize: 100 }),
    [`GET /api/resources/countries/${DE}`]: () => json(200, COUNTRY),
    'GET /api/resources/companies/co-1': () => json(200, COMPANY),
    'PATCH /api/resources/companies/co-1': patch,
    'DELETE /api/resources/companies/co-1': () => json(204, null),
  })
}

/** The text shown under a field: MUI ties it to the input with aria-describedby. */
function helperTextOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby') ?? ''
  // A blank helper line is a zero-width space (it keeps the form from jumping).
  return id ? (document.getElementById(id)?.textContent ?? '').replace(/\u200b/g, '').trim() : ''
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the detail view of a row', () => {
  it('shows the server field errors at their field and sends only what changed', async () => {
    const fetchMock = serveCompany(() =>
      json(409, {
        message: 'A companies row with this name exists already',
        code: 'resource.duplicate',
        fieldErrors: {
          name: { code: 'resource.duplicate', message: 'A companies row with this name exists already' },
        },
      }),
    )
    await renderProductData(
      <RowDialog resource={companies} item="co-1" canWrite canDelete={false} onClose={() => {}} />,
    )
    const name = await screen.findByRole('textbox', { name: 'Name' })
    fireEvent.change(name, { target: { value: 'Beta Pharma' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(helperTextOf(name)).toBe('Ein Eintrag mit diesem Wert existiert bereits.'))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    const patch = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'PATCH')
    expect(await patch?.json()).toEqual({ name: 'Beta Pharma' })
    // Editing the field again clears the server's verdict on it.
    fireEvent.change(name, { target: { value: 'Gamma Pharma' } })
    expect(helperTextOf(name)).toBe('')
  })

  it("shows the server's own words for a problem the catalogue does not know", async () => {
    serveCompany(() =>
      json(400, {
        message: 'Invalid',
        fieldErrors: { website: { code: 'website.unreachable', message: 'The site does not answer' } },
      }),
    )
    await renderProductData(
      <RowDialog resource={companies} item="co-1" canWrite canDelete={false} onClose={() => {}} />,
    )
    const website = await screen.findByRole('textbox', { name: 'Website' })
    fireEvent.change(website, { target: { value: 'https://acme.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(helperTextOf(website)).toBe('The site does not answer'))
  })

  it.each([
    ['de', 'PZN', 'Prüfziffer der PZN falsch: erwartet 9, angegeben 8.'],
    ['en', 'PZN', 'Wrong PZN check digit: expected 9, got 8.'],
    ['fr', 'Code produit (PZN/CIP)', 'Clé de contrôle du PZN erronée : 9 attendu, 8 saisi.'],
  ] as const)('checks an identifier as the user leaves the field (%s)', async (locale, label, message) => {
    const fetchMock = serveCompany(() => json(500, {}))
    await renderProductData(
      <RowDialog resource={pzns} item="new" canWrite canDelete={false} onClose={() => {}} />,
      { locale },
    )
    const pzn = screen.getByRole('textbox', { name: label })
    fireEvent.change(pzn, { target: { value: '27580898' } })
    expect(helperTextOf(pzn)).toBe('')
    fireEvent.blur(pzn)
    expect(helperTextOf(pzn)).toBe(message)
    fireEvent.change(pzn, { target: { value: '27580899' } })
    expect(helperTextOf(pzn)).toBe('')
    expect(requestsOf(fetchMock).some((r) => r.startsWith('POST'))).toBe(false)
  })

  it.each([
    ['de', 'Zuletzt gesehen', '01.10.2026', '28.11.2026'],
    ['fr', 'Vu pour la dernière fois', '01/10/2026', '28/11/2026'],
  ] as const)(
    "shows and takes a date in the app's language (%s), and sends it as ISO",
    async (locale, label, shown, typed) => {
      const row = {
        id: 'dp-1',
        domain: 'apo.example',
        pzn: PZN_ID,
        url: null,
        listed: true,
        price: null,
        availability: null,
        lastSeen: '2026-10-01',
        labels: { pzn: '27580899' },
        createdAt: '',
        updatedAt: '',
      }
      const fetchMock = serveApi({
        'GET /api/resources/domain-pzns/dp-1': () => json(200, row),
        [`GET /api/resources/pzns/${PZN_ID}`]: () =>
          json(200, {
            id: PZN_ID,
            pzn: '27580899',
            country: DE,
            name: 'Ibudemo',
            labels: {},
            createdAt: '',
            updatedAt: '',
          }),
        'PATCH /api/resources/domain-pzns/dp-1': () => json(200, { ...row, lastSeen: '2026-11-28' }),
      })
      await renderProductData(
        <RowDialog resource={domainPzns} item="dp-1" canWrite canDelete={false} onClose={() => {}} />,
        { locale },
      )
      const date = (await screen.findByRole('textbox', { name: label })) as HTMLInputElement
      expect(date.value).toBe(shown)
      expect(date.type).toBe('text')
      fireEvent.change(date, { target: { value: typed } })
      fireEvent.blur(date)
      fireEvent.click(screen.getByRole('button', { name: locale === 'de' ? 'Speichern' : 'Enregistrer' }))
      await waitFor(() => expect(requestsOf(fetchMock)).toContain('PATCH /api/resources/domain-pzns/dp-1'))
      const patch = fetchMock.mock.calls
        .map(([request]) => request as Request)
        .find((request) => request.method === 'PATCH')
      expect(await patch?.json()).toEqual({ lastSeen: '2026-11-28' })
    },
  )

  it('asks before deleting and deletes only when confirmed', async () => {
    const fetchMock = serveCompany(() => json(500, {}))
    const onClose = vi.fn()
    await renderProductData(
      <RowDialog resource={companies} item="co-1" canWrite canDelete onClose={onClose} />,
    )
    await screen.findByDisplayValue('Acme Pharma')
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }))
    const confirm = await screen.findByRole('dialog', { name: 'Unternehmen löschen?' })
    expect(within(confirm).getByText(/„Acme Pharma“ wird endgültig gelöscht/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unternehmen löschen?' })).toBeNull())
    expect(requestsOf(fetchMock).some((r) => r.startsWith('DELETE'))).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }))
    const again = await screen.findByRole('dialog', { name: 'Unternehmen löschen?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(requestsOf(fetchMock)).toContain('DELETE /api/resources/companies/co-1')
  })

  it('says why the server refused to delete a row still in use', async () => {
    serveApi({
      'GET /api/resources/countries': () => json(200, { items: [COUNTRY], total: 1, page: 1, pageSize: 100 }),
      [`GET /api/resources/countries/${DE}`]: () => json(200, COUNTRY),
      'GET /api/resources/companies/co-1': () => json(200, COMPANY),
      'DELETE /api/resources/companies/co-1': () =>
        json(409, { message: 'still used by manufacturers', code: 'resource.inUse' }),
    })
    await renderProductData(
      <RowDialog resource={companies} item="co-1" canWrite canDelete onClose={() => {}} />,
    )
    await screen.findByDisplayValue('Acme Pharma')
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }))
    const confirm = await screen.findByRole('dialog', { name: 'Unternehmen löschen?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }))
    expect(await within(confirm).findByText(/wird noch von anderen Listen verwendet/)).toBeTruthy()
  })

  it('offers neither edit nor delete for an imported Lauer-Taxe row, even to an admin', async () => {
    const row = {
      id: 'lt-1',
      pzn: '27580899',
      issueDate: '2026-10-01',
      name: 'Ibudemo',
      retailPrice: 7.95,
      marketStatus: 'onMarket',
      tenantGroup: 'DEMO',
      labels: {},
      createdAt: '',
      updatedAt: '',
    }
    const fetchMock = serveApi({
      'GET /api/resources/countries': () => json(200, { items: [COUNTRY], total: 1, page: 1, pageSize: 100 }),
      'GET /api/resources/lauer-taxe/lt-1': () => json(200, row),
    })
    await renderProductData(
      <RowDialog resource={lauerTaxe} item="lt-1" canWrite canDelete onClose={() => {}} />,
      { user: { role: 'ADMIN', group: 'DEMO' } },
    )
    expect(((await screen.findByDisplayValue('Ibudemo')) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(requestsOf(fetchMock).filter((r) => !r.startsWith('GET'))).toEqual([])
  })
})
