// What a question names and asks (issue 38, decision 0092): the products of the tenant's documents it
// names (their names are the same in every language), the strengths, the field concepts (dose,
// storage...), the kind of value it wants, the other content words, and whether it asks for an
// older version ("Stand 2021", "ancienne version"). Pure: retrieval and the offline engine share it.
import { askedAnswerType, countedThing, type AnswerType } from './answer-type.ts'
import { askedDocumentTypes } from './asked-document-type.ts'
import { marketsIn } from './asked-market.ts'
import type { DocumentType } from './profile/read-document-profile.ts'
import { conceptsOf, fieldConcepts, foldText, holdsTerm, type FieldConcept } from './field-terms.ts'
import { askedAge } from './asked-age.ts'
import { askedMonths } from './asked-date.ts'
import { strengthsIn, withoutStrengths } from './strength.ts'
import { formBesideProduct } from './form-beside-product.ts'

export interface QuestionAnalysis {
  /** Product names of the tenant's documents the question names (as stored). */
  readonly products: string[]
  readonly strengths: string[]
  readonly concepts: FieldConcept[]
  readonly answerType: AnswerType | null
  /** Folded content words that are neither a product name, a concept term nor a question word. */
  readonly otherWords: string[]
  /** Other words that are a dosage form beside a named product ("Schmerzgel", "syrup"): its name. */
  readonly productForms: string[]
  /** Ids of the concepts named only by a verb of use ("take", "einnehmen"): any question says them. */
  readonly byVerbOnly: string[]
  /** Years (and YYYY-MM) the question names, and whether it asks for an earlier version. */
  readonly dates: string[]
  /** Months (YYYY-MM) the question names ("vom 1. Juli 2024"), see asked-date.ts. */
  readonly months: string[]
  readonly asksEarlierVersion: boolean
  /** The question's language by its small words, or null. */
  readonly language: 'german' | 'french' | 'english' | null
  /** The kinds of document its words point to (a PZN: the price list), see asked-document-type.ts. */
  readonly documentTypes: DocumentType[]
  /** The markets whose country it names ("in Frankreich": FR), see asked-market.ts. */
  readonly markets: string[]
  /** The age it asks about ("mein 4-jähriger Sohn": 4), see asked-age.ts. */
  readonly age: number | null
  /** What a "wie viele / combien de / how many" question counts, or null (answer-type.ts). */
  readonly counted: string | null
}

/** Verbs of use: any question about a medicine says them, so they name no field it asks about. */
export const useVerbs: ReadonlySet<string> = new Set([
  'einnehmen',
  'eingenommen',
  'einzunehmen',
  'anwenden',
  'dosiert',
  'prendre',
  'administr',
  'avaler',
  'take ',
  'taken',
  'swallow',
])

const smallWords: Record<'german' | 'french' | 'english', RegExp> = {
  german:
    /(?<!\p{L})(der|die|das|den|dem|ist|wie|was|welche[nrs]?|wann|ich|man|darf|kann|und|mit|für|bei|nicht|ein|eine|einen|gibt|vom|zum|zur|am|im)(?!\p{L})/giu,
  french:
    /(?<!\p{L})(le|la|les|des|du|est|quel|quelle|quels|quelles|combien|je|on|peut|et|avec|pour|pas|une|un|au|aux|en|se|il|elle|ce)(?!\p{L})/giu,
  english:
    /(?<!\p{L})(the|is|are|what|which|how|when|can|i|my|and|with|for|not|a|an|does|do|of|in|to|it|there)(?!\p{L})/giu,
}

/** Concepts that are a duration of their own (the shelf life, how long one dose acts). */
const durationsOfTheirOwn = new Set(['shelfLifeOpened', 'effectDuration'])
const howLong = new Set(['wie lange', 'combien de temps', 'how long'])

/** Whether a folded question names a duration only by "wie lange / combien de temps / how long". */
export function namesDurationOnlyByHowLong(folded: string): boolean {
  const duration = fieldConcepts.find((concept) => concept.id === 'duration')
  if (!duration) return false
  const held = Object.values(duration.terms).flatMap((terms) =>
    terms.filter((term) => holdsTerm(folded, term)),
  )
  return held.length > 0 && held.every((term) => howLong.has(term))
}

/** The language whose small words the question uses most (ties and none: null). */
export function questionLanguage(question: string): QuestionAnalysis['language'] {
  const counts = (Object.keys(smallWords) as (keyof typeof smallWords)[]).map(
    (language) => [language, question.match(smallWords[language])?.length ?? 0] as const,
  )
  const [best, second] = [...counts].sort((a, b) => b[1] - a[1])
  return best![1] > 0 && best![1] > second![1] ? best![0] : null
}

const questionWords = new Set(
  (
    'was wie viel viele welche welcher welches welchen gibt haben hat ist sind der die das den dem des ein eine einen einer und oder fur mit von zum zur bei nach darf kann man soll sollte muss wird werden ich mein meine es sie wann seit lange wo wer warum bitte nicht auch noch mehr als beim vom im in an auf aus uber unter ab bis laut steht stehen gilt welchem wir uns unser unsere womit durfen konnen mussen ' +
    'quel quelle quels quelles combien est sont les des une pour avec dans sur peut peux doit dois faut que qui quoi ou quand depuis comment pourquoi il elle je mon ma mes le la un et de du au aux en ne pas plus selon dit se son sa ses cette ce ces avant apres entre nous vous notre nos votre vos ' +
    'what how much many does do is are the for with and which can may should must when since long where who why not more than of to in on at by from a an it its my i this that there according says be after before we you our your us'
  ).split(' '),
)

const earlierVersion =
  /(?<!\p{L})(alten?|ältere[nr]?|frühere[nr]?|vorherige[nr]?|vorige[nr]?|veraltete[nr]?|ancienne|précédente|antérieure|old|older|previous|earlier|superseded)(?!\p{L})/iu
/** "alter" is an older one only in lower case: "Alter" is the age ("Ab welchem Alter"). */
const earlierVersionLower = /(?<!\p{L})alter(?!\p{L})/u

/** Whether the folded question names the product (every word of its name, as whole words). */
export function namesProduct(foldedQuestion: string, product: string): boolean {
  const words = foldText(product)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return words.length > 0 && words.every((word) => holdsTerm(foldedQuestion, `${word} `))
}

export function analyseQuestion(question: string, tenantProducts: readonly string[]): QuestionAnalysis {
  const folded = ` ${foldText(question)} `
  const products = [...new Set(tenantProducts.filter((product) => namesProduct(folded, product)))]
  const productWords = new Set(products.flatMap((product) => foldText(product).split(/[^\p{L}\p{N}]+/u)))
  // "für einen Neunjährigen", "my 4 year old": an age is asked even where no age word stands.
  const concepts = conceptsOf(question)
  const ageConcept = fieldConcepts.find((concept) => concept.id === 'age')
  if (askedAge(question) !== null && ageConcept && !concepts.includes(ageConcept)) concepts.push(ageConcept)
  // "Wie lange ist X haltbar", "how long does the effect last": the duration asked is the shelf life's
  // or the effect's, not the treatment's, when "how long" is all that names a duration.
  const duration = concepts.findIndex((concept) => concept.id === 'duration')
  if (
    duration >= 0 &&
    concepts.some((concept) => durationsOfTheirOwn.has(concept.id)) &&
    Object.values(concepts[duration]!.terms).every((terms) =>
      terms.every((term) => howLong.has(term) || !holdsTerm(folded, term)),
    )
  )
    concepts.splice(duration, 1)
  // The words of a concept's phrase the question holds ("per day", "shelf life") are that concept's.
  const phraseWords = new Set(
    concepts.flatMap((concept) =>
      Object.values(concept.terms).flatMap((terms) =>
        terms
          .filter((term) => term.trim().includes(' ') && holdsTerm(folded, term))
          .flatMap((term) => term.trim().split(' ')),
      ),
    ),
  )
  // Words of three letters and more; a hyphen parts them ("Dolorex-Studie", "est-il"), and the words
  // of a strength ("2 Prozent", "2-prozentige") are the strength, not content.
  const otherWords = [...new Set(foldText(withoutStrengths(question)).match(/\p{L}{3,}/gu) ?? [])].filter(
    (word) =>
      !questionWords.has(word) &&
      !productWords.has(word) &&
      marketsIn(word).length === 0 &&
      !phraseWords.has(word) &&
      !concepts.some((concept) =>
        Object.values(concept.terms).some((terms) => terms.some((term) => holdsTerm(` ${word} `, term))),
      ),
  )
  // "Dolorex Schmerzgel 2 Prozent", "Dolorex syrup": the form beside the product is its name.
  const tokens = foldText(question).match(/[\p{L}\p{N}]+/gu) ?? []
  const productForms = otherWords.filter((word) => formBesideProduct(tokens, productWords, word))
  // "Dolorex 400": a number right after a named product is its strength in the product's unit.
  const bareStrengths = products.flatMap((product) =>
    [
      ...question.matchAll(
        new RegExp(
          `${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(\\d+(?:[.,]\\d+)?)(?![\\d.,]*\\s*(?:%|mg|g|µg|ml|ie|iu|prozent))`,
          'giu',
        ),
      ),
    ].map((m) => String(Number(m[1]!.replace(',', '.')))),
  )
  const dates = [...new Set([...folded.matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)].map((m) => m[1]!))]
  return {
    products,
    strengths: [...strengthsIn(question), ...bareStrengths],
    concepts,
    answerType: askedAnswerType(question),
    otherWords,
    productForms,
    byVerbOnly: concepts
      .filter((concept) => {
        const held = Object.values(concept.terms).flatMap((terms) =>
          terms.filter((term) => holdsTerm(folded, term)),
        )
        return held.length > 0 && held.every((term) => useVerbs.has(term))
      })
      .map((concept) => concept.id),
    dates,
    months: askedMonths(question),
    asksEarlierVersion: earlierVersion.test(question) || earlierVersionLower.test(question),
    language: questionLanguage(question),
    documentTypes: askedDocumentTypes(question),
    markets: marketsIn(question),
    age: askedAge(question),
    counted: countedThing(question),
  }
}

/**
 * Whether a folded text holds a content word: as a word start, or (six letters and more) its stem
 * anywhere, inflected or inside a compound ("tablette" in "filmtabletten").
 */
export function holdsWord(folded: string, word: string): boolean {
  return (
    holdsTerm(folded, word) ||
    (word.length >= 6 && folded.includes(word.slice(0, Math.max(6, word.length - 2))))
  )
}
