// NCBI's rule: at most 3 requests a second per installation, 10 with an API key. One limiter per
// process (sharedEutilsLimiter) serves every request to E-utilities: a sliding window of the last
// `rate` grants, a new one no earlier than a second after the oldest of them. Slots are reserved at
// once, so callers waiting together still line up. The clock is injectable: a test proves the rate
// with a fake one, without waiting.

export interface LimiterClock {
  now(): number
  sleep(ms: number): Promise<void>
}

export const systemClock: LimiterClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

export interface RateLimiter {
  /** Resolves when the caller may send one request; returns the time it was granted. */
  acquire(): Promise<number>
  /** Requests per second from now on (3 without an API key, 10 with one). */
  setRate(perSecond: number): void
  readonly rate: number
}

const windowMs = 1000

export function createRateLimiter(perSecond: number, clock: LimiterClock = systemClock): RateLimiter {
  let rate = perSecond
  // Grant times, oldest first; only the last `rate` matter.
  const granted: number[] = []
  return {
    get rate() {
      return rate
    },
    setRate(next) {
      rate = next
    },
    async acquire() {
      const now = clock.now()
      while (granted.length > rate) granted.shift()
      const oldest = granted.length === rate ? granted[0]! : null
      const last = granted.at(-1) ?? -Infinity
      // Never before an earlier reservation (order is kept), never inside the window of the oldest.
      const at = Math.max(now, last, oldest === null ? -Infinity : oldest + windowMs)
      granted.push(at)
      if (granted.length > rate) granted.shift()
      if (at > now) await clock.sleep(at - now)
      return at
    },
  }
}

/** The process's one limiter for E-utilities. */
export const sharedEutilsLimiter = createRateLimiter(3)
