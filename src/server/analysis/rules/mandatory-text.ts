// The mandatory text of lay advertising for medicines (HWG §4(3) in Germany, AMG §51 in Austria, CSP
// R.5122-3 in France): a promotional text for the market that lacks any required part is a finding.
// Compared word by word with case, diacritics and punctuation folded, so line breaks and a missing
// comma do not count as missing.
import { foldPhrase } from '../match/fold-words.ts'
import type {
  MandatoryText,
  RuleFinding,
  RuleHit,
  RuleItem,
  RuleKeyword,
  RuleSettings,
} from './rule-types.ts'

const marketOfLanguage: Record<string, string> = { de: 'DE', fr: 'FR' }

/** The market a promotional item is checked for: its own, else its language's, else the tenant's. */
export function marketOf(item: RuleItem, fallbackMarket: string | null): string | null {
  return item.market ?? (item.language ? marketOfLanguage[item.language] : undefined) ?? fallbackMarket
}

/** The required groups of `mandatory` the text lacks (each group by its first variant). */
export function missingParts(text: string, mandatory: MandatoryText): string[] {
  const folded = ` ${foldPhrase(text)} `
  return mandatory.required
    .filter((variants) => !variants.some((variant) => folded.includes(` ${foldPhrase(variant)} `)))
    .map((variants) => variants[0]!)
}

export function findMissingMandatoryText(
  item: RuleItem,
  hits: readonly RuleHit[],
  keywords: ReadonlyMap<string, RuleKeyword>,
  settings: RuleSettings,
): RuleFinding[] {
  if (!item.promotional) return []
  const market = marketOf(item, settings.fallbackMarket)
  const mandatory = settings.mandatoryTexts.find((m) => m.market === market)
  if (!mandatory) return []
  if (missingParts(item.text, mandatory).length === 0) return []
  const product = hits.map((h) => keywords.get(h.keywordId)).find((k) => k?.listKind === 'own')
  return [
    {
      origin: 'rule',
      type: 'mandatoryTextMissing',
      product: product?.term ?? null,
      detail: mandatory.market,
      quote: null,
      quoteStart: null,
      quoteEnd: null,
      reason: `analysis.reason.mandatoryTextMissing.${mandatory.market}`,
    },
  ]
}
