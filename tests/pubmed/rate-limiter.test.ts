// The E-utilities limiter on a fake clock: many callers at once, and no window of one second ever
// holds more grants than the rate (3 without a key, 10 with one), while the limiter does not idle.
import { describe, expect, it } from 'vitest'
import { createRateLimiter, type LimiterClock } from '../../src/server/pubmed/rate-limiter.ts'

/** A clock that stands still: all callers arrive at once, and each grant is the time it was reserved for. */
function frozenClock(): LimiterClock {
  return { now: () => 1_000_000, sleep: () => Promise.resolve() }
}

function maxInAnyWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b)
  let most = 0
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++
    most = Math.max(most, i - j + 1)
  }
  return most
}

describe('createRateLimiter', () => {
  it.each([3, 10])('never grants more than %i requests in any second', async (rate) => {
    const clock = frozenClock()
    const limiter = createRateLimiter(rate, clock)
    const grants = await Promise.all(Array.from({ length: 50 }, () => limiter.acquire()))
    expect(maxInAnyWindow(grants, 1000)).toBe(rate)
    // Not slower than it must be: 50 grants take (50 / rate - 1) seconds, give or take one window.
    const span = Math.max(...grants) - Math.min(...grants)
    expect(span).toBe((Math.ceil(50 / rate) - 1) * 1000)
  })

  it('keeps the rate across callers arriving over time, and follows a rate change', async () => {
    let now = 0
    const clock: LimiterClock = { now: () => now, sleep: async (ms) => void (now += ms) }
    const limiter = createRateLimiter(3, clock)
    const grants: number[] = []
    for (let i = 0; i < 30; i++) {
      grants.push(await limiter.acquire())
      now += 90 // callers keep coming faster than the rate allows
    }
    expect(maxInAnyWindow(grants, 1000)).toBeLessThanOrEqual(3)
    limiter.setRate(10)
    const later: number[] = []
    for (let i = 0; i < 40; i++) later.push(await limiter.acquire())
    expect(maxInAnyWindow(later, 1000)).toBeLessThanOrEqual(10)
    expect(maxInAnyWindow(later, 1000)).toBe(10)
  })
})
