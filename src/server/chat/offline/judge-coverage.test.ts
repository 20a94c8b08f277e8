import { describe, expect, it } from 'vitest'
import type { StoredProfile } from '../../knowledge/profile/profile-store.ts'
import { judgeCoverage } from './judge-coverage.ts'

const profile = (fields: Partial<StoredProfile>): StoredProfile => ({
  fileId: 'f',
  product: null,
  strength: null,
  form: null,
  documentType: null,
  market: null,
  language: 'german',
  versionDate: null,
  supersededBy: null,
  edited: false,
  ...fields,
})

const priceListDe = {
  fileId: 'de',
  heading: 'Preisliste',
  text: 'Produkt | Packung | PZN | AVP\nDolorex 1 % Gel | 50 g | 12345678 | 8,95 €',
  profile: profile({ fileId: 'de', documentType: 'priceList', market: 'DE' }),
}
const priceListFr = {
  fileId: 'fr',
  heading: 'Tarifs',
  text: 'Produit | Présentation | CIP | Prix\nDolorex 2 % | tube de 60 g | 34009 301 | 7,90 €',
  profile: profile({ fileId: 'fr', documentType: 'priceList', market: 'FR', language: 'french' }),
}

describe('judgeCoverage', () => {
  it('lets no document of another market answer for the market a question names', () => {
    expect(judgeCoverage('Was kostet Dolorex in Frankreich?', [priceListDe]).answering).toEqual([])
    expect(judgeCoverage('Was kostet Dolorex in Deutschland?', [priceListDe]).answering).toEqual([
      priceListDe,
    ])
  })

  it('lets a document of no one product answer for a strength only where it writes that strength', () => {
    expect(judgeCoverage('Quel est le prix de Dolorex 1 % ?', [priceListFr]).answering).toEqual([])
    expect(judgeCoverage('Quel est le prix de Dolorex 2 % ?', [priceListFr]).answering).toEqual([priceListFr])
  })

  it('lets a passage answer only when it speaks of the field the question names', () => {
    const leaflet = {
      fileId: 'l',
      heading: 'Gebrauchsinformation',
      text: 'Dolorex Lutschtabletten langsam lutschen. Nicht bei Kindern unter 6 Jahren anwenden.',
      profile: profile({ fileId: 'l', product: 'Dolorex', documentType: 'leaflet' }),
    }
    expect(judgeCoverage('Darf ich Dolorex in der Schwangerschaft lutschen?', [leaflet]).answering).toEqual(
      [],
    )
    expect(judgeCoverage('Ab welchem Alter darf man Dolorex lutschen?', [leaflet]).answering).toEqual([
      leaflet,
    ])
  })

  it('treats a code the question gives and no passage holds as unknown', () => {
    const leaflet = {
      fileId: 'l',
      heading: 'Notice',
      text: 'Date de péremption : voir la boîte. Lot 11A001.',
      profile: profile({ fileId: 'l', product: 'Dolorex', documentType: 'leaflet', language: 'french' }),
    }
    const asked = (question: string) => judgeCoverage(question, [leaflet])
    expect(asked('Quelle est la date de péremption du lot 24B117 de Dolorex ?').unknownName).toBe(true)
    expect(asked('Quelle est la date de péremption du lot 11A001 de Dolorex ?').unknownName).toBe(false)
  })
})
