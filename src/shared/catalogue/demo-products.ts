import type {
  BrandRecord,
  CountryRecord,
  ProductMasterRecord,
  PznRecord,
  SubBrandRecord,
} from './catalogue-types.ts'
import { DOSAGE_FORMS, SUBSTANCES, type DosageForm, type Substance } from './demo-vocabulary.ts'
import type { IdentifierPool } from './identifier-pool.ts'
import type { SeededRandom } from './seeded-random.ts'

/** How likely a product is sold in each country. */
const MARKET_SHARE: readonly [string, number][] = [
  ['DE', 0.85],
  ['AT', 0.5],
  ['FR', 0.4],
  ['CH', 0.15],
]

const money = (value: number) => Math.round(value * 100) / 100

function unitText(form: DosageForm, country: string): string {
  if (form.unit !== 'piece') return form.unit
  return country === 'FR' ? 'unités' : 'St.'
}

/** German Normgrößen for solid forms; other countries and forms have none. */
function packSizeOf(form: DosageForm, quantity: number, country: string): string | null {
  if (country !== 'DE' || form.unit !== 'piece') return null
  return quantity <= 20 ? 'N1' : quantity <= 50 ? 'N2' : 'N3'
}

/**
 * Products and their packages: each product (sub-brand, substance, strength, form, quantity) is sold
 * in one to four countries, one package (PZN, PZN-AT, CIP13/ACL13, GTIN) per country, and gets one
 * product-master row linking its German, Austrian and French packages. Stops at `size` packages.
 */
export function generateProducts(
  rng: SeededRandom,
  pool: IdentifierPool,
  countries: readonly CountryRecord[],
  brands: readonly BrandRecord[],
  subBrands: readonly SubBrandRecord[],
  size: number,
) {
  const countryIds = new Map(countries.map((c) => [c.code, c.id]))
  const brandOf = new Map(subBrands.map((s) => [s.id, s.brand]))
  const brandIds = new Set(brands.map((b) => b.id))
  const pzns: PznRecord[] = []
  const productMaster: ProductMasterRecord[] = []
  // A sub-brand stands for one active substance, as on the real market.
  const substanceOf = new Map<string, Substance>()
  while (pzns.length < size) {
    const subBrand = rng.pick(subBrands)
    const substance = substanceOf.get(subBrand.id) ?? rng.pick(SUBSTANCES)
    substanceOf.set(subBrand.id, substance)
    const strength = rng.pick(substance.strengths)
    const formName = rng.pick(substance.forms)
    const form = DOSAGE_FORMS.find((f) => f.de === formName)
    if (!form) throw new Error(`unknown dosage form ${formName} of ${substance.name}`)
    const quantity = rng.pick(form.quantities)
    const basePrice = 2.5 + quantity * (form.unit === 'piece' ? 0.12 : 0.05) + rng.next() * 6
    const markets = MARKET_SHARE.filter(([, share]) => rng.chance(share)).map(([code]) => code)
    if (markets.length === 0) markets.push('DE')
    const packages = new Map<string, string>()
    for (const code of markets.slice(0, size - pzns.length)) {
      const id = rng.uuid()
      packages.set(code, id)
      pzns.push({
        id,
        pzn: pool.next(code, { acl: code === 'FR' && rng.chance(0.1) }),
        country: countryIds.get(code)!,
        name: `${subBrand.name} ${strength} ${code === 'FR' ? form.fr : form.de}, ${quantity} ${unitText(form, code)}`,
        subBrand: subBrand.id,
        dosageForm: code === 'FR' ? form.fr : form.de,
        quantity,
        unit: form.unit,
        packSize: packSizeOf(form, quantity, code),
        dispensingStatus: rng.chance(0.7) ? 'pharmacyOnly' : rng.chance(0.85) ? 'freeSale' : 'prescription',
        activeSubstance: substance.name,
        atcCode: substance.atc,
        retailPrice: money(basePrice * (code === 'CH' ? 1.35 : code === 'FR' ? 0.8 : 1)),
        marketStatus: rng.chance(0.93) ? 'onMarket' : 'outOfTrade',
      })
    }
    const [pznDe, pznAt, cip13] = (['DE', 'AT', 'FR'] as const).map((code) => packages.get(code) ?? null)
    if (pznDe === null && pznAt === null && cip13 === null) continue
    const brand = brandOf.get(subBrand.id)!
    if (!brandIds.has(brand)) throw new Error(`sub-brand ${subBrand.id} has no brand`)
    productMaster.push({
      id: rng.uuid(),
      code: `PM-${String(productMaster.length + 1).padStart(6, '0')}`,
      name: `${subBrand.name} ${strength} ${form.de}`,
      brand,
      dosageForm: form.de,
      strength,
      packSize: `${quantity} ${unitText(form, 'DE')}`,
      pznDe: pznDe ?? null,
      pznAt: pznAt ?? null,
      cip13: cip13 ?? null,
    })
  }
  return { pzns, productMaster }
}
