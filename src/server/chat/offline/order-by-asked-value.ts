// The offline answer quotes the sentence that states what was asked first (issues 37 and 38): for
// "Wie viel Wirkstoff enthält eine Tablette Zyrtomax?" the strength ("Zyrtomax 20 mg Filmtabletten"),
// for "seit wann" a date, for "wie lange / combien de temps" a duration, for "welche Nummer" a number,
// for a price an amount of money (knowledge/answer-type.ts), not a sentence that only repeats the
// question's words. The ranking stays as it is (rank-sentences.ts); the sentences that state the
// asked kind of value and hold a word or a field concept of the question (in any language; words
// counted inside compound words too: "Tablette" in "Filmtabletten") go first, those holding more
// before the others, and they are quoted even under the share of the best sentence's weight that
// other sentences need.
import { askedAnswerType, countedThing, statesAnswerType, statesCount } from '../../knowledge/answer-type.ts'
import { askedAge, holdsAge } from '../../knowledge/asked-age.ts'
import { asksClosedPack, speaksOfOpenedPack } from '../../knowledge/asked-opening.ts'
import { askedDocumentTypes, mentionsDocumentType } from '../../knowledge/asked-document-type.ts'
import { conceptsOf, coversConcept, foldText } from '../../knowledge/field-terms.ts'
import { isTableRow } from '../../knowledge/chunk/split-sentences.ts'
import { analyseQuestion } from '../../knowledge/question-analysis.ts'
import type { RankedSentence } from './rank-sentences.ts'

const valueTypes = ['duration', 'quantity', 'price', 'time'] as const
const statesAnyValue = (text: string) => valueTypes.some((type) => statesAnswerType(type, text))

/** The question's words worth finding inside other words: four letters and more. */
const wordsOf = (text: string) => [...new Set(foldText(text).match(/\p{L}{4,}/gu) ?? [])]

export interface AskedValueOrder<T> {
  /** The ranked sentences, those stating the asked value first. */
  readonly ordered: T[]
  /** Whether a sentence states the asked value (it is quoted whatever its weight). */
  readonly statesAskedValue: (sentence: T) => boolean
}

export function orderByAskedValue<T extends Pick<RankedSentence, 'text' | 'context'>>(
  question: string,
  ranked: readonly T[],
): AskedValueOrder<T> {
  const type = askedAnswerType(question)
  const concepts = conceptsOf(question)
  // "how many participants": a number before that word; "my 4 year old": the range holding 4.
  const counted = countedThing(question)
  const age = askedAge(question)
  const closedPack = asksClosedPack(question)
  if (type === null && concepts.length === 0 && age === null)
    return { ordered: [...ranked], statesAskedValue: () => false }
  // The question's content words (not "what", "should", "with"), product names among them.
  const types = askedDocumentTypes(question)
  const words = wordsOf(analyseQuestion(question, []).otherWords.join(' '))
  // What each sentence holds of the question: its words and concepts, with its heading ("3 Jahre."
  // under "Dauer der Haltbarkeit") and without it (to say whether the sentence itself answers).
  const holding = ranked.map((sentence) => {
    const own = ` ${foldText(sentence.text)} `
    const withHeading = ` ${foldText(`${sentence.context ?? ''}\n${sentence.text}`)} `
    const items = (text: string) => [
      ...words.filter((word) => text.includes(word)),
      ...concepts.filter((concept) => coversConcept(text, concept)).map((concept) => `#${concept.id}`),
      // The kind of document asked about, in any language ("formation" / "Schulung").
      ...types.filter((type) => mentionsDocumentType(text, type)).map((type) => `@${type}`),
    ]
    return { own: items(own), all: items(withHeading) }
  })
  // An item most sentences hold ("enfants" in a children's product's leaflet) says little about which
  // one answers; a rare one ("Anbruch") says much: each weighs ln((N + 1) / sentences holding it).
  const holders = new Map<string, number>()
  for (const { all } of holding) for (const item of all) holders.set(item, (holders.get(item) ?? 0) + 1)
  const rarity = (item: string) => Math.log((ranked.length + 1) / (holders.get(item) ?? 1))
  const keyed = ranked.map((sentence, index) => {
    const { own, all } = holding[index]!
    const shared = all.reduce((sum, item) => sum + rarity(item), 0)
    // With a kind of value asked: a sentence stating one; else one saying something on the asked concept.
    // An age the sentence's ranges hold lifts it above every other; ranges that do not hold it, none.
    const ageHeld = age === null ? null : holdsAge(age, sentence.text)
    if (ageHeld === false) return { sentence, index, shared: 0 }
    // "ungeöffnet / in der geschlossenen Tube": the time after opening is not the asked one.
    if (closedPack && speaksOfOpenedPack(sentence.text)) return { sentence, index, shared: 0 }
    const answers =
      ageHeld === true ||
      (counted !== null && statesCount(counted, sentence.text)) ||
      (type !== null
        ? statesAnswerType(type, sentence.text) && all.length > 0
        : own.some((item) => item.startsWith('#')) ||
          // "2 Jahre." under "Dauer der Haltbarkeit": a value whose heading says the asked concept.
          (!isTableRow(sentence.text) &&
            all.some((item) => item.startsWith('#')) &&
            statesAnyValue(sentence.text)))
    const ageBonus = ageHeld === true ? Math.log(ranked.length + 1) : 0
    // With no kind of value asked, a sentence saying the concept itself comes before one only under
    // a heading (or column head) that says it.
    const byHeadingOnly = type === null && ageHeld !== true && !own.some((item) => item.startsWith('#'))
    const weight = (shared + ageBonus) * (byHeadingOnly ? 0.5 : 1)
    return { sentence, index, shared: answers ? Math.max(weight, Number.EPSILON) : 0 }
  })
  const answering = new Set(keyed.filter((entry) => entry.shared > 0).map((entry) => entry.sentence))
  // Stable: the others, and answering sentences equal in shared words, keep the ranking's order.
  const ordered = keyed
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((entry) => entry.sentence)
  return { ordered, statesAskedValue: (sentence) => answering.has(sentence) }
}
