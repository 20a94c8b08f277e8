import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderProductData, serveApi } from '../testing/render-product-data.tsx'
import { ProductIdentifiers } from './product-identifiers.tsx'

const DE_PACK = { id: 'p-de', pzn: '27580899', name: 'Ibudemo 400 mg Tabletten', retailPrice: 7.95, marketStatus: 'onMarket', labels: {}, createdAt: '', updatedAt: '' }
const AT_PACK = { id: 'p-at', pzn: '2444238', name: 'Ibudemo 400 mg Filmtabletten', retailPrice: 8.5, marketStatus: 'outOfTrade', labels: {}, createdAt: '', updatedAt: '' }
const PRODUCT = {
  id: 'pm-1',
  code: 'IBU-400-20',
  name: 'Ibudemo 400 mg 20 St.',
  brand: 'b-1',
  strength: '400 mg',
  packSize: '20',
  pznDe: 'p-de',
  pznAt: 'p-at',
  cip13: null,
  labels: { brand: 'Ibudemo', pznDe: '27580899 · Ibudemo 400 mg Tabletten', pznAt: '2444238 · Ibudemo 400 mg Filmtabletten', cip13: null },
  createdAt: '',
  updatedAt: '',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the product master', () => {
  it("shows one product's packages per country side by side", async () => {
    serveApi({ 'GET /api/resources/pzns/p-de': () => json(200, DE_PACK), 'GET /api/resources/pzns/p-at': () => json(200, AT_PACK) })
    await renderProductData(<ProductIdentifiers product={PRODUCT} />)
    const table = screen.getByRole('table', { name: 'Kennungen in den Ländern' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Angabe', 'PZN Deutschland', 'PZN Österreich', 'CIP13 Frankreich'])
    const cells = (label: string) => within(within(table).getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell').map((td) => td.textContent)
    await within(table).findByText('Ibudemo 400 mg Filmtabletten')
    expect(cells('Kennung')).toEqual(['27580899', '2444238', 'nicht verknüpft'])
    expect(cells('Marktstatus')).toEqual(['Im Handel', 'Außer Handel', ''])
    expect(screen.getByText('Ibudemo')).toBeTruthy()
    expect(screen.getByText('400 mg')).toBeTruthy()
  })
})
