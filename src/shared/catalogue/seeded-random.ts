/**
 * A small seeded random source (mulberry32): the same seed gives the same sequence on every machine,
 * which keeps the demo catalogue and benchmarks reproducible. Not for anything secret.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  integer(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with probability p. */
  chance(p: number): boolean
  /** A UUID-formatted id (version 4 layout) drawn from this sequence. */
  uuid(): string
}

/** Creates a random source for `seed`. */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  // 32 random bits as 8 hex digits: four draws make a UUID, fast enough for 200,000-row catalogues.
  const word = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0')
  const uuid = () => {
    const [a, b, c, d] = [word(), word(), word(), word()]
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${'89ab'[integer(0, 3)]}${c.slice(1, 4)}-${c.slice(4)}${d}`
  }
  return {
    next,
    integer,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[integer(0, items.length - 1)] as T
    },
    chance: (p) => next() < p,
    uuid,
  }
}
