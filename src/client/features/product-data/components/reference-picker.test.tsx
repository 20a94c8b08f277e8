import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fieldOf, resourceById } from '../lib/product-data-resources.ts'
import { json, renderProductData, requestsOf, serveApi } from '../testing/render-product-data.tsx'
import { ReferencePicker } from './reference-picker.tsx'

const DE = '11111111-1111-4111-8111-111111111111'
const COUNTRIES = [{ id: DE, code: 'DE', nameEn: 'Germany', identifierScheme: 'pzn8', labels: {}, createdAt: '', updatedAt: '' }]
const PACK = { id: '7f000000-0000-4000-8000-000000000001', pzn: '27580899', name: 'Ibudemo 400 mg', labels: {}, createdAt: '', updatedAt: '' }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('reference picker', () => {
  it('searches the target list on the server, within the country the field asks for', async () => {
    const fetchMock = serveApi({
      'GET /api/resources/countries': () => json(200, { items: COUNTRIES, total: 1, page: 1, pageSize: 100 }),
      'GET /api/resources/pzns': () => json(200, { items: [PACK], total: 1, page: 1, pageSize: 20 }),
    })
    const onChange = vi.fn()
    const pznDe = fieldOf(resourceById('product-master'), 'pznDe')!
    await renderProductData(<ReferencePicker field={pznDe} value="" onChange={onChange} label="PZN Deutschland" />)
    const input = screen.getByRole('combobox', { name: 'PZN Deutschland' })
    fireEvent.mouseDown(input)
    fireEvent.change(input, { target: { value: 'ibu' } })
    await waitFor(() => expect(requestsOf(fetchMock)).toContain(`GET /api/resources/pzns?page=1&pageSize=20&search=ibu&filter=country:eq:${DE}`))
    fireEvent.click(await screen.findByRole('option', { name: '27580899 · Ibudemo 400 mg' }))
    expect(onChange).toHaveBeenCalledWith(PACK.id)
  })

  it("names countries in the user's language and asks the server for labels in it", async () => {
    const fetchMock = serveApi({
      'GET /api/resources/countries': () =>
        json(200, { items: [{ ...COUNTRIES[0], nameDe: 'Deutschland', nameFr: 'Allemagne' }], total: 1, page: 1, pageSize: 20 }),
    })
    const country = fieldOf(resourceById('pzns'), 'country')!
    await renderProductData(<ReferencePicker field={country} value="" onChange={vi.fn()} label="Pays" />, { locale: 'fr' })
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pays' }))
    expect(await screen.findByRole('option', { name: 'DE · Allemagne' })).toBeTruthy()
    const request = fetchMock.mock.calls.map(([r]) => r as Request).find((r) => new URL(r.url).pathname === '/api/resources/countries')!
    expect(request.headers.get('Accept-Language')).toBe('fr')
  })
})
