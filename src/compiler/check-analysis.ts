// The analysis section (manifest/analysis.yaml, issue 39): default keyword lists, mandatory texts and
// negation words, checked as the matcher will read them (whole words, case and diacritics folded). A
// term that folds to nothing would never match; the same words twice in a list would count twice.
import type {
  AnalysisKeywordListDefault,
  AnalysisListKind,
  AnalysisLocalizedText,
  AnalysisMandatoryText,
  AnalysisSettings,
} from '../shared/manifest/analysis-types.ts'
import type { Diagnostic } from './diagnostics.ts'
import type { MergedManifest } from './merge.ts'

interface RawKeyword {
  term: string
  aliases?: string[]
  language?: 'de' | 'fr' | 'en'
}

interface RawAnalysis {
  keywordLists?: Record<
    string,
    { kind: AnalysisListKind; name: AnalysisLocalizedText; keywords: RawKeyword[] }
  >
  mandatoryTexts?: Record<string, { language: 'de' | 'fr' | 'en'; law: string; required: string[][] }>
  negations?: Record<'de' | 'en' | 'fr', string[]>
}

/** Words as the matcher compares them (src/server/analysis/match/fold-words.ts does the same per word). */
const foldWords = (text: string) =>
  text
    .replace(/[ßẞ]/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? []

export function checkAnalysis(merged: MergedManifest, d: Diagnostic[]): AnalysisSettings {
  const raw = (merged.data.analysis ?? {}) as RawAnalysis
  const keywordLists: AnalysisKeywordListDefault[] = Object.entries(raw.keywordLists ?? {}).map(
    ([key, list]) => {
      const seen = new Map<string, string>()
      list.keywords.forEach((keyword, index) => {
        for (const form of [keyword.term, ...(keyword.aliases ?? [])]) {
          const path = ['analysis', 'keywordLists', key, 'keywords', index]
          const words = foldWords(form).join(' ')
          if (!words) {
            d.push(
              merged.at(path, 'INVALID_KEYWORD', `'${form}' has no letters or digits; it would never match`),
            )
            continue
          }
          const first = seen.get(`${keyword.language ?? '*'}:${words}`)
          if (first)
            d.push(
              merged.at(
                path,
                'DUPLICATE_KEYWORD',
                `'${form}' matches the same words as '${first}' in list '${key}'`,
              ),
            )
          else seen.set(`${keyword.language ?? '*'}:${words}`, form)
        }
      })
      return {
        key,
        kind: list.kind,
        name: list.name,
        keywords: list.keywords.map((k) => ({
          term: k.term,
          aliases: k.aliases ?? [],
          language: k.language ?? null,
        })),
      }
    },
  )
  const mandatoryTexts: AnalysisMandatoryText[] = Object.entries(raw.mandatoryTexts ?? {}).map(
    ([market, text]) => {
      text.required.forEach((variants, index) =>
        variants.forEach((variant, v) => {
          if (foldWords(variant).length === 0)
            d.push(
              merged.at(
                ['analysis', 'mandatoryTexts', market, 'required', index, v],
                'INVALID_KEYWORD',
                `'${variant}' has no letters or digits; no text could contain it`,
              ),
            )
        }),
      )
      return { market, language: text.language, law: text.law, required: text.required }
    },
  )
  const negations: string[] = []
  for (const [locale, words] of Object.entries(raw.negations ?? {}))
    words.forEach((word, index) => {
      if (foldWords(word).length !== 1)
        d.push(
          merged.at(
            ['analysis', 'negations', locale, index],
            'INVALID_KEYWORD',
            `'${word}' must be exactly one word`,
          ),
        )
      else negations.push(word)
    })
  return { keywordLists, mandatoryTexts, negations }
}
