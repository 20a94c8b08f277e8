import { describe, expect, it } from 'vitest'
import { median, percentile } from './percentile.ts'

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i) // 100 .. 1, unsorted on purpose

  it('takes the nearest rank: p95 of 1..100 is 95, p99 is 99, p100 the maximum', () => {
    expect(percentile(hundred, 50)).toBe(50)
    expect(percentile(hundred, 95)).toBe(95)
    expect(percentile(hundred, 99)).toBe(99)
    expect(percentile(hundred, 100)).toBe(100)
    expect(percentile([7, 3, 5], 1)).toBe(3)
  })

  it('leaves NaN out and gives NaN for nothing', () => {
    expect(percentile([Number.NaN, 2, 1], 100)).toBe(2)
    expect(percentile([], 50)).toBeNaN()
    expect(percentile([Number.NaN], 50)).toBeNaN()
  })

  it('does not reorder what it is given', () => {
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})
