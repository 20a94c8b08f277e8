import { describe, expect, it } from 'vitest'
import { maxTitleLength, titleFromQuestion } from './title-from-question.ts'

describe('titleFromQuestion', () => {
  it.each([
    ['  Was kostet\n PZN 27580899? ', 'Was kostet PZN 27580899?'],
    [
      'Wie ist die Dosierung von Ibuprofen bei Kindern unter zwölf Jahren mit Fieber und Schmerzen?',
      'Wie ist die Dosierung von Ibuprofen bei Kindern unter zwölf…',
    ],
    ['x'.repeat(80), `${'x'.repeat(maxTitleLength - 1)}…`],
    [
      '## Was ist **Ibuprofen**?\n\n- Dosis\n- [Fachinfo](https://example.test)',
      'Was ist Ibuprofen? Dosis Fachinfo',
    ],
  ])('%j -> %j', (question, title) => {
    expect(titleFromQuestion(question)).toBe(title)
    expect(titleFromQuestion(question).length).toBeLessThanOrEqual(maxTitleLength)
  })
})
