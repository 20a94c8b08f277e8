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

  it('answers a question naming no field only from a passage holding its attribute words', () => {
    const leaflet = {
      fileId: 'l',
      heading: 'Gebrauchsinformation > Wie ist Dolorex Schmerzgel anzuwenden?',
      text: 'Dolorex Schmerzgel 3-mal täglich dünn auftragen.',
      profile: profile({ fileId: 'l', product: 'Dolorex', documentType: 'leaflet' }),
    }
    expect(judgeCoverage('Kann man Dolorex Schmerzgel beim Hund anwenden?', [leaflet]).answering).toEqual([])
    expect(judgeCoverage('Kann man Dolorex Schmerzgel dünn auftragen?', [leaflet]).answering).toEqual([
      leaflet,
    ])
  })

  it('asks every field the question names of one passage', () => {
    const leaflet = {
      fileId: 'l',
      heading: 'Dosierung',
      text: 'Kinder ab 6 Jahren: 1 Tablette täglich.',
      profile: profile({ fileId: 'l', product: 'Dolorex', documentType: 'leaflet' }),
    }
    expect(judgeCoverage('Welche Nebenwirkungen hat Dolorex bei Kindern?', [leaflet]).answering).toEqual([])
    expect(judgeCoverage('Welche Dosierung hat Dolorex bei Kindern?', [leaflet]).answering).toEqual([leaflet])
    // "How long" is covered by a passage stating a duration in its own words.
    const shelfLife = {
      fileId: 's',
      heading: '6.3 Dauer der Haltbarkeit',
      text: '4 Jahre.',
      profile: profile({ fileId: 's', product: 'Dolorex', documentType: 'smpc' }),
    }
    expect(judgeCoverage('Wie lange ist Dolorex haltbar?', [shelfLife]).answering).toEqual([shelfLife])
  })

  it('refuses a market no retrieved document is of, a document of unknown market counting for its language’s', () => {
    const faq = {
      fileId: 'faq',
      heading: 'FAQ',
      text: 'Die Zustellung an Apotheken dauert 1 bis 2 Werktage.',
      profile: profile({ fileId: 'faq', documentType: 'faq' }),
    }
    expect(judgeCoverage('Livrez-vous les pharmacies en Suisse ?', [faq]).answering).toEqual([])
    expect(judgeCoverage('Wie lange dauert die Lieferung in Deutschland?', [faq]).answering).toEqual([faq])
  })

  it('answers a question naming a version’s date from that version when it answers', () => {
    const dose = (fileId: string, versionDate: string, text: string) => ({
      fileId,
      heading: 'Posologie',
      text,
      profile: profile({
        fileId,
        product: 'Dolorex',
        documentType: 'leaflet',
        versionDate,
        language: 'french',
      }),
    })
    const old = dose('old', '2021-03-14', 'La dose maximale est de 12 pastilles par jour.')
    const current = dose('new', '2024-10-10', 'La dose maximale est de 8 pastilles par jour.')
    const question = 'Dans la notice Dolorex de mars 2021, quelle était la dose maximale ?'
    expect(judgeCoverage(question, [current, old]).answering).toEqual([old])
    expect(judgeCoverage('Quelle est la dose maximale de Dolorex ?', [current, old]).answering).toEqual([
      current,
      old,
    ])
  })

  it('does not take the time after opening as the closed pack’s shelf life', () => {
    const passage = (fileId: string, text: string) => ({
      fileId,
      heading: 'Aufbewahrung',
      text,
      profile: profile({ fileId, product: 'Dolorex', documentType: 'leaflet' }),
    })
    const opened = passage('o', 'Nicht über 25 °C lagern. Nach dem ersten Öffnen 4 Wochen verwendbar.')
    const both = passage('b', '3 Jahre. Nach Anbruch der Tube 6 Monate haltbar.')
    const question = 'Wie lange ist Dolorex ungeöffnet haltbar?'
    expect(judgeCoverage(question, [opened]).answering).toEqual([])
    expect(judgeCoverage(question, [opened, both]).answering).toEqual([both])
    expect(judgeCoverage('Wie lange ist Dolorex nach dem Öffnen haltbar?', [opened]).answering).toEqual([
      opened,
    ])
  })

  it('takes "how long" as answered by a stated duration, not by a word of time', () => {
    const advice = {
      fileId: 'p',
      heading: 'Press release',
      text: 'Between October and March the sun is too weak. Dolorex D3 is advised during these months.',
      profile: profile({
        fileId: 'p',
        product: 'Dolorex',
        documentType: 'pressRelease',
        language: 'english',
      }),
    }
    const shelfLife = {
      fileId: 's',
      heading: '6.3 Shelf life',
      text: 'Dolorex D3 tablets: 3 years.',
      profile: profile({ fileId: 's', product: 'Dolorex', documentType: 'smpc', language: 'english' }),
    }
    expect(judgeCoverage('How long does Dolorex D3 take to work?', [advice]).answering).toEqual([])
    expect(judgeCoverage('How long do Dolorex D3 tablets keep?', [shelfLife]).answering).toEqual([shelfLife])
    // A duration the question names in words of its own is still covered by them.
    expect(judgeCoverage('Dolorex D3 during the winter months?', [advice]).answering).toEqual([advice])
  })
  it('answers only with the value in the asked sense: a count, a name on the asked field, an end, a form', () => {
    const passage = (fileId: string, text: string, fields: Partial<StoredProfile> = {}) => ({
      fileId,
      heading: 'Gebrauchsinformation',
      text,
      profile: profile({ fileId, product: 'Dolorex', documentType: 'leaflet', ...fields }),
    })
    // "enthält" counts: the ingredient line and one dose's spray answer no bottle's count.
    const dose = passage(
      'd',
      'Dolorex enthält 1 mg pro ml. Je 1 Sprühstoß in jede Nasenöffnung. Sprühflasche mit 15 ml.',
    )
    const count = passage('c', 'Eine Flasche Dolorex reicht für 150 Sprühstöße.')
    const sprays = 'Wie viele Sprühstöße enthält eine Flasche Dolorex?'
    expect(judgeCoverage(sprays, [dose]).answering).toEqual([])
    expect(judgeCoverage(sprays, [dose, count]).answering).toEqual([count])
    // A name beside the study, not beside another sentence of the passage.
    const study = (fileId: string, text: string) =>
      passage(fileId, text, { documentType: 'pressRelease', language: 'english' })
    const figures = study(
      'f',
      'In a study with 240 participants, 7 in 10 slept better. "A fine product," says Dr. Lena Hoffmann.',
    )
    const led = study('l', 'The study was led by Prof. Anna Berg of Hamburg University.')
    expect(judgeCoverage('Who led the Dolorex study?', [figures]).answering).toEqual([])
    expect(judgeCoverage('Who led the Dolorex study?', [figures, led]).answering).toEqual([led])
    // "Bis wann": an end, not the date a price list applies from.
    const list = {
      fileId: 'p',
      heading: 'Tarifs',
      text: 'Remise de 3 % pour toute commande. Tarifs applicables au 1er mars 2025.',
      profile: profile({ fileId: 'p', documentType: 'priceList', language: 'french', market: 'FR' }),
    }
    const action = {
      ...list,
      fileId: 'a',
      text: 'Rabatt von 10 % auf Dolorex, gültig bis 31.03.2025.',
      profile: profile({ fileId: 'a', documentType: 'priceList', market: 'DE' }),
    }
    expect(judgeCoverage('Bis wann läuft der Rabatt für Dolorex?', [list]).answering).toEqual([])
    expect(judgeCoverage('Bis wann läuft der Rabatt für Dolorex?', [list, action]).answering).toEqual([
      action,
    ])
    // "As a liquid": a form, not the glass of liquid the tablet is swallowed with.
    const tablet = passage(
      't',
      'Children 6 to 12 years: half a tablet. Swallow the tablet with a glass of liquid.',
      { language: 'english' },
    )
    const syrup = passage('s', 'For children, Dolorex is also available as an oral solution.', {
      language: 'english',
    })
    const liquid = 'Is Dolorex available as a liquid for children?'
    expect(judgeCoverage(liquid, [tablet]).answering).toEqual([])
    expect(judgeCoverage(liquid, [tablet, syrup]).answering).toEqual([syrup])
  })
})
