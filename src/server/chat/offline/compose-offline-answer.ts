// The offline answer engine (decision 0034): with no model, an answer is made only of the most
// relevant sentences of the best passages, each quoted with its [n], and the records of the product
// master, framed by fixed texts in the user's language that say plainly it only quotes. It never
// writes a word of its own beyond that framing.
import type { Database } from '../../db/connect.ts'
import { answerText, type AnswerLanguage } from '../answer-language.ts'
import { citationOf, type NumberedSource } from '../answer/gather-sources.ts'
import type { Citation } from '../../../shared/ai/chat-protocol.ts'
import { expansionWords, foldText } from '../../knowledge/field-terms.ts'
import { namesProduct } from '../../knowledge/question-analysis.ts'
import { isBoilerplateLine } from '../../knowledge/chunk/strip-boilerplate.ts'
import { judgeCoverage } from './judge-coverage.ts'
import { orderByAskedValue } from './order-by-asked-value.ts'
import { rankSentences, type CandidateSentence } from './rank-sentences.ts'
import type { DocumentLanguage } from '../../knowledge/extract/extracted-document.ts'
import { isTableRow, splitSentences } from '../../knowledge/chunk/split-sentences.ts'

export interface OfflineAnswer {
  readonly text: string
  readonly citations: Citation[]
  /**
   * True when the engine found no statement on the question in the documents (issue 38, decision
   * 0092): the text says so, names what was searched, and cites nothing.
   */
  readonly notInDocuments: boolean
  /** What was searched for (the product and the asked-for attribute), when notInDocuments. */
  readonly searched: readonly string[]
}

/** Passages whose sentences are considered, sentences quoted at most, and per passage. */
const passagesRead = 5

const documentLanguages: readonly string[] = ['german', 'french', 'english']
const documentLanguage = (language: string | null) =>
  language && documentLanguages.includes(language) ? (language as DocumentLanguage) : null
const sentencesQuoted = 4
const sentencesPerPassage = 2
/** A sentence is quoted only when it holds at least this share of the best sentence's weight. */
const minimumShareOfBest = 0.5

/** A passage's own heading, the last of its path ("Leaflet > 6. Contents of the pack" -> the latter). */
const headingOf = (heading: string) => heading.split(' > ').at(-1)?.trim() ?? ''

/**
 * A heading underlined in plain text ("Tarifs 2025 ======") or a running header or footer whose parts
 * a middle dot separates ("Dolorex GmbH · Gebrauchsinformation"), with no sentence end: no answer.
 */
const isTitleLine = (text: string) =>
  /(?:={3,}|-{3,})\s*$/u.test(text) ||
  (/\s·\s/u.test(text) && !/[.!?:;]\s*$/u.test(text)) ||
  isHeadingLine(text)

/**
 * A short line with no sentence end and no figure ("Inhalt der Packung und weitere Informationen",
 * "CONTENU DE L'EMBALLAGE"): a heading the reader left in the text, never the answer.
 */
const isHeadingLine = (text: string) =>
  !/[.!?:;)»"“”]\s*$/u.test(text) && !/\d/u.test(text) && text.trim().split(/\s+/u).length <= 8

/**
 * The sentences with, for each row of a table after its first, that first row (the column heads);
 * the first row itself is no answer when rows follow it.
 */
function withTableHeads(sentences: readonly string[]): { text: string; head: string }[] {
  const out: { text: string; head: string }[] = []
  let head = ''
  sentences.forEach((text, i) => {
    if (!isTableRow(text)) {
      head = ''
      out.push({ text, head })
    } else if (!head && isTableRow(sentences[i + 1] ?? '')) head = text
    else out.push({ text, head })
  })
  return out
}

export async function composeOfflineAnswer(
  db: Database,
  question: string,
  sources: readonly NumberedSource[],
  language: AnswerLanguage,
  options: { retrieved: boolean },
): Promise<OfflineAnswer> {
  const retrievedPassages = sources.filter((source) => source.kind === 'passage')
  const products = sources.filter((source) => source.kind === 'product')
  // Only passages that cover what was asked (the named product and strength, the asked-for
  // concepts) are quoted; none: the documents hold no statement on it (judge-coverage.ts).
  const coverage = judgeCoverage(
    question,
    retrievedPassages.map((source) => ({ ...source.passage, source })),
  )
  const passages = coverage.answering.map((entry) => entry.source).slice(0, passagesRead)
  const asked = coverage.analysis.products
  const namesAsked = (row: string) =>
    asked.length === 0 || asked.some((product) => namesProduct(` ${foldText(row)} `, product))
  if (retrievedPassages.length > 0 && passages.length === 0 && products.length === 0) {
    const searched = coverage.searched.length > 0 ? coverage.searched : [question.trim()]
    return {
      text: answerText(language, 'chatAnswer.offlineNotInDocuments').replace(
        '{searched}',
        searched.join(', '),
      ),
      citations: [],
      notInDocuments: true,
      searched,
    }
  }
  // Sentences of the best retrieved passages weigh the question's words (a word every passage holds
  // says little); only those of the answering passages are quoted.
  const answeringNs = new Set(passages.map((source) => source.n))
  const weighed = [...new Set([...retrievedPassages.slice(0, passagesRead), ...passages])]
  const candidates: CandidateSentence[] = weighed.flatMap((source) =>
    withTableHeads(splitSentences(source.passage.text, documentLanguage(source.passage.language)))
      .map(({ text, head }, order) => ({
        sourceN: source.n,
        order,
        text,
        config: source.passage.language ?? 'simple',
        // A table row is read with its table's first row: "PZN" stands only there.
        context: [headingOf(source.passage.heading), head].filter(Boolean).join('\n'),
      }))
      // Page numbers, table-of-contents lines and "Stand 10/2023" footers are never an answer, nor is
      // a question the document asks (an FAQ's "How do I report a side effect?"): its answer follows.
      .filter(
        (sentence) =>
          !isBoilerplateLine(sentence.text) &&
          !isTitleLine(sentence.text) &&
          /[\p{L}\p{N}]{2}/u.test(sentence.text) &&
          !/[?？]\s*$/u.test(sentence.text) &&
          // A table row of another product (a price list's) is no answer on the one named.
          !(isTableRow(sentence.text) && !namesAsked(sentence.text)),
      ),
  )
  const perSource = new Map<number, number>()
  // The question's field words in the other languages too: a French question quotes a German leaflet.
  const matched = await rankSentences(db, [question, ...expansionWords(question)].join(' '), candidates)
  // A sentence sharing no stemmed word may still state the asked value on the asked concept ("Do not
  // take more than 6 tablets in 24 hours" for "wie viele Tabletten am Tag maximal", "Parfümöl" for
  // "Parfüm"): it follows the matched ones with no weight, for orderByAskedValue to lift.
  const seen = new Set(matched.map((sentence) => `${sentence.sourceN}:${sentence.order}`))
  const ranked = [
    ...matched,
    ...candidates
      .filter((sentence) => !seen.has(`${sentence.sourceN}:${sentence.order}`))
      .map((sentence) => ({ ...sentence, score: 0, weight: 0 })),
  ].filter((sentence) => answeringNs.has(sentence.sourceN))
  const best = ranked[0]?.weight ?? 0
  const { ordered, statesAskedValue } = orderByAskedValue(question, ranked)
  const quoted = ordered
    .filter((sentence) => statesAskedValue(sentence) || sentence.weight >= best * minimumShareOfBest)
    .filter((sentence) => {
      const used = perSource.get(sentence.sourceN) ?? 0
      if (used >= sentencesPerPassage) return false
      perSource.set(sentence.sourceN, used + 1)
      return true
    })
    .slice(0, sentencesQuoted)

  // Citations are numbered 1, 2, 3 in the order the answer first quotes them, so no number is
  // missing because a retrieved passage gave no sentence.
  const numbers = new Map<number, number>()
  const numberOf = (sourceN: number) =>
    numbers.get(sourceN) ?? numbers.set(sourceN, numbers.size + 1).get(sourceN)!
  const parts: string[] = []
  const citations: Citation[] = []
  if (quoted.length > 0) {
    parts.push(
      answerText(language, 'chatAnswer.offlineIntro'),
      quoted.map((sentence) => `> ${sentence.text} [${numberOf(sentence.sourceN)}]`).join('\n>\n'),
    )
    for (const source of passages) {
      const used = quoted.filter((sentence) => sentence.sourceN === source.n)
      if (used.length > 0)
        citations.push({
          ...citationOf(source, used.map((sentence) => sentence.text).join(' … ')),
          n: numberOf(source.n),
        })
    }
  }
  if (products.length > 0) {
    parts.push(answerText(language, 'chatAnswer.offlineProducts'))
    parts.push(
      products
        .map(
          (source) =>
            `- ${source.product.title}: ${source.product.fields.map((field) => `${field.label} ${field.value}`).join('; ')} [${numberOf(source.n)}]`,
        )
        .join('\n'),
    )
    for (const source of products)
      citations.push({
        ...citationOf(
          source,
          source.product.fields.map((field) => `${field.label}: ${field.value}`).join('; '),
        ),
        n: numberOf(source.n),
      })
  }
  if (parts.length === 0) {
    const key = options.retrieved ? 'chatAnswer.offlineNothingMatched' : 'chatAnswer.offlineNoSources'
    return {
      text: answerText(language, key),
      citations: [],
      notInDocuments: options.retrieved,
      searched: coverage.searched,
    }
  }
  parts.push(`_${answerText(language, 'chatAnswer.offlineNotice')}_`)
  return {
    text: parts.join('\n\n'),
    citations: citations.sort((a, b) => a.n - b.n),
    notInDocuments: false,
    searched: [],
  }
}
