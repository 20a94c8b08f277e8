import type {
  BrandRecord,
  CompanyRecord,
  CountryRecord,
  ManufacturerRecord,
  SubBrandRecord,
} from './catalogue-types.ts'
import { BRAND_SYLLABLES, COMPANY_STEMS, LEGAL_FORMS, SUB_BRAND_VARIANTS } from './demo-vocabulary.ts'
import type { SeededRandom } from './seeded-random.ts'

const DIVISIONS = ['Pharma', 'Consumer Health', 'Arzneimittel', 'Healthcare']

/** Adds a number to a name already taken, so that natural keys stay unique at any size. */
function uniqueName(taken: Set<string>, wanted: string): string {
  let name = wanted
  for (let n = 2; taken.has(name); n++) name = `${wanted} ${n}`
  taken.add(name)
  return name
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Companies, manufacturers (suppliers of record), brands and sub-brands; counts grow with `size`. */
export function generateOrganisations(rng: SeededRandom, countries: readonly CountryRecord[], size: number) {
  const countryIds = new Map(countries.map((c) => [c.code, c.id]))
  const idOf = (code: string) => countryIds.get(code)!
  const homeCountries = ['DE', 'DE', 'DE', 'AT', 'FR', 'FR', 'CH']

  const companyNames = new Set<string>()
  const companies: (CompanyRecord & { code: string; stem: string })[] = Array.from(
    { length: Math.max(4, Math.round(size / 200)) },
    (_, i) => {
      const stem = COMPANY_STEMS[i % COMPANY_STEMS.length]!
      const code = rng.pick(homeCountries)
      const name = uniqueName(companyNames, `${stem} Health Group`)
      return {
        id: rng.uuid(),
        name,
        country: idOf(code),
        website: `https://www.${slug(name)}.example`,
        code,
        stem,
      }
    },
  )

  const manufacturerNames = new Set<string>()
  const manufacturers: ManufacturerRecord[] = Array.from(
    { length: Math.max(6, Math.round(size / 70)) },
    (_, i) => {
      const company = rng.chance(0.8) ? companies[i % companies.length]! : undefined
      const code = rng.chance(0.7) && company ? company.code : rng.pick(homeCountries)
      const stem = company?.stem ?? rng.pick(COMPANY_STEMS)
      const name = uniqueName(manufacturerNames, `${stem} ${rng.pick(DIVISIONS)} ${LEGAL_FORMS[code]}`)
      return { id: rng.uuid(), name, country: idOf(code), company: company?.id ?? null }
    },
  )

  const brandNames = new Set<string>()
  const brands: BrandRecord[] = Array.from({ length: Math.max(10, Math.round(size / 12)) }, () => {
    const word = `${rng.pick(BRAND_SYLLABLES.first)}${rng.pick(BRAND_SYLLABLES.middle)}${rng.pick(BRAND_SYLLABLES.last)}`
    return { id: rng.uuid(), name: uniqueName(brandNames, word), manufacturer: rng.pick(manufacturers).id }
  })

  const subBrands: SubBrandRecord[] = brands.flatMap((brand) => {
    const variants = new Set(Array.from({ length: rng.integer(1, 3) }, () => rng.pick(SUB_BRAND_VARIANTS)))
    return [...variants].map((variant) => ({
      id: rng.uuid(),
      name: variant ? `${brand.name} ${variant}` : brand.name,
      brand: brand.id,
    }))
  })

  return {
    companies: companies.map(({ code: _code, stem: _stem, ...c }) => c),
    manufacturers,
    brands,
    subBrands,
  }
}
