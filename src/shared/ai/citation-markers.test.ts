import { describe, expect, it } from 'vitest'
import { createCitationStreamFilter, findCitationNumbers, removeUnknownMarkers } from './citation-markers.ts'

describe('citation markers', () => {
  it('finds the numbers in order of first appearance', () => {
    expect(findCitationNumbers('A [2]. B [1][3], again [2].')).toEqual([2, 1, 3])
  })

  it('removes markers whose number was not supplied', () => {
    expect(removeUnknownMarkers('Dose [1][7]. Storage [2].', new Set([1]))).toBe('Dose [1]. Storage .')
  })

  it('filters a stream whose markers are split across deltas', () => {
    const filter = createCitationStreamFilter(new Set([1, 12]))
    const out = ['Dose [', '1', '] and [1', '2] but [', '9] end [3'].map((delta) => filter.push(delta)).join('') + filter.flush()
    // An unfinished marker at the very end is plain text, not a citation.
    expect(out).toBe('Dose [1] and [12] but  end [3')
  })

  it('keeps brackets that are no marker', () => {
    const filter = createCitationStreamFilter(new Set([1]))
    expect(filter.push('array[i] and [see above]') + filter.flush()).toBe('array[i] and [see above]')
  })
})
