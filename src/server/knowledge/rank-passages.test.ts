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

/** A fused candidate: its passage, its fused score and, optionally, its document's profile. */
interface Candidate {
  readonly fileId: string
  readonly heading: string
  readonly text: string
  readonly score: number
  readonly profile?: Partial<StoredProfile>
}

const candidate = (
  fileId: string,
  heading: string,
  text: string,
  score: number,
  fields?: Partial<StoredProfile>,
): Candidate => ({ fileId, heading, text, score, profile: fields })

/** The files in rankPassages' order for a question, over candidates of the tenant's products. */
function order(question: string, products: readonly string[], candidates: readonly Candidate[]): string[] {
  const profiles = new Map(
    candidates.flatMap((c) => (c.profile ? [[c.fileId, profile(c.fileId, c.profile)] as const] : [])),
  )
  return rankPassages(
    analyseQuestion(question, products),
    candidates.map(({ fileId, heading, text, score }) => ({ item: { fileId, heading, text }, score })),
    profiles,
  ).map((ranked) => ranked.passage.fileId)
}

const ages = [
  candidate(
    'adults',
    'Dosierung',
    'Erwachsene und Kinder ab 12 Jahren: bis zu 3-mal täglich 1 Sprühstoß.',
    1,
  ),
  candidate('children', 'Dosierung', 'Kinder von 2 bis 6 Jahren: bis zu 3-mal täglich 1 Sprühstoß.', 0.9),
]
const markets = [
  candidate('faq-de', 'Kontakt', 'Telefonisch unter 0800 555 0100.', 1, {
    documentType: 'faq',
    language: 'german',
  }),
  candidate('faq-fr', 'Contact', 'Par téléphone au 01 23 45 67 89.', 0.5, {
    documentType: 'faq',
    language: 'french',
  }),
]
const priceLists = (newerDate: string) => [
  candidate('list-2024-12', 'Versand', 'Ab 500 € netto liefern wir versandkostenfrei.', 1, {
    documentType: 'priceList',
    language: 'german',
    versionDate: newerDate,
  }),
  candidate('list-2024-07', 'Versand', 'Ab 400 € netto liefern wir versandkostenfrei.', 0.9, {
    documentType: 'priceList',
    language: 'german',
    versionDate: '2024-07-01',
    supersededBy: 'list-2024-12',
  }),
]
const references = [
  candidate('leaflet', 'Haltbarkeit', 'Nach dem ersten Öffnen 6 Monate haltbar.', 1, {
    product: 'Dolorex',
    documentType: 'leaflet',
    language: 'german',
  }),
  candidate('smpc', '6.3 Dauer der Haltbarkeit', '3 Jahre. Nach Anbruch 6 Monate.', 0.7, {
    product: 'Dolorex',
    documentType: 'smpc',
    language: 'german',
  }),
]
const counts = [
  candidate('unit', 'Presse', 'Die Tabletten enthalten 1000 IE.', 1),
  candidate('count', 'Presse', 'Das Unternehmen hat 420 Beschäftigte.', 0.9),
]
const nameForms = [
  candidate(
    'claims',
    'Werbeaussagen > Dolorex Schmerzgel 2 %',
    'Freigegeben: Tageshöchstdosis 16 g Dolorex Schmerzgel 2 %.',
    1,
    {
      documentType: 'claims',
      language: 'german',
    },
  ),
  candidate('smpc', '4.2 Dosierung', 'Die Tageshöchstdosis beträgt 16 g Gel.', 0.8, {
    product: 'Dolorex',
    strength: '2%',
    documentType: 'smpc',
    language: 'german',
  }),
]
const useVerbs = [
  candidate('leaflet', 'How to take Dolorex', 'Take one tablet a day with water.', 1, {
    product: 'Dolorex',
    documentType: 'leaflet',
    language: 'english',
  }),
  candidate('faq', 'FAQ', 'Yes: the tablets contain no gelatine and suit vegetarians.', 0.8, {
    product: 'Dolorex',
    documentType: 'faq',
    language: 'english',
  }),
]
const shipping = 'Ab welchem Betrag war der Versand nach der Preisliste 2024 kostenlos?'

describe('rankPassages', () => {
  it.each([
    // The passage whose age ranges hold the asked age comes before one for other ages.
    [
      'an asked age',
      'Wie oft am Tag darf mein 4-jähriger Sohn Dolorex bekommen?',
      ages,
      ['children', 'adults'],
    ],
    ['no age asked', 'Wie oft am Tag darf man Dolorex nehmen?', ages, ['adults', 'children']],
    // A document of unknown market is of its language's home market when a country is asked.
    [
      'a country asked',
      'Wie erreiche ich den Kundenservice in Frankreich telefonisch?',
      markets,
      ['faq-fr', 'faq-de'],
    ],
    ['no country asked', 'Wie erreiche ich den Kundenservice telefonisch?', markets, ['faq-de', 'faq-fr']],
    // A year both a document and its successor are dated in names the older one.
    ['a year naming both', shipping, priceLists('2024-12-01'), ['list-2024-07', 'list-2024-12']],
    ['a successor of another year', shipping, priceLists('2025-01-01'), ['list-2024-07', 'list-2024-12']],
    [
      'no year asked',
      'Ab welchem Betrag ist der Versand kostenlos?',
      priceLists('2024-12-01'),
      ['list-2024-12', 'list-2024-07'],
    ],
    // The named product's SmPC comes before its leaflet when both answer and no document type is asked.
    ['no document type asked', 'Wie lange ist Dolorex haltbar?', references, ['smpc', 'leaflet']],
    [
      'the leaflet asked',
      'Was steht in der Packungsbeilage von Dolorex zur Haltbarkeit?',
      references,
      ['leaflet', 'smpc'],
    ],
    // A count question puts a number with a noun of its own first.
    ['a count asked', 'Wie viele Mitarbeiter hat das Unternehmen?', counts, ['count', 'unit']],
    ['no count asked', 'Wie viel enthält das Unternehmen?', counts, ['unit', 'count']],
    // A form beside the named product is its name: the claims list repeating it covers no more.
    [
      'the product’s form',
      'Was ist die Tageshöchstdosis beim Dolorex Schmerzgel 2 Prozent?',
      nameForms,
      ['smpc', 'claims'],
    ],
    ['a form asked apart', 'Welches Schmerzgel hat eine Tageshöchstdosis?', nameForms, ['claims', 'smpc']],
    // A concept named only by a verb of use ("take") asks nothing: the attribute word decides.
    ['a verb of use', 'Can vegetarians take Dolorex?', useVerbs, ['faq', 'leaflet']],
    ['a dose asked', 'What dose of Dolorex should vegetarians take?', useVerbs, ['leaflet', 'faq']],
  ] as const)('orders by %s: %s', (_rule, question, candidates, expected) => {
    expect(order(question, ['Dolorex'], candidates)).toEqual(expected)
  })
})
