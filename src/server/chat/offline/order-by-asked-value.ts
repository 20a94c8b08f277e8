// The offline answer quotes the sentence that states what was asked first (issue 37): for "Wie viel
// Wirkstoff enthält eine Tablette Zyrtomax?" the strength ("Zyrtomax 20 mg Filmtabletten"), not the
// daily dose, nor a sentence that shares more words but states no figure. The ranking stays as it is
// (rank-sentences.ts, reworked by issue 38); for a question asking for an amount, the sentences that
// state one (a number with a unit) and hold a word of the question go first, those holding more of
// the question's words (counted inside compound words too: "Tablette" in "Filmtabletten", which
// stemming does not see) before the others, and they are quoted even under the share of the best
// sentence's weight that other sentences need.
import type { RankedSentence } from './rank-sentences.ts'

/** "Wie viel", "wie hoch", "combien", "quelle dose", "how much", "how many", "what dose", "Stärke"... */
const asksForAmount =
  /(?<![\p{L}])(wie\s+viele?|wieviele?|wie\s+hoch|welche\s+(dosis|menge|stärke)|dosis|stärke|combien|quelle\s+(dose|quantité)|dosage|how\s+(much|many|high)|what\s+(dose|strength)|strength)(?![\p{L}])/iu
/** A number with a unit of amount: 20 mg, 17 Milligramm, 0,5 ml, 5 %, 3 Tabletten, 1 comprimé. */
const statesAmount =
  /\d+(?:[.,]\d+)?\s*(?:mg|g|µg|mcg|ml|%|ie|i\.e\.|milligramm|gramm|mikrogramm|milliliter|milligrammes?|grammes?|millilitres?|milligrams?|grams?|tabletten?|filmtabletten?|kapseln?|comprimés?|gélules?|tablets?|capsules?)(?![\p{L}])/iu

/** The question's words worth finding inside other words: four letters and more. */
const wordsOf = (text: string) => [...new Set(text.toLocaleLowerCase().match(/\p{L}{4,}/gu) ?? [])]

export interface AskedValueOrder<T> {
  /** The ranked sentences, those stating the asked amount first. */
  readonly ordered: T[]
  /** Whether a sentence states the asked amount (it is quoted whatever its weight). */
  readonly statesAskedValue: (sentence: T) => boolean
}

export function orderByAskedValue<T extends Pick<RankedSentence, 'text'>>(
  question: string,
  ranked: readonly T[],
): AskedValueOrder<T> {
  if (!asksForAmount.test(question)) return { ordered: [...ranked], statesAskedValue: () => false }
  const words = wordsOf(question)
  const keyed = ranked.map((sentence, index) => {
    const lower = sentence.text.toLocaleLowerCase()
    const shared = words.filter((word) => lower.includes(word)).length
    return { sentence, index, shared: statesAmount.test(sentence.text) && shared > 0 ? shared : 0 }
  })
  const answering = new Set(keyed.filter((entry) => entry.shared > 0).map((entry) => entry.sentence))
  // Stable: the others, and answering sentences equal in shared words, keep the ranking's order.
  const ordered = keyed
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((entry) => entry.sentence)
  return { ordered, statesAskedValue: (sentence) => answering.has(sentence) }
}
