/**
 * Rows of the synthetic demo catalogue, one interface per list of manifest/resources.yaml. Every row
 * has a deterministic UUID `id`; a reference field holds the id of the row it refers to.
 */
import type { CountryRow } from './countries.ts'

export interface Row {
  readonly id: string
}
export type CountryRecord = Row & CountryRow
export interface CompanyRecord extends Row {
  readonly name: string
  readonly country: string
  readonly website: string
}
export interface ManufacturerRecord extends Row {
  readonly name: string
  readonly country: string
  readonly company: string | null
}
export interface BrandRecord extends Row {
  readonly name: string
  readonly manufacturer: string
}
export interface SubBrandRecord extends Row {
  readonly name: string
  readonly brand: string
}
export interface PznRecord extends Row {
  readonly pzn: string
  readonly country: string
  readonly name: string
  readonly subBrand: string
  readonly dosageForm: string
  readonly quantity: number
  readonly unit: 'piece' | 'g' | 'ml'
  readonly packSize: string | null
  readonly dispensingStatus: 'prescription' | 'pharmacyOnly' | 'freeSale'
  readonly activeSubstance: string
  readonly atcCode: string
  readonly retailPrice: number
  readonly marketStatus: 'onMarket' | 'outOfTrade'
}
export interface ProductMasterRecord extends Row {
  readonly code: string
  readonly name: string
  readonly brand: string
  readonly dosageForm: string
  readonly strength: string
  readonly packSize: string | null
  readonly pznDe: string | null
  readonly pznAt: string | null
  readonly cip13: string | null
}
export interface KeywordRecord extends Row {
  readonly term: string
  readonly country: string
  readonly keywordType: 'brand' | 'generic' | 'symptom'
  readonly searchVolume: number
}
export interface KeywordPznRecord extends Row {
  readonly keyword: string
  readonly domain: string
  readonly pzn: string
  readonly observedOn: string
  readonly placement: 'organic' | 'paid'
  readonly rank: number
}
export interface DomainPznRecord extends Row {
  readonly domain: string
  readonly pzn: string
  readonly url: string
  readonly listed: boolean
  readonly price: number
  readonly availability: 'inStock' | 'lowStock' | 'outOfStock'
  readonly lastSeen: string
}
export interface BundleRecord extends Row {
  readonly pzn: string
  readonly country: string
  readonly name: string
  readonly bundleType: 'multipack' | 'promotionSet'
  readonly price: number
}
export interface UnderlyingPznRecord extends Row {
  readonly bundle: string
  readonly pzn: string
  readonly quantity: number
}
/** Tenant-owned: the seeder gives these rows to the DEMO group. */
export interface MyMarketRecord extends Row {
  readonly market: string
  readonly brand: string | null
  readonly pzn: string | null
  readonly role: 'own' | 'competitor'
}

/** The whole catalogue, keyed like the resources of manifest/resources.yaml. Never contains Lauer-Taxe data. */
export interface DemoCatalogue {
  readonly countries: readonly CountryRecord[]
  readonly companies: readonly CompanyRecord[]
  readonly manufacturers: readonly ManufacturerRecord[]
  readonly brands: readonly BrandRecord[]
  readonly 'sub-brands': readonly SubBrandRecord[]
  readonly pzns: readonly PznRecord[]
  readonly 'product-master': readonly ProductMasterRecord[]
  readonly keywords: readonly KeywordRecord[]
  readonly 'keyword-pzns': readonly KeywordPznRecord[]
  readonly 'domain-pzns': readonly DomainPznRecord[]
  readonly bundle: readonly BundleRecord[]
  readonly 'underlying-pzns': readonly UnderlyingPznRecord[]
  readonly 'my-markets': readonly MyMarketRecord[]
}
