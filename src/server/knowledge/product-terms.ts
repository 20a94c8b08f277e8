// What a question names that the product-data lists can find: identifiers whose check digit holds
// (PZN with 8 digits, Austrian PZN with 7, CIP13 with 13) and the words that may be a product or
// substance name (question and price words of German, French and English left out).
import { validateCip13, validatePzn8, validatePznAt } from '../../shared/identifiers/index.ts'

export interface ProductTerms {
  readonly identifiers: string[]
  readonly words: string[]
}

const questionWords = new Set(
  (
    'was wie viel viele kostet kosten preis preise welche welcher welches gibt haben ist sind der die das den dem des ein eine einer und oder für mit von zum zur bitte zeige zeig suche finde packung packungen ' +
    'quel quelle quels quelles combien coûte coûtent prix est sont les des une pour avec dans sur donne cherche trouve montre boîte ' +
    'what how much many does cost costs price prices which is are the for with and show find search pack please'
  ).split(' '),
)

const maxWords = 5

export function findProductTerms(question: string): ProductTerms {
  const identifiers = new Set<string>()
  for (const match of question.matchAll(/(?<![\p{L}\p{N}])\d{7,13}(?![\p{L}\p{N}])/gu)) {
    const digits = match[0]
    const checked =
      digits.length === 8
        ? validatePzn8(digits)
        : digits.length === 7
          ? validatePznAt(digits)
          : digits.length === 13
            ? validateCip13(digits)
            : null
    if (checked?.ok) identifiers.add(checked.value)
  }
  const words = [
    ...new Set(
      (question.toLowerCase().match(/[\p{L}][\p{L}\p{N}-]{3,}/gu) ?? []).filter(
        (word) => !questionWords.has(word) && !/\d{5}/.test(word),
      ),
    ),
  ]
  return { identifiers: [...identifiers], words: words.slice(0, maxWords) }
}

/**
 * Words of product names that say what a product is, not which: dosage forms and pack words of the
 * three languages. A question holding one ("Wie viel Wirkstoff enthält eine Tablette?") names no product.
 */
const genericNameWords = new Set(
  (
    'tablette tabletten filmtablette filmtabletten brausetablette brausetabletten lutschtablette lutschtabletten kautablette kautabletten kapsel kapseln weichkapseln ' +
    'dragee dragees tropfen saft sirup lösung suspension salbe creme gel spray pflaster zäpfchen ampulle ampullen granulat pulver beutel packung packungen stück ' +
    'comprimé comprimés gélule gélules capsule capsules sirop solution pommade crème gouttes suppositoire suppositoires sachet sachets poudre boîte coffret unités ' +
    'tablet tablets drops syrup ointment cream powder patch patches'
  ).split(' '),
)

/** The fields whose words name a row of a product list (those a list has). */
const namingFields = ['name', 'activeSubstance', 'atcCode', 'code'] as const
const namingReferences = ['brand', 'subBrand'] as const

/**
 * Whether `word` (lower case, from findProductTerms) names the row: a whole word of its name, brand,
 * active substance, ATC code or product code, and not a dosage form or pack word. A substring ("tablette"
 * in "Tabletten") or the row's own dosage form never does.
 */
export function namesProduct(
  word: string,
  row: Record<string, unknown> & { labels?: Record<string, string | null> },
): boolean {
  if (genericNameWords.has(word)) return false
  const dosageForm = typeof row.dosageForm === 'string' ? row.dosageForm.toLowerCase() : ''
  if (dosageForm.split(/[^\p{L}\p{N}-]+/u).includes(word)) return false
  const texts = [
    ...namingFields.map((field) => row[field]),
    ...namingReferences.map((field) => row.labels?.[field]),
  ]
  const whole = new RegExp(
    `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  )
  return texts.some((text) => typeof text === 'string' && whole.test(text.toLowerCase()))
}
