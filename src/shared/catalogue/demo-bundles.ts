import type {
  BrandRecord,
  BundleRecord,
  CountryRecord,
  MyMarketRecord,
  PznRecord,
  SubBrandRecord,
  UnderlyingPznRecord,
} from './catalogue-types.ts'
import { groupBy, sample } from './demo-market.ts'
import type { IdentifierPool } from './identifier-pool.ts'
import type { SeededRandom } from './seeded-random.ts'

const money = (value: number) => Math.round(value * 100) / 100

/**
 * Multipacks (one package several times) and promotion sets (several packages of one sub-brand), each
 * with its own identifier and a price about 15 % below buying the packages singly.
 */
export function generateBundles(
  rng: SeededRandom,
  pool: IdentifierPool,
  countries: readonly CountryRecord[],
  pzns: readonly PznRecord[],
  size: number,
) {
  const codeOf = new Map(countries.map((c) => [c.id, c.code]))
  const eligible = pzns.filter((p) => codeOf.get(p.country) !== 'CH')
  const family = groupBy(eligible, (p) => `${p.subBrand}|${p.country}`)
  const bundles: BundleRecord[] = []
  const underlying: UnderlyingPznRecord[] = []
  for (let i = 0; i < Math.max(5, Math.round(size / 50)) && eligible.length > 0; i++) {
    const main = rng.pick(eligible)
    const code = codeOf.get(main.country)!
    const french = code === 'FR'
    const id = rng.uuid()
    const siblings = (family.get(`${main.subBrand}|${main.country}`) ?? []).filter((p) => p.id !== main.id)
    if (siblings.length > 0 && rng.chance(0.4)) {
      const items = [main, ...sample(rng, siblings, rng.integer(1, 2))]
      items.forEach((p) => underlying.push({ id: rng.uuid(), bundle: id, pzn: p.id, quantity: 1 }))
      const price = money(items.reduce((sum, p) => sum + p.retailPrice, 0) * 0.85)
      bundles.push({
        id,
        pzn: pool.next(code),
        country: main.country,
        name: `${main.name.split(' ')[0]} ${french ? 'coffret promotionnel' : 'Aktionsset'}`,
        bundleType: 'promotionSet',
        price,
      })
    } else {
      const quantity = rng.integer(2, 3)
      underlying.push({ id: rng.uuid(), bundle: id, pzn: main.id, quantity })
      bundles.push({
        id,
        pzn: pool.next(code),
        country: main.country,
        name: `${main.name} ${french ? `lot de ${quantity}` : `${quantity}er-Pack`}`,
        bundleType: 'multipack',
        price: money(main.retailPrice * quantity * 0.85),
      })
    }
  }
  return { bundles, underlying }
}

/** A few competitive sets for the DEMO tenant: one own brand, its competitors and some packages. */
export function generateMyMarkets(
  rng: SeededRandom,
  brands: readonly BrandRecord[],
  subBrands: readonly SubBrandRecord[],
  pzns: readonly PznRecord[],
): MyMarketRecord[] {
  const rows: MyMarketRecord[] = []
  const brandOfSubBrand = new Map(subBrands.map((s) => [s.id, s.brand]))
  for (const market of ['Schmerz', 'Erkältung', 'Allergie']) {
    const chosen = new Set<string>()
    while (chosen.size < Math.min(4, brands.length)) chosen.add(rng.pick(brands).id)
    ;[...chosen].forEach((brand, i) =>
      rows.push({ id: rng.uuid(), market, brand, pzn: null, role: i === 0 ? 'own' : 'competitor' }),
    )
    const ownBrand = [...chosen][0]
    const ownPzns = pzns.filter((p) => brandOfSubBrand.get(p.subBrand) === ownBrand).slice(0, 2)
    ownPzns.forEach((p) => rows.push({ id: rng.uuid(), market, brand: null, pzn: p.id, role: 'own' }))
  }
  return rows
}
