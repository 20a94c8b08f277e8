// The text splitters and the language guess, on small inputs whose right answer is obvious.
import { describe, expect, it } from 'vitest'
import { detectLanguage } from './detect-language.ts'
import { splitCode } from './split-code.ts'
import { splitLatex, splitMarkdown } from './split-sections.ts'

describe('splitMarkdown and splitLatex', () => {
  it('carries the heading path and ignores # inside fenced code', () => {
    const units = splitMarkdown('# A\n\nText a.\n\n## B\n\n```sh\n# not a heading\n```\n\n# C\nText c.')
    expect(units.map((u) => [u.heading, u.text])).toEqual([
      ['A', 'Text a.'],
      ['A > B', '```sh\n# not a heading\n```'],
      ['C', 'Text c.'],
    ])
  })

  it('reads LaTeX sections and subsections', () => {
    const units = splitLatex(
      '\\section{Dosierung}\nZwei Tabletten.\n\\subsection*{Kinder}\nKeine.\n\\section{Lagerung}\nKühl.',
    )
    expect(units.map((u) => u.heading)).toEqual(['Dosierung', 'Dosierung > Kinder', 'Lagerung'])
  })
})

describe('splitCode', () => {
  it('cuts long files into ranges of at most 60 lines, at blank lines where it can', () => {
    const block = (n: number) => Array.from({ length: 20 }, (_, i) => `line ${n}.${i}`).join('\n')
    const units = splitCode([block(1), block(2), block(3), block(4)].join('\n\n'))
    expect(units.map((u) => u.heading)).toEqual(['lines 1-41', 'lines 43-83'])
    expect(units[1]!.text.startsWith('line 3.0')).toBe(true)
  })
})

describe('detectLanguage', () => {
  it.each([
    ['Die Tablette wird mit einem Glas Wasser eingenommen und ist nicht für Kinder bestimmt.', 'german'],
    [
      'Le comprimé est à prendre avec un verre d’eau et il ne doit pas être utilisé chez les enfants.',
      'french',
    ],
    ['The tablet is taken with a glass of water and it is not for children in the first year.', 'english'],
    ['const x = 1; return x + 2;', null],
  ] as const)('%s -> %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language)
  })
})
