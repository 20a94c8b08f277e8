// Sentence ends in German, French and English pharma prose: abbreviations, decimals, dates.
import { describe, expect, it } from 'vitest'
import { splitSentences } from './split-sentences.ts'

describe('splitSentences', () => {
  it.each([
    [
      'german',
      'Die Tageshöchstdosis beträgt 3 Filmtabletten, d. h. 1200 mg Ibuprofen. Nehmen Sie z. B. ein Glas Wasser. Die Dosis ist ca. 2,5 mg. Dr. Weber kommt am 1. März 2027. Das sind 2.5 mg. Fertig!',
      [
        'Die Tageshöchstdosis beträgt 3 Filmtabletten, d. h. 1200 mg Ibuprofen.',
        'Nehmen Sie z. B. ein Glas Wasser.',
        'Die Dosis ist ca. 2,5 mg.',
        'Dr. Weber kommt am 1. März 2027.',
        'Das sind 2.5 mg.',
        'Fertig!',
      ],
    ],
    [
      'french',
      'Ne pas dépasser 3 comprimés par jour, c.-à-d. 1200 mg. Prenez p. ex. un grand verre d’eau. M. Dupont est pharmacien.',
      [
        'Ne pas dépasser 3 comprimés par jour, c.-à-d. 1200 mg.',
        'Prenez p. ex. un grand verre d’eau.',
        'M. Dupont est pharmacien.',
      ],
    ],
    [
      'english',
      'Swallow whole, i.e. do not chew. Use water, e.g. half a glass. Dr. Smith agrees. Is it safe? Yes.',
      [
        'Swallow whole, i.e. do not chew.',
        'Use water, e.g. half a glass.',
        'Dr. Smith agrees.',
        'Is it safe?',
        'Yes.',
      ],
    ],
  ] as const)('splits %s prose at sentence ends only', (language, text, sentences) => {
    expect(splitSentences(text, language)).toEqual(sentences)
  })

  it('ends a sentence at a blank line and joins lines wrapped inside one', () => {
    expect(splitSentences('Erste Zeile\nläuft weiter.\n\nZweiter Absatz ohne Punkt', 'german')).toEqual([
      'Erste Zeile läuft weiter.',
      'Zweiter Absatz ohne Punkt',
    ])
  })

  it('knows the abbreviations of every language when the language is unknown', () => {
    expect(splitSentences('Prenez p. ex. de l’eau. Oder z. B. Tee.', null)).toEqual([
      'Prenez p. ex. de l’eau.',
      'Oder z. B. Tee.',
    ])
  })

  it('makes each table row a sentence of its own', () => {
    expect(
      splitSentences(
        'Preise ab Januar.\nProdukt | Packung | PZN\nDolorex 1 % | 50 g | 12345678\nGültig bis Juni.',
        'german',
      ),
    ).toEqual([
      'Preise ab Januar.',
      'Produkt | Packung | PZN',
      'Dolorex 1 % | 50 g | 12345678',
      'Gültig bis Juni.',
    ])
    expect(splitSentences('| Stärke | Alter |\n|---|---|\n| 1 % | ab 12 |', 'german')).toEqual([
      '| Stärke | Alter |',
      '|---|---|',
      '| 1 % | ab 12 |',
    ])
  })
})
