// What a question asks about beyond the product (issue 38, decision 0104 round 5): the words that
// name the asked-for attribute ("beim Hund", "Kalorien", "gluten", "remboursé"), as opposed to the
// words every question about a product holds. A passage answers a question that names no field
// concept of the dictionary only when it holds one of these words; sharing the product's name, its
// dosage form or the company's name says nothing about the attribute. Pure.
import { foldText, holdsTerm } from '../../knowledge/field-terms.ts'
import { holdsWord, type QuestionAnalysis } from '../../knowledge/question-analysis.ts'

/**
 * Dosage forms, as the last part of a word ("Schmerzgel", "Brausetablette", "Augentropfen"): beside a
 * named product they are part of its name, not what is asked.
 */
const formWord =
  /(?:tropfen|tabletten?|kapseln?|sirup|saft|spray|gel|creme|salbe|pflaster|gouttes|comprimes?|gelules?|sirop|pommade|tablets?|capsules?|drops|syrup|cream|ointment|lozenges?|pastilles?)$/u

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
  const tokens = (foldText(question).match(/[\p{L}\p{N}]+/gu) ?? []).filter(Boolean)
  const productWords = new Set(analysis.products.flatMap((product) => foldText(product).split(/\s+/u)))
  // A form word right beside a named product's name, or with only its strength between ("Dolorex Gel
  // 2 %", "Tussicalm syrup", "Dolorex 2 % Gel"): the product's name.
  const strengthToken = (token: string) => /^(?:\d+|mg|g|ml|ie|iu|prozent|percent)$/u.test(token)
  const besideProduct = (word: string) =>
    tokens.some((token, i) => {
      if (token !== word) return false
      const reaches = (step: number) => {
        for (let j = i + step; j >= 0 && j < tokens.length; j += step) {
          if (productWords.has(tokens[j]!)) return true
          if (!strengthToken(tokens[j]!)) return false
        }
        return false
      }
      return reaches(-1) || reaches(1)
    })
  const content = analysis.otherWords.filter(
    (word) => !weakWords.has(word) && !(formWord.test(word) && besideProduct(word)),
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
