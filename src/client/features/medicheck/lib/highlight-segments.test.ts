import { describe, expect, it } from 'vitest'
import { highlightSegments, type Highlight } from './highlight-segments.ts'

const text = 'Nach Zyrtomax bekam ich Ausschlag am Arm.'

describe('highlightSegments', () => {
  it('cuts the text at the quotes and hits, overlapping ones covering the same piece', () => {
    const quote: Highlight = { start: 5, end: 33, kind: 'quote', id: 'f1' }
    const hit: Highlight = { start: 5, end: 13, kind: 'hit', id: 'k1' }
    const segments = highlightSegments(text, [quote, hit])
    expect(segments.map((segment) => segment.text)).toEqual([
      'Nach ',
      'Zyrtomax',
      ' bekam ich Ausschlag',
      ' am Arm.',
    ])
    expect(segments.map((segment) => segment.marks.map((mark) => mark.id))).toEqual([
      [],
      ['f1', 'k1'],
      ['f1'],
      [],
    ])
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
  })

  it('leaves out ranges that are empty, reversed or beyond the text', () => {
    const segments = highlightSegments(text, [
      { start: 10, end: 10, kind: 'hit', id: 'empty' },
      { start: 12, end: 4, kind: 'quote', id: 'reversed' },
      { start: 30, end: 400, kind: 'quote', id: 'beyond' },
    ])
    expect(segments).toEqual([{ text, marks: [] }])
  })
})
