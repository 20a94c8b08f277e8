// What a question asks about beyond the product (issue 38, decision 0104 round 5): the words that
// name the asked-for attribute ("beim Hund", "Kalorien", "gluten", "remboursé"), as opposed to the
// words every question about a product holds. A passage answers a question that names no field
// concept of the dictionary only when it holds one of these words; sharing the product's name, its
// dosage form or the company's name says nothing about the attribute. Pure.
import { foldText, holdsTerm } from '../../knowledge/field-terms.ts'
import { holdsWord, type QuestionAnalysis } from '../../knowledge/question-analysis.ts'

/**
 * Words that ask nothing of their own in a question about a product: general verbs, adverbs and
 * fillers in de/fr/en ("zusammen", "mettre", "contain", "available"). Folded.
 */
const weakWords = new Set(
  (
    'zusammen stellt her oft haufig nehme nimmt war waren wäre ware hoch jahr nehmen ins geben bekommt bekommen sagen kommt wieder damit heute ganz besten nimmt etwa genau immer mal schon denn dann also eigentlich wirklich einfach sein haben hatte gut gute enthalt enthalten verwenden benutzen machen ' +
    'souvent par mettre compte etre pris trouve existe donner fois faire fais avoir aussi encore chez bien tout tous toute comme alors donc quoi contient contenir utiliser peut-on ' +
    'often go one contain contains available used use using during give put like about someone get got make also still any some very really just need want would could will has have had was were been being did their them they there'
  ).split(' '),
)

export interface AttributeWords {
  /** The content words that name the asked-for attribute (folded). */
  readonly words: string[]
  /** Whether the question names a product (then the attribute must be covered to answer). */
  readonly aboutProduct: boolean
}

/**
 * The question's attribute words: its other content words without dosage forms standing beside a
 * named product, weak words, and words most of the retrieved documents hold (the company's name in
 * every footer) unless nothing else is left.
 */
export function attributeWords(
  question: string,
  analysis: QuestionAnalysis,
  documentTexts: readonly string[],
): AttributeWords {
  // A form beside the named product ("Dolorex Gel 2 %", "Tussicalm syrup") is its name.
  const content = analysis.otherWords.filter(
    (word) => !weakWords.has(word) && !analysis.productForms.includes(word),
  )
  const folded = documentTexts.map((text) => ` ${foldText(text)} `)
  const common = (word: string) =>
    folded.length >= 3 &&
    folded.filter((text) => holdsWord(text, word)).length >= Math.max(3, Math.ceil(folded.length * 0.6))
  const rare = content.filter((word) => !common(word))
  return { words: rare.length > 0 ? rare : content, aboutProduct: analysis.products.length > 0 }
}

/** Whether a passage's folded text (with its heading) holds one of the attribute words. */
export function holdsAttribute(folded: string, words: readonly string[]): boolean {
  return words.some((word) => holdsWord(folded, word) || holdsTerm(folded, word))
}
