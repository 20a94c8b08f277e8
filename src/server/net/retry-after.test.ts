import { describe, expect, it } from 'vitest'
import { retryAfterMs } from './retry-after.ts'

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-29T08:00:00Z')
  it('reads delay-seconds and HTTP dates, never a negative wait', () => {
    expect(retryAfterMs('7', now)).toBe(7000)
    expect(retryAfterMs(' 0 ', now)).toBe(0)
    expect(retryAfterMs('Sun, 29 Nov 2026 08:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Sun, 29 Nov 2026 07:59:00 GMT', now)).toBe(0)
    expect(retryAfterMs('-5', now)).toBe(0)
  })
  it('is null when absent or unreadable', () => {
    for (const header of [null, undefined, '', '  ', 'soon']) expect(retryAfterMs(header, now)).toBeNull()
  })
})
