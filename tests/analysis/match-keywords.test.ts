// The deterministic keyword matcher: whole words, case and diacritics folded, aliases, longest match
// wins, offsets into the original text, language limits.
import { describe, expect, it } from 'vitest'
import { foldWord } from '../../src/server/analysis/match/fold-words.ts'
import {
  compileKeywords,
  matchKeywords,
  type MatchKeyword,
} from '../../src/server/analysis/match/match-keywords.ts'

const kw = (
  id: string,
  term: string,
  aliases: string[] = [],
  language: string | null = null,
): MatchKeyword => ({
  id,
  term,
  aliases,
  language,
})

const found = (text: string, keywords: MatchKeyword[], language?: string | null) =>
  matchKeywords(text, keywords, { language }).map((h) => [h.keywordId, h.matched])

describe('folding', () => {
  it.each([
    ['Übelkeit', 'ubelkeit'],
    ['ÜBELKEIT', 'ubelkeit'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['cœur', 'coeur'],
    ['Éruption', 'eruption'],
    ['démangeaisons', 'demangeaisons'],
    ['Zyrtomax', 'zyrtomax'],
  ])('%s -> %s', (word, folded) => expect(foldWord(word)).toBe(folded))
})

describe('matchKeywords', () => {
  it('finds whole words only, never inside another word', () => {
    const keywords = [kw('z', 'Zyrtomax'), kw('s', 'Schmerz')]
    expect(found('Zyrtomaxforte und Schmerzen, aber Zyrtomax hilft beim Schmerz.', keywords)).toEqual([
      ['z', 'Zyrtomax'],
      ['s', 'Schmerz'],
    ])
  })

  it('folds case and diacritics in both directions and returns the text as it stands', () => {
    const keywords = [kw('u', 'Übelkeit'), kw('n', 'nausee')]
    const text = 'UEBELKEIT nicht, aber uebelkeit? Nein: ÜBELKEIT und übelkeit. Une NAUSÉE forte.'
    const hits = matchKeywords(text, keywords)
    expect(hits.map((h) => h.matched)).toEqual(['ÜBELKEIT', 'übelkeit', 'NAUSÉE'])
    for (const hit of hits) expect(text.slice(hit.start, hit.end)).toBe(hit.matched)
  })

  it('finds decomposed accents (NFD) as well as composed ones', () => {
    const text = 'une nause\u0301e le matin'
    const [hit] = matchKeywords(text, [kw('n', 'nausée')])
    expect(hit).toMatchObject({ keywordId: 'n', start: 4, matched: 'nause\u0301e' })
  })

  it('counts an alias as its term', () => {
    const keywords = [kw('k', 'Kopfschmerzen', ['Kopfweh', 'Kopfschmerz'])]
    expect(found('Kopfweh seit Tagen; der Kopfschmerz blieb, Kopfschmerzen auch.', keywords)).toEqual([
      ['k', 'Kopfweh'],
      ['k', 'Kopfschmerz'],
      ['k', 'Kopfschmerzen'],
    ])
  })

  it('lets the longest match win where matches overlap', () => {
    const keywords = [kw('z', 'Zyrtomax'), kw('zf', 'Zyrtomax Forte'), kw('f', 'Forte Plus')]
    expect(found('Ich nehme Zyrtomax Forte Plus.', keywords)).toEqual([['zf', 'Zyrtomax Forte']])
    expect(found('Zyrtomax wirkt.', keywords)).toEqual([['z', 'Zyrtomax']])
    const longer = [kw('ab', 'alpha beta'), kw('bcd', 'beta gamma delta')]
    expect(found('alpha beta gamma delta', longer)).toEqual([['bcd', 'beta gamma delta']])
  })

  it('matches multi-word terms across spaces, line breaks and hyphens but not across a full stop', () => {
    const keywords = [kw('a', 'allergische Reaktion')]
    expect(found('eine allergische\nReaktion', keywords)).toHaveLength(1)
    expect(found('eine allergische-Reaktion', keywords)).toHaveLength(1)
    expect(found('eine allergische   Reaktion', keywords)).toHaveLength(1)
    expect(found('nur allergische. Reaktion folgt', keywords)).toEqual([])
  })

  it("keeps a term's own punctuation, spaced in any way", () => {
    expect(found('Jetzt 100% wirksam!', [kw('w', '100 % wirksam')])).toEqual([['w', '100% wirksam']])
    expect(found('Die Nr. 1 in Apotheken', [kw('n', 'Nr. 1')])).toEqual([['n', 'Nr. 1']])
    expect(found("J'ai des maux d'estomac", [kw('m', "maux d'estomac")])).toEqual([['m', "maux d'estomac"]])
  })

  it('reports the same span once per keyword when a term is on two lists', () => {
    const keywords = [kw('ae', 'Kopfschmerzen'), kw('ind', 'Kopfschmerzen')]
    expect(found('Zyrtomax gegen Kopfschmerzen', keywords)).toEqual([
      ['ae', 'Kopfschmerzen'],
      ['ind', 'Kopfschmerzen'],
    ])
  })

  it('does not report one keyword twice for the same span when term and alias fold alike', () => {
    expect(found('Übelkeit', [kw('u', 'Übelkeit', ['Ubelkeit', 'ÜBELKEIT'])])).toEqual([['u', 'Übelkeit']])
  })

  it('limits a keyword with a language to items of that language or of unknown language', () => {
    const keywords = [kw('de', 'Schwindel', [], 'de'), kw('fr', 'vertiges', [], 'fr'), kw('any', 'Zyrtomax')]
    const text = 'Zyrtomax: Schwindel, vertiges'
    expect(found(text, keywords, 'de')).toEqual([
      ['any', 'Zyrtomax'],
      ['de', 'Schwindel'],
    ])
    expect(found(text, keywords, 'fr')).toEqual([
      ['any', 'Zyrtomax'],
      ['fr', 'vertiges'],
    ])
    expect(found(text, keywords, null)).toHaveLength(3)
  })

  it('ignores terms without letters or digits and texts without keywords', () => {
    expect(found('® und ™', [kw('r', '®')])).toEqual([])
    expect(matchKeywords('irgendein Text', [])).toEqual([])
  })

  it('handles German text: umlauts, ß and compounds', () => {
    const keywords = [
      kw('magen', 'Magenschmerzen', ['Magenbeschwerden']),
      kw('gross', 'Größe'),
      kw('schwindel', 'Schwindel', ['schwindelig']),
    ]
    const text =
      'Nach der Einnahme: MAGENBESCHWERDEN, mir war schwindelig; Schwindelanfälle nicht. Die GROESSE nicht, die Grösse schon.'
    expect(found(text, keywords)).toEqual([
      ['magen', 'MAGENBESCHWERDEN'],
      ['schwindel', 'schwindelig'],
      ['gross', 'Grösse'],
    ])
  })

  it('handles French text: accents, ligatures and elisions', () => {
    const keywords = [
      kw('coeur', 'mal au coeur'),
      kw('eruption', 'éruption cutanée'),
      kw('allergie', 'allergie'),
    ]
    const text = "J'ai eu mal au cœur et une ERUPTION CUTANEE ; l'allergie est passée."
    expect(found(text, keywords)).toEqual([
      ['coeur', 'mal au cœur'],
      ['eruption', 'ERUPTION CUTANEE'],
      ['allergie', 'allergie'],
    ])
  })

  it('gives the same hits for compiled and plain keywords, and again on a second call', () => {
    const keywords = [kw('a', 'Zyrtomax'), kw('b', 'Übelkeit', ['übel'])]
    const text = 'Zyrtomax macht mir übel. Übelkeit mit Zyrtomax.'
    const compiled = compileKeywords(keywords)
    const first = matchKeywords(text, compiled)
    expect(matchKeywords(text, compiled)).toEqual(first)
    expect(matchKeywords(text, keywords)).toEqual(first)
    expect(first.map((h) => [h.start, h.end])).toEqual([
      [0, 8],
      [19, 23],
      [25, 33],
      [38, 46],
    ])
  })
})
