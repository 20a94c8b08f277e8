// The findings a validated output yields (origin model), each with its quote located word for word in
// the item's text. A quote not found there is dropped and counted, never shown. A reaction the model
// marked as the product's indication (the symptom it treats) is not an adverse event and yields none.
import type { AnalysisProfile } from '../prompts/prompt-defaults.ts'
import { secondsOf, type TranscriptSegment } from '../items/segment-seconds.ts'
import { locateQuote } from './locate-quote.ts'

export interface FindingDraft {
  readonly type: string
  readonly product: string | null
  readonly detail: string | null
  readonly patientPresent: boolean | null
  readonly reporterPresent: boolean | null
  readonly quote: string
  readonly quoteStart: number
  readonly quoteEnd: number
  readonly second: number | null
  readonly sentiment: string | null
  readonly reason: string | null
}

interface AdverseEvent {
  product: string
  reaction: string
  patientPresent: boolean
  reporterPresent: boolean
  quote: string
  isIndication: boolean
}
interface PromoFinding {
  type: string
  quote: string
  reason: string
}
interface Mention {
  term: string
  kind: string
  quote: string
  sentiment: string
}

type Candidate = Omit<FindingDraft, 'quoteStart' | 'quoteEnd' | 'second'>

const blank = {
  product: null,
  detail: null,
  patientPresent: null,
  reporterPresent: null,
  sentiment: null,
  reason: null,
}

function adverseEvents(events: AdverseEvent[]): Candidate[] {
  return events
    .filter((event) => !event.isIndication)
    .map((event) => ({
      ...blank,
      type: 'aeSuspected',
      product: event.product,
      detail: event.reaction,
      patientPresent: event.patientPresent,
      reporterPresent: event.reporterPresent,
      quote: event.quote,
    }))
}

function candidatesOf(profile: AnalysisProfile, output: Record<string, unknown>): Candidate[] {
  if (profile === 'pvScreening') return adverseEvents(output.adverseEvents as AdverseEvent[])
  if (profile === 'promoCheck')
    return (output.findings as PromoFinding[]).map((finding) => ({
      ...blank,
      type: finding.type,
      quote: finding.quote,
      reason: finding.reason,
    }))
  return [
    ...(output.mentions as Mention[]).map((mention) => ({
      ...blank,
      type: 'mention',
      product: mention.term,
      detail: mention.kind,
      sentiment: mention.sentiment,
      quote: mention.quote,
    })),
    ...(output.healthClaims as { quote: string; reason: string }[]).map((claim) => ({
      ...blank,
      type: 'healthClaim',
      quote: claim.quote,
      reason: claim.reason,
    })),
    ...adverseEvents(output.adverseEvents as AdverseEvent[]),
  ]
}

export function findingsFromOutput(
  profile: AnalysisProfile,
  output: Record<string, unknown>,
  item: { text: string; segments: readonly TranscriptSegment[] | null },
): { findings: FindingDraft[]; quotesDropped: number } {
  const findings: FindingDraft[] = []
  let quotesDropped = 0
  const secondAt = secondsOf(item.text, item.segments)
  for (const candidate of candidatesOf(profile, output)) {
    const span = locateQuote(item.text, candidate.quote)
    if (!span) {
      quotesDropped += 1
      continue
    }
    findings.push({
      ...candidate,
      quote: span.quote,
      quoteStart: span.start,
      quoteEnd: span.end,
      second: secondAt(span.start),
    })
  }
  return { findings, quotesDropped }
}

/** The relevance (0-100) and summary a result row keeps beside the output; podcast episodes have no relevance. */
export function headlineOf(output: Record<string, unknown>): {
  relevance: number | null
  summary: string | null
} {
  return {
    relevance: typeof output.relevance === 'number' ? output.relevance : null,
    summary: typeof output.summary === 'string' ? output.summary : null,
  }
}
