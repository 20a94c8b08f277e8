// Every figure against numbers worked out by hand: visibility, share of voice, average position,
// citation shares, sentiment and accuracy, each with n and a Wilson 95 % interval; n = 0 gives 0.
import { describe, expect, it } from 'vitest'
import { computeFigures, emptyCounts, mean, proportion } from '../../src/server/visibility/figures.ts'

describe('proportion (Wilson 95 %)', () => {
  it.each([
    // successes, n, value, low, high (by hand: centre (p + z²/2n)/(1 + z²/n), half-width z/(1+z²/n)·√(p(1-p)/n + z²/4n²))
    [3, 10, 0.3, 0.1078, 0.6032],
    [0, 10, 0, 0, 0.2775],
    [10, 10, 1, 0.7225, 1],
    [50, 100, 0.5, 0.4038, 0.5962],
    [1, 1, 1, 0.2065, 1],
  ])('%i of %i', (successes, n, value, low, high) => {
    const p = proportion(successes, n)
    expect(p.value).toBeCloseTo(value, 4)
    expect(p.low).toBeCloseTo(low, 4)
    expect(p.high).toBeCloseTo(high, 4)
    expect(p.n).toBe(n)
  })

  it('is 0 with n = 0, never NaN, and a small sample under 20', () => {
    expect(proportion(0, 0)).toEqual({ value: 0, successes: 0, n: 0, low: 0, high: 0, smallSample: true })
    expect(proportion(5, 19).smallSample).toBe(true)
    expect(proportion(5, 20).smallSample).toBe(false)
    expect(mean(0, 0)).toEqual({ value: 0, n: 0, smallSample: true })
  })
})

describe('computeFigures', () => {
  it('computes each figure from the counts', () => {
    // 10 answers ok (2 failed, 1 without answer, not counted): 3 name the brand; 8 tracked names named
    // in all (3 brand + 5 competitor); the brand at positions 1 and 3 in lists (one mention outside
    // lists); citations 2 own, 1 competitor, 4 portals, 2 retailers, 1 other; verdicts 2 positive,
    // 1 negative; accuracy 2 correct, 1 incorrect.
    const f = computeFigures({
      answers: 10,
      failed: 2,
      noAnswer: 1,
      brandAnswers: 3,
      entityMentions: 8,
      positionSum: 4,
      positioned: 2,
      citations: { own: 2, competitor: 1, healthPortal: 4, retailer: 2, other: 1 },
      positive: 2,
      neutral: 0,
      negative: 1,
      correct: 2,
      incorrect: 1,
    })
    expect(f.visibility).toMatchObject({ value: 0.3, n: 10, successes: 3 })
    expect(f.shareOfVoice).toMatchObject({ value: 3 / 8, n: 8 })
    expect(f.averagePosition).toEqual({ value: 2, n: 2, smallSample: true })
    expect(f.citationShare.own).toMatchObject({ value: 0.2, n: 10 })
    expect(f.citationShare.healthPortal).toMatchObject({ value: 0.4, n: 10 })
    expect(f.citationShare.other).toMatchObject({ value: 0.1, n: 10 })
    expect(f.sentiment.positive).toMatchObject({ value: 2 / 3, n: 3 })
    expect(f.sentiment.neutral).toMatchObject({ value: 0, n: 3 })
    expect(f.accuracy).toMatchObject({ value: 2 / 3, n: 3 })
    expect(f.failed).toBe(2)
    expect(f.noAnswer).toBe(1)
  })

  it('gives zeros with n = 0 for an empty range, no NaN anywhere', () => {
    const f = computeFigures(emptyCounts)
    expect(JSON.stringify(f)).not.toContain('null')
    expect(f.visibility).toMatchObject({ value: 0, n: 0 })
    expect(f.averagePosition).toMatchObject({ value: 0, n: 0 })
    expect(f.citationShare.retailer).toMatchObject({ value: 0, n: 0 })
    expect(f.accuracy).toMatchObject({ value: 0, n: 0 })
  })
})
