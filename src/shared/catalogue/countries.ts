/**
 * The countries of the OTC catalogue with their names, identifier scheme and currency. Names come from
 * i18n-iso-countries (MIT licence, widdix GmbH; see node_modules/i18n-iso-countries/LICENSE), read from
 * its per-language files so the browser loads three small JSON files rather than every language.
 */
import countryNamesDe from 'i18n-iso-countries/langs/de.json' with { type: 'json' }
import countryNamesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import countryNamesFr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' }
import type { IdentifierKind } from '../identifiers/identifier-result.ts'

/** Values of the countries list's identifierScheme field (manifest/resources.yaml). */
export type IdentifierScheme = 'pzn8' | 'pznAt' | 'cip13Acl13' | 'ean13'

/** Which identifier kinds a country's scheme accepts: France numbers medicines (CIP13) and other products (ACL13). */
export const IDENTIFIER_KINDS_BY_SCHEME: Readonly<Record<IdentifierScheme, readonly IdentifierKind[]>> = {
  pzn8: ['pzn8'],
  pznAt: ['pznAt'],
  cip13Acl13: ['cip13', 'acl13'],
  ean13: ['ean13'],
}

/** One row of the countries list. */
export interface CountryRow {
  /** ISO 3166-1 alpha-2. */
  readonly code: string
  readonly nameDe: string
  readonly nameEn: string
  readonly nameFr: string
  readonly identifierScheme: IdentifierScheme
  /** ISO 4217. */
  readonly currency: string
}

/** The catalogue's markets: Germany, Austria, France, and Switzerland (GTIN-13 of Swissmedic packs). */
const MARKETS: readonly { code: string; identifierScheme: IdentifierScheme; currency: string }[] = [
  { code: 'DE', identifierScheme: 'pzn8', currency: 'EUR' },
  { code: 'AT', identifierScheme: 'pznAt', currency: 'EUR' },
  { code: 'FR', identifierScheme: 'cip13Acl13', currency: 'EUR' },
  { code: 'CH', identifierScheme: 'ean13', currency: 'CHF' },
]

type Names = { readonly countries: Readonly<Record<string, string | readonly string[]>> }

/**
 * Whether `code` is an ISO 3166-1 alpha-2 code, in capitals (DE, not de): one that i18n-iso-countries
 * names, which are the assigned codes and XK (Kosovo, user-assigned but in general use).
 */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && Object.hasOwn(countryNamesEn.countries, code)
}

/** The official short name of `code` in one language (the first, when the package lists several). */
function nameIn(names: Names, code: string): string {
  const name = names.countries[code]
  const first = Array.isArray(name) ? name[0] : name
  if (typeof first !== 'string') throw new Error(`i18n-iso-countries has no name for ${code}`)
  return first
}

/** The rows of the countries reference list, in catalogue order. */
export function listCountries(): CountryRow[] {
  return MARKETS.map((m) => ({
    code: m.code,
    nameDe: nameIn(countryNamesDe, m.code),
    nameEn: nameIn(countryNamesEn, m.code),
    nameFr: nameIn(countryNamesFr, m.code),
    identifierScheme: m.identifierScheme,
    currency: m.currency,
  }))
}

/** The identifier kinds a row of `countryCode` may carry; empty for a country outside the catalogue. */
export function identifierKindsOfCountry(countryCode: string): readonly IdentifierKind[] {
  const market = MARKETS.find((m) => m.code === countryCode)
  return market ? IDENTIFIER_KINDS_BY_SCHEME[market.identifierScheme] : []
}
