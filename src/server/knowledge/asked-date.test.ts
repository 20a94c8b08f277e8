import { describe, expect, it } from 'vitest'
import { askedMonths, nearMonth } from './asked-date.ts'

describe('askedMonths', () => {
  it('reads months by name and written dates in three languages', () => {
    expect(askedMonths('Was stand in der Preisliste vom 1. Juli 2024?')).toEqual(['2024-07'])
    expect(askedMonths('Dans la notice de mars 2021, quelle dose ?')).toEqual(['2021-03'])
    expect(askedMonths('What did the March 2021 leaflet say?')).toEqual(['2021-03'])
    expect(askedMonths('Laut Liste vom 01.07.2024?')).toEqual(['2024-07'])
    expect(askedMonths('In der alten Preisliste von 2024?')).toEqual([])
  })

  it('tells a version date near the named month from one of the same year far from it', () => {
    expect(nearMonth('2024-06-01', '2024-07')).toBe(true)
    expect(nearMonth('2024-12-01', '2024-07')).toBe(false)
  })
})
