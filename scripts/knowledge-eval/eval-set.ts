// The evaluation set of issue 38 (decision 0090): 37 fictional OTC documents, rendered on the fly
// (deterministic), and the labelled questions in tests/fixtures/knowledge-eval/questions.yaml.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { formatOf, renderDocument, type EvalDocument, type EvalLanguage } from './eval-document.ts'
import { leafletsDe } from './leaflets-de.ts'
import { leafletsDeMore } from './leaflets-de-more.ts'
import { leafletsEn } from './leaflets-en.ts'
import { noticesFr } from './notices-fr.ts'
import { otherDocumentsDe } from './other-documents-de.ts'
import { otherDocumentsFrEn } from './other-documents-fr-en.ts'
import { priceLists } from './price-lists.ts'
import { smpcs } from './smpcs.ts'

export const evalDocuments: readonly EvalDocument[] = [
  ...smpcs,
  ...leafletsDe,
  ...leafletsDeMore,
  ...noticesFr,
  ...leafletsEn,
  ...otherDocumentsDe,
  ...otherDocumentsFrEn,
  ...priceLists,
]

export interface EvalFile {
  readonly document: EvalDocument
  readonly bytes: Uint8Array
}

export function evalFiles(): EvalFile[] {
  return evalDocuments.map((document) => ({ document, bytes: renderDocument(document) }))
}

export type QuestionKind = 'answerable' | 'lookalike' | 'version' | 'crosslingual' | 'unanswerable'
export const questionKinds: readonly QuestionKind[] = [
  'answerable',
  'lookalike',
  'version',
  'crosslingual',
  'unanswerable',
]

export interface EvalQuestion {
  readonly id: string
  readonly kind: QuestionKind
  /** The language the question is asked in. */
  readonly language: EvalLanguage
  readonly question: string
  /** The document that answers it (null when unanswerable). */
  readonly file: string | null
  /** Other documents that answer it as well (a price in the price list and in a press release). */
  readonly alsoIn?: readonly string[]
  /**
   * A regular expression (case-insensitive) the answering passage and a right answer contain: the
   * value asked for, as the expected document writes it.
   */
  readonly expect: string | null
  /** Unanswerable: what the question asks about, for the report (the documents hold no statement on it). */
  readonly about?: string
}

export const questionsPath = fileURLToPath(
  new URL('../../tests/fixtures/knowledge-eval/questions.yaml', import.meta.url),
)

export function evalQuestions(): EvalQuestion[] {
  const { questions } = parse(readFileSync(questionsPath, 'utf8')) as { questions: EvalQuestion[] }
  return questions
}

export const answerable = (question: EvalQuestion) => question.kind !== 'unanswerable'
export const expectPattern = (question: EvalQuestion) => new RegExp(question.expect!, 'iu')
/** A cross-lingual question: asked in another language than its document's. */
export const crossLingual = (question: EvalQuestion) =>
  question.file !== null &&
  evalDocuments.find((document) => document.name === question.file)?.language !== question.language

export { formatOf }
