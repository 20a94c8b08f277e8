import { describe, expect, it } from 'vitest'
import { readDocumentProfile, versionDatesIn } from './read-document-profile.ts'

const profileOf = (
  filename: string,
  text: string,
  language: 'german' | 'french' | 'english' | null = 'german',
) => readDocumentProfile({ filename, language, units: [{ heading: '', text }] })

describe('readDocumentProfile', () => {
  it('reads a German leaflet: product, strength, form, type, market, version date', () => {
    const profile = profileOf(
      'dolorex-gel.pdf',
      'Gebrauchsinformation: Information für Anwender\nDolorex 1 % Gel\nWirkstoff: Diclofenac-Natrium\n\nDolorex 1 % Gel wird angewendet bei Schmerzen.\nZul.-Nr. 12345.00.00\nStand der Information: 10/2023',
    )
    expect(profile).toEqual({
      product: 'Dolorex',
      strength: '1%',
      form: 'gel',
      documentType: 'leaflet',
      market: 'DE',
      language: 'german',
      versionDate: '2023-10-01',
    })
  })

  it('reads a name after a document word, a second word with digits, and units in capitals', () => {
    expect(
      profileOf(
        'zyrtomax-2mg-smpc.md',
        '_SmPC Zyrtomax 2 mg hard capsules · Nordpharm Ltd_\nSummary of Product Characteristics – Zyrtomax 2 mg hard capsules',
        'english',
      ),
    ).toMatchObject({ product: 'Zyrtomax', strength: '2mg', documentType: 'smpc' })
    expect(
      profileOf(
        'calmora-d3.html',
        'Gebrauchsinformation: Information für Anwender – Calmora D3 1000 I.E. Tabletten',
      ),
    ).toMatchObject({ product: 'Calmora', strength: '1000ie', form: 'tabletten' })
  })

  it('takes no heading above a dose on the next line for a product', () => {
    const profile = profileOf(
      'dolorex-fachinformation.pdf',
      '1. Bezeichnung des Arzneimittels\nDolorex Schmerzgel 1 % Gel\n2. Qualitative und quantitative Zusammensetzung\n1 g Gel enthält 10 mg Diclofenac-Natrium.',
    )
    expect(profile).toMatchObject({ product: 'Dolorex', strength: '1%', form: 'gel', documentType: 'smpc' })
  })

  it('tells 0,05 % from 0,1 % and reads a French notice revised on a day', () => {
    const profile = profileOf(
      'notice.txt',
      'NOTICE : INFORMATION DE L’UTILISATEUR\nNasaclar 0,05 % solution pour pulvérisation nasale\nLa dernière date à laquelle cette notice a été révisée le 12/03/2024. AMM 34009 300 123 4 5',
      'french',
    )
    expect(profile).toMatchObject({
      product: 'Nasaclar',
      strength: '0.05%',
      documentType: 'leaflet',
      market: 'FR',
      versionDate: '2024-03-12',
    })
  })

  it('reads an SmPC, an English revision date by month name, and a price list without a product', () => {
    expect(
      profileOf('x.md', 'Fachinformation\nTussicalm 15 mg Kapseln\nzuletzt überarbeitet im März 2022')
        .versionDate,
    ).toBe('2022-03-01')
    expect(profileOf('x.md', 'Fachinformation\nTussicalm 15 mg Kapseln').documentType).toBe('smpc')
    expect(
      profileOf(
        'spc.html',
        'Summary of Product Characteristics\nCoolmint 20 mg tablets\nDate of revision of the text: 14 June 2021',
        'english',
      ),
    ).toMatchObject({
      documentType: 'smpc',
      product: 'Coolmint',
      strength: '20mg',
      versionDate: '2021-06-14',
    })
    expect(profileOf('preisliste-2024.txt', 'Preisliste Apotheken 2024\nArtikel AVP')).toMatchObject({
      documentType: 'priceList',
      product: null,
      versionDate: null,
    })
  })

  it('leaves what the text does not say null', () => {
    expect(profileOf('notes.txt', 'Ein paar Notizen ohne Produkt.', null)).toEqual({
      product: null,
      strength: null,
      form: null,
      documentType: null,
      market: null,
      language: null,
      versionDate: null,
    })
  })
})

describe('versionDatesIn', () => {
  it.each([
    ['Stand: 01.02.2024', '2024-02-01'],
    ['Stand 10/2023 Seite 1 von 3', '2023-10-01'],
    ['révisée le 3 avril 2023', '2023-04-03'],
    ['Revised: 2022-11', '2022-11-01'],
    ['last revised in January 2020', '2020-01-01'],
  ])('%s -> %s', (text, date) => {
    expect(versionDatesIn(text)).toEqual([date])
  })

  it('ignores a date without a version cue', () => {
    expect(versionDatesIn('Verwendbar bis 12/2026')).toEqual([])
  })
})
