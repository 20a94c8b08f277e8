// The markets a question names (issue 38): "in Frankreich", "en Suisse", "in the UK", "pour les
// pharmacies belges", "the German leaflet". A document's profile knows its market (DE, AT, CH, FR,
// UK, decision 0091); a document of another market does not answer a question about this one (the
// German price list holds no French price). Country names and their adjectives, in de/fr/en, on
// folded text (lower case, no accents). Pure.
import { foldText } from './field-terms.ts'

const countries: readonly [string, RegExp][] = [
  ['DE', /(?<!\p{L})(deutschland|deutsche[nmrs]?|allemagne|allemande?s?|germany|german)(?!\p{L})/u],
  [
    'AT',
    /(?<!\p{L})(osterreich|osterreichische[nmrs]?|autriche|autrichien(ne)?s?|austria|austrian)(?!\p{L})/u,
  ],
  ['CH', /(?<!\p{L})(schweiz|schweizer|schweizerische[nmrs]?|suisses?|switzerland|swiss)(?!\p{L})/u],
  ['FR', /(?<!\p{L})(frankreich|franzosische[nmrs]?|france|francaise?s?|french)(?!\p{L})/u],
  [
    'UK',
    /(?<!\p{L})(uk|u\.k\.|united kingdom|great britain|britain|british|england|grossbritannien|britische[nmrs]?|royaume-uni|royaume uni|britannique?s?|angleterre)(?!\p{L})/u,
  ],
  ['BE', /(?<!\p{L})(belgien|belgische[nmrs]?|belgique|belges?|belgium|belgian)(?!\p{L})/u],
]

/** The market codes (DE, AT, CH, FR, UK, BE) whose country the text names. */
export function marketsIn(text: string): string[] {
  const folded = ` ${foldText(text)} `
  return countries.filter(([, pattern]) => pattern.test(folded)).map(([code]) => code)
}

/** Where a language is mainly spoken: the market of a document of unknown market (decision 0104). */
const homeMarkets: Readonly<Record<string, string>> = { german: 'DE', french: 'FR', english: 'UK' }

/** A document's market, or for one of unknown market its language's home market (German: DE). */
export function presumedMarket(
  profile: { readonly market?: string | null; readonly language?: string | null } | null | undefined,
): string | null {
  return profile?.market ?? (profile?.language ? homeMarkets[profile.language] : undefined) ?? null
}

/**
 * Whether a document of `market` may answer a question naming `asked` markets: no market named, the
 * document's market unknown or named, or the passage itself names one of them.
 */
export function marketAllowed(asked: readonly string[], market: string | null | undefined, text: string) {
  if (asked.length === 0 || !market || asked.includes(market)) return true
  return marketsIn(text).some((code) => asked.includes(code))
}
