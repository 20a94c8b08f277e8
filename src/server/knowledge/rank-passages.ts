// The second ranking of retrieval (issue 38, decision 0092): the candidates the full-text and vector
// lists found, fused by rank, are ordered again by what the question names and asks, read against
// each passage's document profile. A named product and strength must be the document's (1 % is not
// 2 %); a superseded version ranks below the current one unless the question asks for the older
// date; a passage covering the asked-for concepts (in any language) and stating the asked kind of
// value (a quantity, a date, a duration, a number, a price) rises.
import { statesAnswerType, statesSomeCount } from './answer-type.ts'
import { cuesDocumentType } from './asked-document-type.ts'
import { marketAllowed, presumedMarket } from './asked-market.ts'
import { nearMonth } from './asked-date.ts'
import { holdsAge } from './asked-age.ts'
import { coversConcept, foldText } from './field-terms.ts'
import type { StoredProfile } from './profile/profile-store.ts'
import { holdsWord, namesProduct, type QuestionAnalysis } from './question-analysis.ts'
import { sameStrength, strengthsIn } from './strength.ts'

export interface RankablePassage {
  readonly fileId: string
  readonly heading: string
  readonly text: string
}

/** Weights of the features; the fused rank (at most 1 per list) breaks ties among equals. */
const weights = {
  fusedRank: 1,
  concept: 1.5,
  otherWords: 1,
  product: 2,
  wrongProduct: -3,
  strength: 1,
  wrongStrength: -3,
  superseded: -2.5,
  askedDate: 2,
  answerType: 0.75,
  sameLanguage: 0.4,
  documentType: 1.5,
  market: 1.5,
  wrongMarket: -2,
  age: 1,
  reference: 0.5,
}

export interface RankedPassage<T> {
  readonly passage: T
  readonly score: number
}

/** Features of one passage: what of the question it covers. */
export function passageCoverage(
  analysis: QuestionAnalysis,
  passage: RankablePassage,
  profile: StoredProfile | null | undefined,
) {
  const folded = ` ${foldText(`${passage.heading}\n${passage.text}`)} `
  const concepts = analysis.concepts.filter((concept) => coversConcept(folded, concept)).length
  // A word naming the kind of document ("Werbung", "leaflet") is covered by a document of that kind.
  const type = profile?.documentType
  const ofType = type && analysis.documentTypes.includes(type) ? type : null
  const others = analysis.otherWords.filter(
    (word) => holdsWord(folded, word) || (ofType !== null && cuesDocumentType(word, ofType)),
  ).length
  const productOfDocument = profile?.product ?? null
  const namedHere = analysis.products.filter(
    (product) =>
      (productOfDocument !== null && foldText(productOfDocument) === foldText(product)) ||
      (productOfDocument === null && namesProduct(folded, product)),
  )
  return {
    conceptShare: analysis.concepts.length === 0 ? 0 : concepts / analysis.concepts.length,
    otherShare: analysis.otherWords.length === 0 ? 0 : others / analysis.otherWords.length,
    productMatches: analysis.products.length === 0 ? null : namedHere.length > 0,
    // A count question is answered by a number with a noun of its own, not only with a unit.
    statesAnswer:
      analysis.answerType !== null &&
      (statesAnswerType(analysis.answerType, passage.text) ||
        (analysis.counted !== null && statesSomeCount(passage.text))),
  }
}

export function rankPassages<T extends RankablePassage>(
  analysis: QuestionAnalysis,
  fused: readonly { item: T; score: number }[],
  profiles: ReadonlyMap<string, StoredProfile>,
): RankedPassage<T>[] {
  const bestFused = Math.max(...fused.map((entry) => entry.score), Number.EPSILON)
  const asksDate = analysis.dates.length > 0
  const age = analysis.age
  const ofAskedDate = (profile: StoredProfile | null | undefined) =>
    asksDate &&
    profile?.versionDate != null &&
    analysis.dates.some((date) => profile.versionDate!.startsWith(date)) &&
    (analysis.months.length === 0 || analysis.months.some((month) => nearMonth(profile.versionDate!, month)))
  // Files whose superseded predecessor is of the asked date too.
  const replacedOfAskedDate = new Set(
    [...profiles.values()].flatMap((profile) =>
      profile.supersededBy && ofAskedDate(profile) ? [profile.supersededBy] : [],
    ),
  )
  // A form beside the named product ("Schmerzgel 2 %") is its name: the claims list repeating the
  // name does not cover more of the question than the SmPC (decision 0104, round 7).
  // A concept named only by a verb of use ("Can vegetarians take ...") asks nothing of its own.
  const asked = {
    ...analysis,
    concepts: analysis.concepts.filter((concept) => !analysis.byVerbOnly.includes(concept.id)),
    otherWords: analysis.otherWords.filter((word) => !analysis.productForms.includes(word)),
  }
  const ranked = fused.map(({ item, score }, index) => {
    const profile = profiles.get(item.fileId)
    const coverage = passageCoverage(asked, item, profile)
    let total =
      weights.fusedRank * (score / bestFused) +
      weights.concept * coverage.conceptShare +
      weights.otherWords * coverage.otherShare
    if (coverage.productMatches === true) total += weights.product
    else if (coverage.productMatches === false) total += weights.wrongProduct
    if (analysis.strengths.length > 0 && profile?.strength) {
      const asked = analysis.strengths.some((strength) => sameStrength(strength, profile.strength!))
      total += asked ? weights.strength : weights.wrongStrength
    } else if (analysis.strengths.length > 0 && profile && !profile.product) {
      // A document of no one product (a price list): the strengths its passage writes.
      const written = strengthsIn(`${item.heading}\n${item.text}`)
      if (written.length > 0)
        total += written.some((strength) => analysis.strengths.some((asked) => sameStrength(asked, strength)))
          ? weights.strength
          : weights.wrongStrength
    }
    // A named month ("Preisliste vom Juli 2024") must be near the version date, not only its year.
    // Of a document and its successor both dated in the asked year (the list of December 2024 that
    // replaces the one of July 2024), the date names the older one: the current needs no date.
    const dated = ofAskedDate(profile) && !(profile && replacedOfAskedDate.has(item.fileId))
    if (dated) total += weights.askedDate
    else if (profile?.supersededBy && !analysis.asksEarlierVersion) total += weights.superseded
    // "die alte Preisliste von 2024": of two versions of that year, the current one is not asked for.
    if (profile && !profile.supersededBy && analysis.asksEarlierVersion && profile.versionDate)
      total += weights.superseded / 2
    if (coverage.statesAnswer) total += weights.answerType
    // "PZN", "Werbung", "Journalist": the kind of document the question is about.
    if (profile?.documentType && analysis.documentTypes.includes(profile.documentType))
      total += weights.documentType
    // "in Frankreich": a document of that market rises, one of another market falls (decision 0104).
    // A document of unknown market counts for its language's home market: the German FAQ is not the
    // answer to "Kundenservice in Frankreich" when the French one is among the candidates.
    const market = presumedMarket(profile)
    if (analysis.markets.length > 0 && market)
      total += marketAllowed(analysis.markets, market, `${item.heading}\n${item.text}`)
        ? weights.market
        : weights.wrongMarket
    // "mein 4-jähriger Sohn": a passage whose age ranges hold the age (the children's strength) rises,
    // one whose ranges all exclude it (the adults' strength) falls.
    if (age !== null) {
      const held = holdsAge(age, item.text)
      if (held !== null) total += held ? weights.age : -weights.age
    }
    // Of a named product's documents, the SmPC is the reference the others are written from.
    if (
      coverage.productMatches === true &&
      analysis.documentTypes.length === 0 &&
      profile?.documentType === 'smpc'
    )
      total += weights.reference
    // Of two documents that both answer, the one in the question's language.
    if (analysis.language && profile?.language === analysis.language) total += weights.sameLanguage
    return { passage: item, score: total, index }
  })
  return ranked
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ passage, score }) => ({ passage, score }))
}
