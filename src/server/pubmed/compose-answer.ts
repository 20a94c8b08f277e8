// The answer from the relevant articles only. With a model: a prompt holding the abstracts, written
// in the user's language, every sentence ending in its [PMID]s, streamed as it comes; markers of PMIDs that were not
// fetched are removed, and a sentence left without any marker is dropped (a claim without its source
// is not shown). Without a model: the conclusion sentence of each abstract, quoted with its PMID.
import { AiCallFailed, streamChat, type AiCallContext, type ChatTurn } from '../ai/gateway.ts'
import type { ProviderChatModel } from '../ai/resolve-model.ts'
import { createPmidStreamFilter } from './pmid-stream-filter.ts'
import type { PubmedArticle } from './types.ts'

export interface ComposedAnswer {
  /** model, extractive, or none (nothing relevant, or the model found no answer in the abstracts). */
  readonly mode: 'model' | 'extractive' | 'none'
  readonly text: string
  readonly citedPmids: string[]
}

const languageNames: Record<string, string> = { de: 'German', fr: 'French', en: 'English' }
const noEvidence = 'NO_RELEVANT_EVIDENCE'
const pmidMarker = /\[(?:PMID:?\s*)?(\d{1,9})\]/gi

/** The text with only markers of `allowed` PMIDs (normalised to [PMID]) and the PMIDs it cites. */
export function keepFetchedCitations(text: string, allowed: ReadonlySet<string>): ComposedAnswer {
  const cited: string[] = []
  const sentences = text
    .replace(pmidMarker, (_marker, pmid: string) => (allowed.has(pmid) ? `[${pmid}]` : ''))
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const pmids = [...sentence.matchAll(/\[(\d{1,9})\]/g)].map((match) => match[1]!)
      for (const pmid of pmids) if (!cited.includes(pmid)) cited.push(pmid)
      return pmids.length > 0
    })
  if (sentences.length === 0) return { mode: 'none', text: '', citedPmids: [] }
  return { mode: 'model', text: sentences.join(' '), citedPmids: cited }
}

function abstractText(article: PubmedArticle): string {
  return article.abstract.map((s) => (s.label ? `${s.label}: ${s.text}` : s.text)).join(' ')
}

/** The prompt of the answer: the abstracts only, the user's language, earlier questions as context. */
export function answerMessages(
  question: string,
  language: string,
  articles: readonly PubmedArticle[],
  earlier: readonly string[] = [],
): ChatTurn[] {
  const sources = articles
    .map(
      (a) =>
        `[${a.pmid}] ${a.title} (${a.journal ?? '?'}, ${a.year ?? '?'})\n${abstractText(a) || '(no abstract)'}`,
    )
    .join('\n\n')
  const context =
    earlier.length > 0
      ? `Earlier questions of this conversation (context only, not sources):\n${earlier.map((q) => `- ${q}`).join('\n')}\n\n`
      : ''
  return [
    {
      role: 'system',
      content: [
        `Answer in ${languageNames[language] ?? 'English'} using only the PubMed abstracts given.`,
        'End every sentence with the PMID(s) it rests on in square brackets, e.g. [12345678].',
        'Do not use knowledge from outside these abstracts; state study types and sizes where given.',
        `If the abstracts do not answer the question, reply exactly ${noEvidence}.`,
      ].join(' '),
    },
    { role: 'user', content: `${context}Abstracts:\n\n${sources}\n\nQuestion: ${question}` },
  ]
}

/**
 * The model's answer, streamed through `onText` as it comes (markers of PMIDs not fetched already
 * taken out, see pmid-stream-filter.ts); the returned final text is the verified one
 * (keepFetchedCitations), which the page shows in place of the stream. Throws AiCallFailed.
 */
export async function composeWithModel(
  ctx: AiCallContext,
  model: ProviderChatModel,
  request: { question: string; language: string; earlier?: readonly string[] },
  articles: readonly PubmedArticle[],
  onText: (piece: string) => void = () => {},
): Promise<ComposedAnswer> {
  const allowed = new Set(articles.map((a) => a.pmid))
  const filter = createPmidStreamFilter(allowed, noEvidence)
  let text = ''
  const parts = streamChat(ctx, {
    model,
    maxOutputTokens: 1200,
    messages: answerMessages(request.question, request.language, articles, request.earlier),
  })
  for await (const part of parts) {
    if (part.type === 'text-delta') {
      text += part.text
      const piece = filter.push(part.text)
      if (piece) onText(piece)
    } else if (part.type === 'error') throw new AiCallFailed(part.code)
  }
  const rest = filter.flush()
  if (rest) onText(rest)
  if (text.includes(noEvidence)) return { mode: 'none', text: '', citedPmids: [] }
  return keepFetchedCitations(text, allowed)
}

const conclusionLabels =
  /^(CONCLUSIONS?|INTERPRETATION|AUTHORS'? CONCLUSIONS?|MAIN CONCLUSIONS?|IMPLICATIONS)/i

/** The abstract's conclusion: its CONCLUSION section, else its last sentence; null without an abstract. */
export function conclusionOf(article: PubmedArticle): string | null {
  const labelled = article.abstract.find((s) => s.label && conclusionLabels.test(s.label))
  if (labelled) return labelled.text
  const all = article.abstract
    .map((s) => s.text)
    .join(' ')
    .trim()
  if (!all) return null
  const sentences = all.split(/(?<=[.!?])\s+(?=[A-Z])/)
  return sentences.at(-1)!.trim()
}

/** Without a model: one quoted conclusion per article that has one, each with its [PMID]. */
export function composeExtractive(articles: readonly PubmedArticle[]): ComposedAnswer {
  const lines: string[] = []
  const cited: string[] = []
  for (const article of articles.slice(0, 5)) {
    const conclusion = conclusionOf(article)
    if (!conclusion) continue
    lines.push(`“${conclusion}” [${article.pmid}]`)
    cited.push(article.pmid)
  }
  if (lines.length === 0) return { mode: 'none', text: '', citedPmids: [] }
  return { mode: 'extractive', text: lines.join('\n'), citedPmids: cited }
}
