// The "not in the documents" rule (issue 38, decision 0092): the best passages answer a question only
// when they cover its content words: the product it names (and its strength), each field concept it
// asks about (in any language: "posologie" is covered by "Dosierung"), and, for the rest of its
// words, enough of them (a product no document is about is such a word). Otherwise the answer says
// the documents hold no statement on it, names what was searched, and quotes nothing. A passage the
// vector search found at or above the similarity floor covers the question by its meaning ("Kopfweh"
// is covered by "Cephalgie"): only the named product, its strength and unknown names still rule it out. Pure.
import { coversConcept, foldText, holdsTerm, type FieldConcept } from '../../knowledge/field-terms.ts'

import type { StoredProfile } from '../../knowledge/profile/profile-store.ts'
import {
  analyseQuestion,
  holdsWord,
  namesDurationOnlyByHowLong,
  useVerbs,
  type QuestionAnalysis,
} from '../../knowledge/question-analysis.ts'
import { passageCoverage } from '../../knowledge/rank-passages.ts'
import { marketAllowed, marketsIn, presumedMarket } from '../../knowledge/asked-market.ts'
import { sameStrength, strengthsIn } from '../../knowledge/strength.ts'
import { cuesDocumentType } from '../../knowledge/asked-document-type.ts'
import { statesAnswerType } from '../../knowledge/answer-type.ts'
import { askedAge } from '../../knowledge/asked-age.ts'
import { asksClosedPack, speaksOfOpenedPack } from '../../knowledge/asked-opening.ts'
import { nearMonth } from '../../knowledge/asked-date.ts'
import { attributeWords, holdsAttribute } from './asked-attribute.ts'
import {
  asksLiquidForm,
  asksName,
  asksUntilWhen,
  containsOnlyCounts,
  namesSomeoneOnTheAsked,
  statesAskedCount,
  statesEnd,
  statesLiquidForm,
} from './asked-sense.ts'

export interface CoveragePassage {
  readonly fileId: string
  readonly heading: string
  readonly text: string
  readonly profile?: StoredProfile | null
  /** Cosine similarity when the vector search found the passage above its floor; null otherwise. */
  readonly similarity?: number | null
}

export interface Coverage<T> {
  /** The passages that may be quoted (of the named product and strength), best first; empty: not covered. */
  readonly answering: T[]
  readonly analysis: QuestionAnalysis
  /** What was searched, in the question's words: the product, its strength, the asked-for words. */
  readonly searched: string[]
  /** The best passage's share of the question's concepts and content words. */
  readonly best: number
  readonly unknownName: boolean
}

/** Concepts that are a duration: "jusqu'à quand" after opening is answered by "6 mois". */
const durations = new Set(['duration', 'shelfLifeOpened', 'effectDuration'])

/** Share of the question's concepts and other content words the best passage must cover. */
const leastShare = 0.2

export function judgeCoverage<T extends CoveragePassage>(
  question: string,
  passages: readonly T[],
): Coverage<T> {
  const products = [
    ...new Set(passages.flatMap((passage) => (passage.profile?.product ? [passage.profile.product] : []))),
  ]
  const analysis = analyseQuestion(question, products)
  const searched = searchedWords(question, analysis)
  const ofProduct = passages.filter((passage) => {
    const coverage = passageCoverage(analysis, passage, passage.profile)
    if (coverage.productMatches === false) return false
    // A document of another market does not answer for this one ("Preis in Frankreich").
    if (!marketAllowed(analysis.markets, passage.profile?.market, `${passage.heading}\n${passage.text}`))
      return false
    if (analysis.strengths.length === 0) return true
    const strength = passage.profile?.strength
    const asked = (written: string) => analysis.strengths.some((named) => sameStrength(named, written))
    if (strength) return asked(strength)
    // A document of no one product (a price list) answers for the asked strength only where it writes it.
    return passage.profile && !passage.profile.product
      ? strengthsIn(`${passage.heading}\n${passage.text}`).some(asked)
      : true
  })
  const items = analysis.concepts.length + analysis.otherWords.length
  // The concepts the question names with a word of their own, not only with a verb of use ("take").
  const foldedQuestion = ` ${foldText(question)} `
  // An age the question gives ("für einen Neunjährigen") names the age concept too.
  // "Wie viele Sprühstöße enthält eine Flasche": "enthält" is the count's verb, not the ingredient.
  const counted = analysis.answerType === 'quantity' ? analysis.counted : null
  const named = analysis.concepts.filter(
    (concept) =>
      !containsOnlyCounts(foldedQuestion, counted, concept) &&
      ((concept.id === 'age' && askedAge(question) !== null) ||
        Object.values(concept.terms).some((terms) =>
          terms.some((term) => !useVerbs.has(term) && holdsTerm(foldedQuestion, term)),
        )),
  )
  // The words naming the asked-for attribute, read against the retrieved documents (asked-attribute.ts).
  const byFile = new Map<string, string>()
  for (const passage of passages)
    byFile.set(passage.fileId, `${byFile.get(passage.fileId) ?? ''}\n${passage.heading}\n${passage.text}`)
  const attribute = attributeWords(question, analysis, [...byFile.values()])
  const closedPack = analysis.answerType === 'duration' && asksClosedPack(question)
  const nameAsked = asksName(question)
  const untilWhen = asksUntilWhen(question)
  const liquidAsked = asksLiquidForm(question, attribute.words)
  const countedFolded = counted === null ? null : foldText(counted)
  const countRest = attribute.words.filter((word) => word !== countedFolded)
  const ownWords = new Set(analysis.products.flatMap((product) => foldText(product).split(/\s+/u)))
  const onlyHowLong = namesDurationOnlyByHowLong(foldedQuestion)
  const shareOf = (passage: T) => {
    // Above the floor the vectors vouch for the passage's meaning, whatever its words.
    if (items === 0 || (passage.similarity ?? null) !== null) return 1
    const coverage = passageCoverage(analysis, passage, passage.profile)
    // A field the question names ("in der Schwangerschaft", "date de péremption") that the passage does
    // not speak of is not answered there, whatever other words it shares.
    const folded = ` ${foldText(`${passage.heading}\n${passage.text}`)} `
    // A document of the kind the question asks for ("in der Preisliste") speaks of its field anyway.
    const ofAskedType =
      !!passage.profile?.documentType && analysis.documentTypes.includes(passage.profile.documentType)
    // Every field it names: "Nebenwirkungen bei Kindern" is not answered by a line on children's doses.
    // "How long" asks a duration, which a passage stating one ("4 years.") covers in its own words.
    // A duration named only by "how long" is stated as one ("4 years."), not by a word ("these months").
    const speaksOf = (concept: FieldConcept) =>
      concept.id === 'duration'
        ? statesAnswerType('duration', passage.text) || (!onlyHowLong && coversConcept(folded, concept))
        : coversConcept(folded, concept)
    if (named.length > 0 && !ofAskedType && !named.every(speaksOf)) return 0
    // "Wie lange ist X ungeöffnet haltbar?": a passage whose every duration is the time after opening
    // does not state the closed pack's shelf life.
    if (
      closedPack &&
      !passage.text
        .split(/(?<=[.!?])\s+|\n+/u)
        .some((sentence) => statesAnswerType('duration', sentence) && !speaksOfOpenedPack(sentence))
    )
      return 0
    // The value in the asked sense (asked-sense.ts): a count of the counted thing, a name beside the
    // asked concept, the end of a period.
    const sameLanguage = !passage.profile?.language || passage.profile.language === analysis.language
    if (
      counted &&
      !statesAskedCount(counted, passage.text, countRest, sameLanguage, ownWords, holdsAttribute)
    )
      return 0
    const onTheAsked = (sentence: string) => named.every((concept) => coversConcept(sentence, concept))
    if (
      nameAsked &&
      !namesSomeoneOnTheAsked(passage.text, passage.profile?.language === 'german', ownWords, onTheAsked)
    )
      return 0
    if (
      untilWhen &&
      !statesEnd(
        passage.text,
        named.some((concept) => durations.has(concept.id)),
      )
    )
      return 0
    // "Available as a liquid": a form, stated in any language, not the glass of liquid it is taken with.
    if (liquidAsked && !statesLiquidForm(`${passage.heading}\n${passage.text}`)) return 0
    // A question naming no field concept asks about its attribute words ("beim Hund", "gluten"): a
    // passage holding none of them only shares the product's or the company's name.
    const type = passage.profile?.documentType
    if (
      named.length === 0 &&
      attribute.words.length > 0 &&
      !holdsAttribute(folded, attribute.words) &&
      !(type && attribute.words.some((word) => cuesDocumentType(word, type)))
    )
      return 0
    return (
      (coverage.conceptShare * analysis.concepts.length + coverage.otherShare * analysis.otherWords.length) /
      items
    )
  }
  const shares = new Map(ofProduct.map((passage) => [passage, shareOf(passage)]))
  const best = Math.max(0, ...shares.values())
  const covering = ofAskedVersion(
    analysis,
    best >= leastShare ? ofProduct.filter((passage) => shares.get(passage)! > 0) : [],
  )
  // A name the question gives (capitalised inside it, not a field word) that no retrieved passage
  // holds is a product or thing the documents do not know ("Dosierung von Xyzol?"), even when the
  // vectors found a passage on the asked-for field (another product's maximum dose).
  const retrievedText = ` ${foldText(passages.map((passage) => `${passage.heading}\n${passage.text}`).join('\n'))} `
  const unknownName =
    namesIn(question).some((name) => analysis.otherWords.includes(name) && !holdsWord(retrievedText, name)) ||
    codesIn(question).some((code) => !retrievedText.includes(code))
  // A market the question names ("en Suisse", "in Österreich") that no retrieved document is of (a
  // document of unknown market: its language's home market) and no retrieved passage names: the
  // documents say nothing for that market.
  const unknownMarket =
    analysis.markets.length > 0 &&
    !passages.some(
      (passage) =>
        analysis.markets.includes(presumedMarket(passage.profile) ?? '') ||
        marketsIn(`${passage.heading}\n${passage.text}`).some((code) => analysis.markets.includes(code)),
    )
  return {
    answering: unknownName || unknownMarket ? [] : covering,
    analysis,
    searched,
    best,
    unknownName,
  }
}

/**
 * "Dans la notice de mars 2021", "nach der Preisliste von Juli 2024": when answering passages are of a
 * document of the named date (its year, and its month within three), only those answer; a later
 * document retelling the change ("Depuis la notice révisée d'octobre 2024...") is not that version.
 */
function ofAskedVersion<T extends CoveragePassage>(analysis: QuestionAnalysis, passages: T[]): T[] {
  if (analysis.dates.length === 0) return passages
  const dated = passages.filter((passage) => {
    const version = passage.profile?.versionDate
    return (
      !!version &&
      analysis.dates.some((year) => version.startsWith(year)) &&
      (analysis.months.length === 0 || analysis.months.some((month) => nearMonth(version, month)))
    )
  })
  return dated.length > 0 ? dated : passages
}

/** Dosage forms: a capitalised word beside one ("Ventoril Hustentropfen", "spray Rhinaval") names a product. */
const formEndings =
  /(?:tropfen|tabletten?|kapseln?|sirup|saft|spray|gel|creme|salbe|pflaster|gouttes|comprimés?|gélules?|sirop|pommade|tablets?|capsules?|drops|syrup|cream|ointment|lozenges?)$/iu

/** Words that name what a question is about when a capitalised name follows ("Dosis von Dolorex"). */
const ofWords = /^(?:von|vom|of|de|du|d)$/iu

/**
 * Capitalised words (five letters and more, not the first) that stand beside a dosage form or after
 * "von / of / de": product names. The question's own words only, so the rule knows no other tenant's.
 */
function namesIn(question: string): string[] {
  const words = question.match(/[\p{L}][\p{L}-]*/gu) ?? []
  return words
    .filter(
      (word, i) =>
        i > 0 &&
        word.length >= 5 &&
        /^\p{Lu}/u.test(word) &&
        !formEndings.test(word) &&
        (formEndings.test(words[i + 1] ?? '') ||
          formEndings.test(words[i - 1] ?? '') ||
          ofWords.test(words[i - 1] ?? '')),
    )
    .map(foldText)
}

/**
 * Codes the question gives (a batch "24B117", an order number): letters and digits mixed, five
 * characters and more, not a strength ("400mg") nor a vitamin ("D3"). Folded. A code no retrieved
 * passage holds is a thing the documents do not know.
 */
function codesIn(question: string): string[] {
  return (question.match(/(?<![\p{L}\p{N}])[\p{L}\p{N}]{5,}(?![\p{L}\p{N}])/gu) ?? [])
    .filter((word) => /\p{N}/u.test(word) && /\p{L}/u.test(word))
    .filter((word) => !/^\d+(?:mg|g|µg|mcg|ml|ie|iu|mm|cm|kg)$/iu.test(word))
    .map(foldText)
}

/** The question's own words that were searched for: product names, strengths, content words. */
function searchedWords(question: string, analysis: QuestionAnalysis): string[] {
  const named = analysis.products.map((product) =>
    [product, ...analysis.strengths.map((s) => s.replace(/(\d)([%a-zµ])/u, '$1 $2'))].join(' '),
  )
  const productWords = new Set(analysis.products.flatMap((product) => foldText(product).split(/\s+/)))
  const words = (question.match(/[\p{L}][\p{L}-]{2,}/gu) ?? []).filter((word) => {
    const folded = foldText(word)
    if (productWords.has(folded)) return false
    return (
      analysis.otherWords.includes(folded) ||
      analysis.concepts.some((concept) =>
        Object.values(concept.terms).some((terms) => terms.some((term) => folded.startsWith(term.trim()))),
      )
    )
  })
  return [...new Set([...named, ...words])]
}
