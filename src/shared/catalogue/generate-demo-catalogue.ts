import type { DemoCatalogue } from './catalogue-types.ts'
import { listCountries } from './countries.ts'
import { generateBundles, generateMyMarkets } from './demo-bundles.ts'
import { generateMarketData } from './demo-market.ts'
import { generateOrganisations } from './demo-organisations.ts'
import { generateProducts } from './demo-products.ts'
import { createIdentifierPool } from './identifier-pool.ts'
import { createSeededRandom } from './seeded-random.ts'

export interface DemoCatalogueOptions {
  /** Same seed, same catalogue, byte for byte. Default 1. */
  readonly seed?: number
  /** Number of single packages (pzns); the other lists grow with it. Default 2000 (about 8,000 rows in all). */
  readonly size?: number
  /** The day the online-pharmacy observations are dated. Default 2026-10-05. */
  readonly observedOn?: string
}

/**
 * A fictitious OTC catalogue for Germany, Austria, France and Switzerland: invented companies,
 * manufacturers and brands, valid synthetic PZN-8, PZN-AT, CIP13/ACL13 and Swiss GTIN-13 numbers,
 * product-master rows, keywords, online-pharmacy listings and bundles. Deterministic and pure; it
 * never contains Lauer-Taxe or any other licensed data, so the lauer-taxe list stays empty.
 */
export function generateDemoCatalogue(options: DemoCatalogueOptions = {}): DemoCatalogue {
  const { seed = 1, size = 2000, observedOn = '2026-10-05' } = options
  if (!Number.isInteger(size) || size < 1 || size > 500_000)
    throw new RangeError(`size must be an integer from 1 to 500000, got ${size}`)
  const rng = createSeededRandom(seed)
  const pool = createIdentifierPool(seed)
  const countries = listCountries().map((c) => ({ id: rng.uuid(), ...c }))
  const { companies, manufacturers, brands, subBrands } = generateOrganisations(rng, countries, size)
  const { pzns, productMaster } = generateProducts(rng, pool, countries, brands, subBrands, size)
  const { keywords, keywordPzns, domainPzns } = generateMarketData(
    rng,
    countries,
    brands,
    subBrands,
    pzns,
    observedOn,
  )
  const { bundles, underlying } = generateBundles(rng, pool, countries, pzns, size)
  return {
    countries,
    companies,
    manufacturers,
    brands,
    'sub-brands': subBrands,
    pzns,
    'product-master': productMaster,
    keywords,
    'keyword-pzns': keywordPzns,
    'domain-pzns': domainPzns,
    bundle: bundles,
    'underlying-pzns': underlying,
    'my-markets': generateMyMarkets(rng, brands, subBrands, pzns),
  }
}
