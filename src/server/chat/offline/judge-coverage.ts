// The "not in the documents" rule (issue 38, decision 0092): the best passages answer a question only
// when they cover its content words: the product it names (and its strength), each field concept it
// asks about (in any language: "posologie" is covered by "Dosierung"), and, for the rest of its
// words, enough of them (a product no document is about is such a word). Otherwise the answer says
// the documents hold no statement on it, names what was searched, and quotes nothing. Pure.
import { foldText } from '../../knowledge/field-terms.ts'
import type { StoredProfile } from '../../knowledge/profile/profile-store.ts'
import { analyseQuestion, type QuestionAnalysis } from '../../knowledge/question-analysis.ts'
import { passageCoverage } from '../../knowledge/rank-passages.ts'
import { sameStrength } from '../../knowledge/strength.ts'

export interface CoveragePassage {
  readonly fileId: string
  readonly heading: string
  readonly text: string
  readonly profile?: StoredProfile | null
}

export interface Coverage<T> {
  /** The passages that may be quoted (of the named product and strength), best first; empty: not covered. */
  readonly answering: T[]
  readonly analysis: QuestionAnalysis
  /** What was searched, in the question's words: the product, its strength, the asked-for words. */
  readonly searched: string[]
}

/** Share of the other content words one passage must hold when the question names no field concept. */
const otherWordsShare = 0.5

export function judgeCoverage<T extends CoveragePassage>(question: string, passages: readonly T[]): Coverage<T> {
  const products = [...new Set(passages.flatMap((passage) => (passage.profile?.product ? [passage.profile.product] : [])))]
  const analysis = analyseQuestion(question, products)
  const searched = searchedWords(question, analysis)
  const ofProduct = passages.filter((passage) => {
    const coverage = passageCoverage(analysis, passage, passage.profile)
    if (coverage.productMatches === false) return false
    const strength = passage.profile?.strength
    return analysis.strengths.length === 0 || !strength || analysis.strengths.some((asked) => sameStrength(asked, strength))
  })
  const covering = ofProduct.filter((passage) => {
    const coverage = passageCoverage(analysis, passage, passage.profile)
    if (analysis.concepts.length > 0) return coverage.conceptShare > 0 && (analysis.otherWords.length === 0 || coverage.otherShare > 0 || coverage.productMatches === true)
    if (analysis.otherWords.length === 0) return true
    return coverage.otherShare >= otherWordsShare
  })
  // Every concept must be covered by one of the answering passages.
  const allConcepts = analysis.concepts.every((concept) =>
    covering.some((passage) => passageCoverage({ ...analysis, concepts: [concept] }, passage, passage.profile).conceptShare > 0),
  )
  return { answering: allConcepts ? covering : [], analysis, searched }
}

/** The question's own words that were searched for: product names, strengths, content words. */
function searchedWords(question: string, analysis: QuestionAnalysis): string[] {
  const named = analysis.products.map((product) => [product, ...analysis.strengths.map((s) => s.replace(/(\d)([%a-zµ])/u, '$1 $2'))].join(' '))
  const productWords = new Set(analysis.products.flatMap((product) => foldText(product).split(/\s+/)))
  const words = (question.match(/[\p{L}][\p{L}-]{2,}/gu) ?? []).filter((word) => {
    const folded = foldText(word)
    if (productWords.has(folded)) return false
    return analysis.otherWords.includes(folded) || analysis.concepts.some((concept) => Object.values(concept.terms).some((terms) => terms.some((term) => folded.startsWith(term.trim()))))
  })
  return [...new Set([...named, ...words])]
}
