import { describe, expect, it } from 'vitest'
import { splitQuotedSentences } from './quote-segments.ts'

const passage = 'Erwachsene nehmen 1 Tablette ein. Die Tageshöchstdosis beträgt\n3 Tabletten. Der Abstand (mind. 6 h) ist einzuhalten.'

describe('splitQuotedSentences', () => {
  it('marks each quoted sentence, across a line break, in passage order', () => {
    expect(splitQuotedSentences(passage, 'Der Abstand (mind. 6 h) ist einzuhalten. … Die Tageshöchstdosis beträgt 3 Tabletten.')).toEqual([
      { text: 'Erwachsene nehmen 1 Tablette ein. ', quoted: false },
      { text: 'Die Tageshöchstdosis beträgt\n3 Tabletten.', quoted: true },
      { text: ' ', quoted: false },
      { text: 'Der Abstand (mind. 6 h) ist einzuhalten.', quoted: true },
    ])
  })

  it('marks nothing when the quote is not in the passage (a product, a model quoting loosely)', () => {
    expect(splitQuotedSentences(passage, 'Preis: 6,95 €')).toEqual([{ text: passage, quoted: false }])
    expect(splitQuotedSentences('', 'x')).toEqual([])
  })
})
