// What the deterministic rules see and make: an item's text with its keyword hits, and findings that
// carry their quote as offsets into that text (origin keywords or rule; no run made them).
import type { KeywordListKind } from '../keywords/load-keywords.ts'

export interface RuleKeyword {
  readonly id: string
  readonly term: string
  readonly aliases: readonly string[]
  readonly listKind: KeywordListKind
  readonly indicationFor: readonly string[]
}

export interface RuleHit {
  readonly keywordId: string
  readonly start: number
  readonly end: number
  readonly matched: string
}

export interface RuleItem {
  readonly text: string
  readonly language: string | null
  readonly promotional: boolean
  readonly market: string | null
}

/** A market's mandatory text of lay advertising: every group must be present, in any of its variants. */
export interface MandatoryText {
  readonly market: string
  readonly language: string
  readonly law: string
  readonly required: readonly (readonly string[])[]
}

export interface RuleSettings {
  readonly mandatoryTexts: readonly MandatoryText[]
  /** Words that, shortly before an AE term, say it did not happen ("keine Übelkeit", "sans nausée"). */
  readonly negations: readonly string[]
  /** The market when the item names none and its language says none (the tenant's locale). */
  readonly fallbackMarket: string | null
}

export interface RuleFinding {
  readonly origin: 'keywords' | 'rule'
  readonly type: 'aePossibleKeywords' | 'mandatoryTextMissing'
  readonly product: string | null
  readonly detail: string | null
  readonly quote: string | null
  readonly quoteStart: number | null
  readonly quoteEnd: number | null
  /** A message key (analysis.reason.*): the page says it in the reader's language. */
  readonly reason: string
}
