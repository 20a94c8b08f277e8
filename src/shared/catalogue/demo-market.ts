import type {
  BrandRecord,
  CountryRecord,
  DomainPznRecord,
  KeywordPznRecord,
  KeywordRecord,
  PznRecord,
  SubBrandRecord,
} from './catalogue-types.ts'
import { PHARMACY_DOMAINS, SYMPTOMS, SUBSTANCES } from './demo-vocabulary.ts'
import type { SeededRandom } from './seeded-random.ts'

const DAY = 86_400_000

/** `days` before an ISO date, as an ISO date. */
export function daysBefore(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10)
}

/** Distinct elements of `items`, at most `count`, in random order, without copying a long list. */
export function sample<T>(rng: SeededRandom, items: readonly T[], count: number): T[] {
  if (count >= items.length) {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = rng.integer(0, i)
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
  const picked = new Set<number>()
  while (picked.size < count) picked.add(rng.integer(0, items.length - 1))
  return [...picked].map((i) => items[i]!)
}

/** Items grouped by a key, in their original order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/**
 * What online pharmacies show: search terms per country (brand, generic, symptom), the packages
 * each pharmacy lists with its price, and the ranking of packages for each term on `observedOn`.
 */
export function generateMarketData(
  rng: SeededRandom,
  countries: readonly CountryRecord[],
  brands: readonly BrandRecord[],
  subBrands: readonly SubBrandRecord[],
  pzns: readonly PznRecord[],
  observedOn: string,
) {
  const brandOfSubBrand = new Map(subBrands.map((s) => [s.id, s.brand]))
  const brandName = new Map(brands.map((b) => [b.id, b.name]))
  const keywords: KeywordRecord[] = []
  const keywordPzns: KeywordPznRecord[] = []
  const domainPzns: DomainPznRecord[] = []
  const volume = () => rng.integer(10, 6000) * 10

  const byCountry = groupBy(pzns, (p) => p.country)
  for (const country of countries) {
    const here = byCountry.get(country.id) ?? []
    const domains = PHARMACY_DOMAINS[country.code] ?? []
    if (here.length === 0) continue
    const byBrand = groupBy(here, (p) => brandOfSubBrand.get(p.subBrand)!)
    const bySubstance = groupBy(here, (p) => p.activeSubstance)
    const candidates = new Map<KeywordRecord, PznRecord[]>()
    const terms = new Set<string>()
    const addKeyword = (term: string, keywordType: KeywordRecord['keywordType'], matching: PznRecord[]) => {
      if (terms.has(term)) return
      terms.add(term)
      const keyword: KeywordRecord = {
        id: rng.uuid(),
        term,
        country: country.id,
        keywordType,
        searchVolume: volume(),
      }
      keywords.push(keyword)
      candidates.set(keyword, matching.length > 0 ? matching : sample(rng, here, 8))
    }
    for (const brand of sample(rng, [...byBrand.keys()], Math.max(5, Math.round(here.length / 25)))) {
      addKeyword(brandName.get(brand)!.toLowerCase(), 'brand', byBrand.get(brand) ?? [])
    }
    for (const substance of SUBSTANCES)
      addKeyword(substance.name.toLowerCase(), 'generic', bySubstance.get(substance.name) ?? [])
    for (const symptom of SYMPTOMS[country.code] ?? []) addKeyword(symptom, 'symptom', [])

    for (const [keyword, matching] of candidates) {
      for (const domain of sample(rng, domains, 2)) {
        sample(rng, matching, 5).forEach((p, rank) => {
          keywordPzns.push({
            id: rng.uuid(),
            keyword: keyword.id,
            domain,
            pzn: p.id,
            observedOn,
            placement: 'organic',
            rank: rank + 1,
          })
        })
        if (rng.chance(0.25))
          keywordPzns.push({
            id: rng.uuid(),
            keyword: keyword.id,
            domain,
            pzn: rng.pick(matching).id,
            observedOn,
            placement: 'paid',
            rank: 1,
          })
      }
    }
    for (const p of here) {
      if (!rng.chance(0.35)) continue
      for (const domain of sample(rng, domains, rng.integer(1, 3))) {
        domainPzns.push({
          id: rng.uuid(),
          domain,
          pzn: p.id,
          url: `https://${domain}/p/${p.pzn}`,
          listed: rng.chance(0.9),
          price: Math.round(p.retailPrice * (0.75 + rng.next() * 0.25) * 100) / 100,
          availability: rng.chance(0.8) ? 'inStock' : rng.chance(0.5) ? 'lowStock' : 'outOfStock',
          lastSeen: daysBefore(observedOn, rng.integer(0, 30)),
        })
      }
    }
  }
  return { keywords, keywordPzns, domainPzns }
}
