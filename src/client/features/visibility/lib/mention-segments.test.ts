import { describe, expect, it } from 'vitest'
import { mentionSegments } from './mention-segments.ts'

describe('mentionSegments', () => {
  it('cuts the text at the mentions, keeping every character as text', () => {
    const text = '1. Dolorin\n2. <b>Zyrtomax</b>'
    const pieces = mentionSegments(text, [
      { start: 17, end: 25, kind: 'own' },
      { start: 3, end: 10, kind: 'competitor' },
    ])
    expect(pieces).toEqual([
      { text: '1. ', kind: null },
      { text: 'Dolorin', kind: 'competitor' },
      { text: '\n2. <b>', kind: null },
      { text: 'Zyrtomax', kind: 'own' },
      { text: '</b>', kind: null },
    ])
    expect(pieces.map((p) => p.text).join('')).toBe(text)
  })

  it('leaves out ranges outside the text or overlapping an earlier one', () => {
    expect(
      mentionSegments('abc', [
        { start: 0, end: 2, kind: 'own' },
        { start: 1, end: 3, kind: 'competitor' },
        { start: 2, end: 9, kind: 'own' },
      ]),
    ).toEqual([
      { text: 'ab', kind: 'own' },
      { text: 'c', kind: null },
    ])
  })
})
