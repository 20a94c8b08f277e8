// The deterministic matcher of AI visibility against hand-read answers: whole words, aliases, the
// longest match, positions only from list items, citations typed by domain.
import { describe, expect, it } from 'vitest'
import { extractCitations } from '../../src/server/visibility/citations.ts'
import { findListItems } from '../../src/server/visibility/list-items.ts'
import { matchAnswer, namesBrand } from '../../src/server/visibility/match-answer.ts'

const project = {
  brand: 'Zyrtomax',
  brandAliases: ['Zyrtomax Forte', 'Zyrtomaks'],
  ownDomains: ['zyrtomax.de'],
  competitors: [
    { name: 'Dolorin', aliases: ['Dolorin Akut'], domains: ['dolorin.de'] },
    { name: 'Halsfrei', aliases: [], domains: [] },
  ],
}

describe('matchAnswer', () => {
  it('finds the competitor first in the list, the brand second by its longer alias, not a misspelling', () => {
    const text = [
      'Bei Halsschmerzen helfen:',
      '1. Dolorin Akut – schnell wirksam',
      '2. Zyrtomax Forte, 3x täglich',
      '3. Salbeitee',
      '',
      'Auch Zyrtomaxx wird oft empfohlen.',
    ].join('\n')
    const match = matchAnswer(text, project)
    expect(match.mentions.map((m) => [m.entity, m.matched, m.listPosition])).toEqual([
      ['Dolorin', 'Dolorin Akut', 1],
      ['brand', 'Zyrtomax Forte', 2],
    ])
    expect(match.brandMentioned).toBe(true)
    expect(match.brandPosition).toBe(2)
    expect(match.entitiesMentioned).toBe(2)
    expect(text.slice(match.mentions[1]!.start, match.mentions[1]!.end)).toBe('Zyrtomax Forte')
  })

  it('takes an alias the project lists for a misspelling, case and diacritics folded', () => {
    const match = matchAnswer('Viele nehmen ZYRTOMAKS oder dolorin.', project)
    expect(match.mentions.map((m) => m.entity)).toEqual(['brand', 'Dolorin'])
    expect(match.brandPosition).toBeNull()
    expect(match.entitiesMentioned).toBe(2)
  })

  it('gives no position to a name in running text, and none for part of a word', () => {
    const match = matchAnswer(
      'Zyrtomaxtabletten sind nicht Zyrtomax? Nein: Halsfrei.\n- Salbei\n- Honig',
      project,
    )
    expect(match.mentions.map((m) => [m.entity, m.listPosition])).toEqual([
      ['brand', null],
      ['Halsfrei', null],
    ])
    expect(match.brandPosition).toBeNull()
  })

  it('counts a name once per answer however often it is named; its position is its first list item', () => {
    const text = 'Zyrtomax ist bekannt.\n\n- Halsfrei\n- Zyrtomax\n- Zyrtomax Forte\n\nFazit: Zyrtomax.'
    const match = matchAnswer(text, project)
    expect(match.mentions).toHaveLength(5)
    expect(match.entitiesMentioned).toBe(2)
    expect(match.brandPosition).toBe(2)
  })

  it('reads the position within the first list naming the brand, numbering each list from 1', () => {
    const text = 'Arzneimittel:\n1. Dolorin\n2. Halsfrei\nHausmittel:\n1. Tee\n2. Zyrtomax'
    expect(findListItems(text).map((i) => [i.list, i.position])).toEqual([
      [0, 1],
      [0, 2],
      [1, 1],
      [1, 2],
    ])
    expect(matchAnswer(text, project).brandPosition).toBe(2)
  })

  it('does not take a name inside a web address for a mention', () => {
    const match = matchAnswer('Mehr auf https://www.zyrtomax.de/dolorin-vergleich und www-Seiten.', project)
    expect(match.mentions).toEqual([])
  })

  it('finds an empty answer empty', () => {
    expect(matchAnswer('', project)).toMatchObject({
      mentions: [],
      brandMentioned: false,
      entitiesMentioned: 0,
    })
  })

  it('finds branded prompts by the brand and its aliases only', () => {
    expect(namesBrand('Ist Zyrtomax gut gegen Halsschmerzen?', project)).toBe(true)
    expect(namesBrand('Was hilft gegen Halsschmerzen? Dolorin?', project)).toBe(false)
  })
})

describe('extractCitations', () => {
  it('types each URL once by its domain: own, competitor, health portal, retailer, other', () => {
    const text =
      'Quellen: https://www.zyrtomax.de/info, [Shop](https://www.shop-apotheke.com/zyrtomax). ' +
      'Siehe https://shop.dolorin.de/p?x=1; https://www.apotheken-umschau.de/halsschmerzen. ' +
      'Und https://example.org/blog und nochmals https://www.zyrtomax.de/info.'
    expect(extractCitations(text, project).map((c) => [c.domain, c.type])).toEqual([
      ['zyrtomax.de', 'own'],
      ['shop-apotheke.com', 'retailer'],
      ['shop.dolorin.de', 'competitor'],
      ['apotheken-umschau.de', 'healthPortal'],
      ['example.org', 'other'],
    ])
    expect(extractCitations(text, project)[0]!.url).toBe('https://www.zyrtomax.de/info')
  })

  it('takes only http(s) URLs', () => {
    expect(
      extractCitations('ftp://zyrtomax.de/x and javascript:alert(1) and mailto:a@zyrtomax.de', project),
    ).toEqual([])
  })
})
