import {
  generateAcl13,
  generateCip13,
  generateEan13,
  generatePzn8,
  generatePznAt,
} from '../identifiers/generate-identifiers.ts'

/** Swiss medicine packs carry GTIN-13s below 7680 (Swissmedic). */
const SWISS_PREFIX = '7680'

/**
 * Hands out distinct synthetic identifiers per country and scheme, so that single packs and bundles
 * never share one. France gets CIP13 for medicines and, on request, ACL13 for other products.
 */
export function createIdentifierPool(seed: number) {
  const counters = new Map<string, number>()
  const take = (key: string) => {
    const n = counters.get(key) ?? 0
    counters.set(key, n + 1)
    return n
  }
  return {
    next(country: string, options: { acl?: boolean } = {}): string {
      switch (country) {
        case 'DE':
          return generatePzn8(take('DE'), seed)
        case 'AT':
          return generatePznAt(take('AT'), seed)
        case 'FR':
          return options.acl ? generateAcl13(take('FR-acl'), seed) : generateCip13(take('FR'), seed)
        case 'CH':
          return generateEan13(SWISS_PREFIX, take('CH'), seed)
        default:
          throw new Error(`no identifier scheme for country ${country}`)
      }
    },
  }
}

export type IdentifierPool = ReturnType<typeof createIdentifierPool>
