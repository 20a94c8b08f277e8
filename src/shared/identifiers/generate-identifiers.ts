import { ACL13_PREFIX } from './acl13.ts'
import { CIP13_PREFIX } from './cip13.ts'
import { ean13CheckDigit } from './ean13.ts'
import { pznAtCheckValue } from './pzn-at.ts'
import { pzn8CheckValue } from './pzn8.ts'

/*
 * Synthetic identifiers for the demo catalogue and benchmarks. Index n maps to exactly one
 * identifier and different indices (with the same seed) to different identifiers, so a catalogue of
 * any size up to the limits below has no duplicates. The mapping spreads values over the whole
 * range: consecutive indices do not give consecutive numbers.
 */

/** How many distinct PZN-8 values generatePzn8 can produce per seed. */
export const PZN8_GENERATOR_LIMIT = 9_000_000
/** How many distinct Austrian PZNs generatePznAt can produce per seed. */
export const PZN_AT_GENERATOR_LIMIT = 900_000
/** How many distinct CIP13 values generateCip13 can produce per seed. */
export const CIP13_GENERATOR_LIMIT = 10_000_000

/**
 * A bijection of [0, size) for size a power of ten: multiplying by a number coprime to 10 and
 * adding an offset permutes the residues.
 */
function permute(n: number, size: number, seed: number): number {
  const multiplier = 7_654_321 % size || 7
  // A 32-bit hash of the seed, so that seed 0 and 1 do not start near zero.
  const offset = (Math.imul(Math.trunc(seed) + 1, 0x9e3779b1) >>> 0) % size
  return ((((n % size) * multiplier) % size) + offset) % size
}

function checkIndex(index: number, limit: number, what: string): void {
  if (!Number.isInteger(index) || index < 0 || index >= limit)
    throw new RangeError(`${what}: index must be an integer in [0, ${limit}), got ${index}`)
}

/**
 * Picks the last digit of a body so that the check value is not the never-issued 10. The last body
 * digit has weight 7 and 7·d mod 11 differs for every d, so at most one of the ten digits is unusable
 * and `slot` (0..8) always finds a digit.
 */
function lastDigitFor(prefix: string, slot: number, checkValue: (body: string) => number): string {
  let usable = -1
  for (let d = 0; d <= 9; d++) {
    if (checkValue(`${prefix}${d}`) === 10) continue
    usable++
    if (usable === slot) return String(d)
  }
  throw new Error('unreachable: every prefix has at least nine usable last digits')
}

/** The `index`-th synthetic German PZN-8 for `seed`: valid, deterministic, distinct per index. */
export function generatePzn8(index: number, seed = 0): string {
  checkIndex(index, PZN8_GENERATOR_LIMIT, 'generatePzn8')
  const prefix = String(permute(index % 1_000_000, 1_000_000, seed)).padStart(6, '0')
  const body = `${prefix}${lastDigitFor(prefix, Math.floor(index / 1_000_000), pzn8CheckValue)}`
  return `${body}${pzn8CheckValue(body)}`
}

/** The `index`-th synthetic Austrian PZN for `seed`: valid, deterministic, distinct per index. */
export function generatePznAt(index: number, seed = 0): string {
  checkIndex(index, PZN_AT_GENERATOR_LIMIT, 'generatePznAt')
  const prefix = String(permute(index % 100_000, 100_000, seed)).padStart(5, '0')
  const body = `${prefix}${lastDigitFor(prefix, Math.floor(index / 100_000), pznAtCheckValue)}`
  return `${body}${pznAtCheckValue(body)}`
}

/** The `index`-th synthetic French CIP13 for `seed`: 34009, a CIP7, the EAN-13 check digit. */
export function generateCip13(index: number, seed = 0): string {
  checkIndex(index, CIP13_GENERATOR_LIMIT, 'generateCip13')
  const body = `${CIP13_PREFIX}${String(permute(index, CIP13_GENERATOR_LIMIT, seed)).padStart(7, '0')}`
  return `${body}${ean13CheckDigit(body)}`
}

/**
 * The `index`-th synthetic EAN-13 below `prefix` (e.g. 7680 for Swiss medicines): the prefix, the
 * remaining body digits permuted from the index, the EAN-13 check digit. Four to seven prefix digits
 * keep the arithmetic exact.
 */
export function generateEan13(prefix: string, index: number, seed = 0): string {
  if (!/^[0-9]{4,7}$/.test(prefix))
    throw new RangeError(`generateEan13: prefix must be 4 to 7 digits, got '${prefix}'`)
  const digits = 12 - prefix.length
  const size = 10 ** digits
  checkIndex(index, size, 'generateEan13')
  const body = `${prefix}${String(permute(index, size, seed)).padStart(digits, '0')}`
  return `${body}${ean13CheckDigit(body)}`
}

/** The `index`-th synthetic French ACL13 for `seed`: 3401, eight digits, the EAN-13 check digit. */
export function generateAcl13(index: number, seed = 0): string {
  return generateEan13(ACL13_PREFIX, index, seed)
}
