// POST /api/pubmed/questions/stream: the answer over the chat's NDJSON transport (decision 0038, the
// chat's reader), with the chatbot's events (src/shared/ai/pubmed-protocol.ts). A refusal before the
// stream rejects with an ApiError; aborting rejects with an AbortError.
import type { PubmedAnswerEvent } from '../../../../shared/ai/pubmed-protocol.ts'
import { authHeaders, toApiError } from '../../chat/api/request-json.ts'
import { readNdjson } from '../../chat/lib/ndjson.ts'
import type { PubmedQuestion } from './get-question.ts'

export interface PubmedAsk {
  question: string
  language: 'de' | 'en' | 'fr'
  queries?: string[]
  fromYear?: number
  toYear?: number
  publicationTypes?: string[]
  source?: 'auto' | 'library'
  /** A follow-up (or a re-run) in this conversation. */
  threadId?: string
}

export type PubmedStreamEvent = PubmedAnswerEvent<PubmedQuestion>

export async function streamPubmedAnswer(
  body: PubmedAsk,
  onEvent: (event: PubmedStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await globalThis.fetch('/api/pubmed/questions/stream', {
    method: 'POST',
    headers: authHeaders({ 'Content-Type': 'application/json', Accept: 'application/x-ndjson' }),
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw await toApiError(response)
  if (!response.body) throw new TypeError('no body')
  // The chat's reader checks each line against the event names both protocols share (start, text, done, error).
  await readNdjson(response.body, (event) => onEvent(event as unknown as PubmedStreamEvent))
}
