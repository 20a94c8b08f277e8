// Issue 38 (decision 0104, round 5) on the real database: the documents of a year a question names are
// candidates of their own (profile-passages.ts), so the older price list a question asks for is found
// although its successor repeats its rows; with a product named, of the others only documents of no
// one product are read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datedPassages, productPassages } from '../../src/server/knowledge/profile-passages.ts'
import { retrievePassages } from '../../src/server/knowledge/retrieve.ts'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

const priceList = (stand: string, valid: string, price: string) =>
  [
    'Preisliste für Apotheken',
    `Diese Preisliste gilt ab dem ${valid}.`,
    '',
    'Produkt | Packung | AVP',
    `Dolorex 1 % Gel | 50 g | ${price}`,
    'Calmora 20 mg Tabletten | 20 Stück | 6,95 €',
    '',
    `Stand ${stand}`,
  ].join('\n')

const documents: Record<string, string> = {
  'preisliste-2024.txt': priceList('06/2024', '1. Juli 2024', '8,45 €'),
  'preisliste-2025.txt': priceList('01/2025', '1. Januar 2025', '8,95 €'),
  'dolorex-leaflet.txt': [
    'Gebrauchsinformation: Information für Anwender',
    'Dolorex 1 % Gel',
    '',
    'Wie ist Dolorex 1 % Gel anzuwenden? Tragen Sie das Gel 3-mal täglich auf.',
    '',
    'Stand der Information: 10/2024',
  ].join('\n'),
  'calmora-fachinformation.md': [
    '# Fachinformation: Calmora 200 mg Filmtabletten',
    '',
    '## 4.2 Dosierung',
    '',
    'Calmora 200 mg: 1 Tablette zu 200 mg, nach 6 Stunden erneut 200 mg, höchstens 1200 mg (6 mal 200 mg) am Tag.',
    '',
    '## 6.5 Art und Inhalt des Behältnisses',
    '',
    'Packungsgrößen: Blisterpackungen mit 16 und 32 Filmtabletten.',
    '',
    'Stand: 03/2024',
  ].join('\n'),
}

describe('the documents of a named year as candidates', () => {
  let t: KnowledgeTestApp
  const scope = { tenantGroup: 'DEMO', collections: 'all' as const, includeInternal: true }

  beforeAll(async () => {
    t = await buildKnowledgeApp()
    const headers = (await t.as('ADMIN', 'DEMO')).headers
    const collectionId = await t.createCollection(headers, 'Preise')
    for (const [filename, text] of Object.entries(documents)) {
      const uploaded = await t.upload(headers, { collectionId, filename }, text)
      expect(uploaded.statusCode, uploaded.body).toBe(201)
      expect(await t.waitForStatus(headers, uploaded.json().id, ['ready', 'failed'])).toMatchObject({
        status: 'ready',
      })
    }
  }, 120_000)
  afterAll(() => t.close())

  it('reads the documents of the year, of no one product when a product is named', async () => {
    const files = async (products: string[]) =>
      new Set(
        (await datedPassages(t.app.db, scope, ['2024'], products, ['dolorex', 'gel'], 10)).map(
          (passage) => passage.filename,
        ),
      )
    expect(await files(['Dolorex'])).toEqual(new Set(['preisliste-2024.txt']))
    expect(await files([])).toEqual(new Set(['preisliste-2024.txt', 'dolorex-leaflet.txt']))
    expect(
      await datedPassages(t.app.db, { ...scope, tenantGroup: 'IGEPHA' }, ['2024'], [], ['dolorex'], 10),
    ).toEqual([])
  })

  it('ranks the price list of the asked date first, the current one otherwise', async () => {
    const first = async (question: string) =>
      (
        await retrievePassages(t.app.db, scope, question, {
          limit: 5,
          minSimilarity: t.app.config.knowledgeVectorMinSimilarity,
        })
      )[0]?.filename
    expect(await first('Was kostete Dolorex 1 % Gel nach der Preisliste von Juli 2024?')).toBe(
      'preisliste-2024.txt',
    )
    expect(await first('Was kostet Dolorex 1 % Gel laut Preisliste?')).toBe('preisliste-2025.txt')
  })

  it('ranks the named product’s chunks by the asked words, not by the strength every chunk holds', async () => {
    const [first] = await productPassages(t.app.db, scope, ['Calmora'], ['packungsgrossen', '200', 'mg'], 1)
    expect(first?.text).toContain('16 und 32')
    // The strength's figures still find the chunks when the question has no other word.
    expect(await productPassages(t.app.db, scope, ['Calmora'], ['200', 'mg'], 5)).not.toEqual([])
  })
})
