import { describe, expect, it } from 'vitest'
import { analyseQuestion } from './question-analysis.ts'
import { rankPassages } from './rank-passages.ts'

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
})
