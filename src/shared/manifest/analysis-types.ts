// The analysis engine's manifest section (manifest/analysis.yaml, issue 39): default keyword lists every
// tenant of an analysing tool starts with, the mandatory texts of lay advertising per market, and the
// negation words of the AE-term rule.

/** A text in each language of the app. */
export type AnalysisLocalizedText = Readonly<Record<'de' | 'en' | 'fr', string>>

/** own, competitor, ingredient, indication, ae, redFlag */
export type AnalysisListKind = 'own' | 'competitor' | 'ingredient' | 'indication' | 'ae' | 'redFlag'

export interface AnalysisKeywordDefault {
  readonly term: string
  readonly aliases: readonly string[]
  /** de, fr, en; null: looked for in every item. */
  readonly language: 'de' | 'fr' | 'en' | null
}

/** A default keyword list: copied into a tenant's lists the first time its tool is used. */
export interface AnalysisKeywordListDefault {
  readonly key: string
  readonly kind: AnalysisListKind
  readonly name: AnalysisLocalizedText
  readonly keywords: readonly AnalysisKeywordDefault[]
}

/** The mandatory text of lay advertising of one market: every group must be present, in one of its variants. */
export interface AnalysisMandatoryText {
  readonly market: string
  readonly language: 'de' | 'fr' | 'en'
  /** The provision that requires it ("§ 4 Abs. 3 HWG"). */
  readonly law: string
  readonly required: readonly (readonly string[])[]
}

export interface AnalysisSettings {
  readonly keywordLists: readonly AnalysisKeywordListDefault[]
  readonly mandatoryTexts: readonly AnalysisMandatoryText[]
  /** Words that negate an AE term shortly after them ("keine", "sans", "without"), all languages. */
  readonly negations: readonly string[]
}
