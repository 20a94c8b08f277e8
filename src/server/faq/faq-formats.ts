// An FAQ as a document: Markdown (also what publishing writes into the data pool), JSON with the
// sources, and schema.org FAQPage JSON-LD (for a website). Texts framing the pairs come from the
// message catalogue in the tenant's language.
import { answerText, type AnswerLanguage } from '../chat/answer-language.ts'
import type { Citation } from '../../shared/ai/chat-protocol.ts'

export interface FaqPair {
  readonly question: string
  readonly answer: string
  readonly citations: readonly Citation[]
  readonly status: string
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

/** "dolorex.pdf, Seite 3": where a citation points, in the language. */
export function citationPlace(citation: Citation, language: AnswerLanguage): string {
  if (citation.kind !== 'passage') return citation.title
  const unit = citation.unitNumber !== null ? fill(answerText(language, `chat.unit.${citation.unitKind}`), { number: citation.unitNumber }) : ''
  return [citation.filename, unit, citation.heading].filter(Boolean).join(', ')
}

/** Markdown can not be smuggled in through a question: headings and HTML-like text are neutralised. */
const inline = (text: string) => text.replace(/\s+/g, ' ').replace(/[<>]/g, (char) => (char === '<' ? '‹' : '›')).trim()
const block = (text: string) => text.replace(/[<>]/g, (char) => (char === '<' ? '‹' : '›')).replace(/^#+\s*/gm, '').trim()

export function faqMarkdown(title: string, pairs: readonly FaqPair[], language: AnswerLanguage): string {
  const sources = answerText(language, 'faq.export.sources')
  const parts = [`# ${inline(fill(answerText(language, 'faq.export.title'), { name: title }))}`]
  for (const pair of pairs) {
    parts.push(`## ${inline(pair.question)}`, block(pair.answer))
    if (pair.citations.length > 0) parts.push(`${sources}:\n${pair.citations.map((citation) => `- [${citation.n}] ${inline(citationPlace(citation, language))}`).join('\n')}`)
  }
  return `${parts.join('\n\n')}\n`
}

export function faqJson(title: string, pairs: readonly FaqPair[], exportedAt: Date) {
  return {
    title,
    exportedAt: exportedAt.toISOString(),
    entries: pairs.map((pair) => ({
      question: pair.question,
      answer: pair.answer,
      status: pair.status,
      sources: pair.citations.map((citation) =>
        citation.kind === 'passage'
          ? { n: citation.n, fileId: citation.fileId, filename: citation.filename, unitKind: citation.unitKind, unitNumber: citation.unitNumber, heading: citation.heading, chunkId: citation.chunkId, quote: citation.quote }
          : { n: citation.n, title: citation.title, quote: citation.quote },
      ),
    })),
  }
}

/** schema.org FAQPage: the answers' own text, without the citation markers a web page has no sources for. */
export function faqJsonLd(pairs: readonly FaqPair[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: pairs.map((pair) => ({
      '@type': 'Question',
      name: pair.question,
      acceptedAnswer: { '@type': 'Answer', text: pair.answer.replace(/\s*\[\d+\]/g, '').trim() },
    })),
  }
}
