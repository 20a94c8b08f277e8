import { describe, expect, it } from 'vitest'
import { analyseQuestion } from './question-analysis.ts'
import type { StoredProfile } from './profile/profile-store.ts'
import { rankPassages } from './rank-passages.ts'

const profile = (fileId: string, fields: Partial<StoredProfile>): StoredProfile => ({
  fileId,
  product: null,
  strength: null,
  form: null,
  documentType: null,
  market: null,
  language: null,
  versionDate: null,
  supersededBy: null,
  edited: false,
  ...fields,
})

describe('rankPassages', () => {
  it('puts the passage whose age ranges hold the asked age before one for other ages', () => {
    const adults = {
      fileId: 'adults',
      heading: 'Dosierung',
      text: 'Erwachsene und Kinder ab 12 Jahren: bis zu 3-mal täglich 1 Sprühstoß.',
    }
    const children = {
      fileId: 'children',
      heading: 'Dosierung',
      text: 'Kinder von 2 bis 6 Jahren: bis zu 3-mal täglich 1 Sprühstoß.',
    }
    const fused = [
      { item: adults, score: 1 },
      { item: children, score: 0.9 },
    ]
    const order = (question: string) =>
      rankPassages(analyseQuestion(question, ['Dolorex']), fused, new Map()).map(
        (ranked) => ranked.passage.fileId,
      )
    expect(order('Wie oft am Tag darf mein 4-jähriger Sohn Dolorex bekommen?')).toEqual([
      'children',
      'adults',
    ])
    expect(order('Wie oft am Tag darf man Dolorex nehmen?')).toEqual(['adults', 'children'])
  })

  it('reads a document of unknown market as of its language’s home market when a country is asked', () => {
    const german = { fileId: 'faq-de', heading: 'Kontakt', text: 'Telefonisch unter 0800 555 0100.' }
    const french = { fileId: 'faq-fr', heading: 'Contact', text: 'Par téléphone au 01 23 45 67 89.' }
    const profiles = new Map([
      ['faq-de', profile('faq-de', { documentType: 'faq', language: 'german' })],
      ['faq-fr', profile('faq-fr', { documentType: 'faq', language: 'french' })],
    ])
    const order = (question: string) =>
      rankPassages(
        analyseQuestion(question, []),
        [
          { item: german, score: 1 },
          { item: french, score: 0.5 },
        ],
        profiles,
      ).map((ranked) => ranked.passage.fileId)
    expect(order('Wie erreiche ich den Kundenservice in Frankreich telefonisch?')).toEqual([
      'faq-fr',
      'faq-de',
    ])
    expect(order('Wie erreiche ich den Kundenservice telefonisch?')).toEqual(['faq-de', 'faq-fr'])
  })

  it('takes a year both a document and its successor are dated in as naming the older one', () => {
    const older = {
      fileId: 'list-2024-07',
      heading: 'Versand',
      text: 'Ab 400 € netto liefern wir versandkostenfrei.',
    }
    const newer = {
      fileId: 'list-2024-12',
      heading: 'Versand',
      text: 'Ab 500 € netto liefern wir versandkostenfrei.',
    }
    const fused = [
      { item: newer, score: 1 },
      { item: older, score: 0.9 },
    ]
    const order = (question: string, newerDate: string) =>
      rankPassages(
        analyseQuestion(question, []),
        fused,
        new Map([
          [
            'list-2024-07',
            profile('list-2024-07', {
              documentType: 'priceList',
              language: 'german',
              versionDate: '2024-07-01',
              supersededBy: 'list-2024-12',
            }),
          ],
          [
            'list-2024-12',
            profile('list-2024-12', {
              documentType: 'priceList',
              language: 'german',
              versionDate: newerDate,
            }),
          ],
        ]),
      ).map((ranked) => ranked.passage.fileId)
    expect(
      order('Ab welchem Betrag war der Versand nach der Preisliste 2024 kostenlos?', '2024-12-01'),
    ).toEqual(['list-2024-07', 'list-2024-12'])
    // A successor of another year is not named by the year; the older one still is.
    expect(
      order('Ab welchem Betrag war der Versand nach der Preisliste 2024 kostenlos?', '2025-01-01')[0],
    ).toBe('list-2024-07')
    expect(order('Ab welchem Betrag ist der Versand kostenlos?', '2024-12-01')[0]).toBe('list-2024-12')
  })

  it('puts the named product’s SmPC before its leaflet when both answer and no document type is asked', () => {
    const leaflet = {
      fileId: 'leaflet',
      heading: 'Haltbarkeit',
      text: 'Nach dem ersten Öffnen 6 Monate haltbar.',
    }
    const smpc = {
      fileId: 'smpc',
      heading: '6.3 Dauer der Haltbarkeit',
      text: '3 Jahre. Nach Anbruch 6 Monate.',
    }
    const profiles = new Map([
      ['leaflet', profile('leaflet', { product: 'Dolorex', documentType: 'leaflet', language: 'german' })],
      ['smpc', profile('smpc', { product: 'Dolorex', documentType: 'smpc', language: 'german' })],
    ])
    const order = (question: string) =>
      rankPassages(
        analyseQuestion(question, ['Dolorex']),
        [
          { item: leaflet, score: 1 },
          { item: smpc, score: 0.7 },
        ],
        profiles,
      ).map((ranked) => ranked.passage.fileId)
    expect(order('Wie lange ist Dolorex haltbar?')).toEqual(['smpc', 'leaflet'])
    expect(order('Was steht in der Packungsbeilage von Dolorex zur Haltbarkeit?')[0]).toBe('leaflet')
  })

  it('puts a number with a noun of its own first for a count question', () => {
    const unit = { fileId: 'unit', heading: 'Presse', text: 'Die Tabletten enthalten 1000 IE.' }
    const count = { fileId: 'count', heading: 'Presse', text: 'Das Unternehmen hat 420 Beschäftigte.' }
    const fused = [
      { item: unit, score: 1 },
      { item: count, score: 0.9 },
    ]
    const order = (question: string) =>
      rankPassages(analyseQuestion(question, []), fused, new Map()).map((ranked) => ranked.passage.fileId)
    expect(order('Wie viele Mitarbeiter hat das Unternehmen?')).toEqual(['count', 'unit'])
    expect(order('Wie viel enthält das Unternehmen?')).toEqual(['unit', 'count'])
  })
})
