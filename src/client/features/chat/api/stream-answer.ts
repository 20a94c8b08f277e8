import type { AnswerEvent } from './chat-types.ts'
import { readNdjson } from '../lib/ndjson.ts'
import { authHeaders, toApiError } from './request-json.ts'

/** The three calls that answer with the NDJSON stream (decision 0038). */
export type AnswerRequest =
  | { readonly kind: 'send'; readonly threadId: string; readonly content: string; readonly attachmentIds?: readonly string[] }
  | { readonly kind: 'regenerate'; readonly threadId: string; readonly messageId: string }
  | { readonly kind: 'edit'; readonly threadId: string; readonly messageId: string; readonly content: string }

function target(request: AnswerRequest): { path: string; body: unknown } {
  const base = `/api/chat/threads/${encodeURIComponent(request.threadId)}/messages`
  if (request.kind === 'send')
    return { path: base, body: { content: request.content, ...(request.attachmentIds?.length ? { attachmentIds: request.attachmentIds } : {}) } }
  if (request.kind === 'regenerate') return { path: `${base}/${encodeURIComponent(request.messageId)}/regenerate`, body: {} }
  return { path: `${base}/${encodeURIComponent(request.messageId)}/edit`, body: { content: request.content } }
}

/**
 * Posts the request and feeds each event of the answer to `onEvent`. A refusal before any answer
 * rejects with an ApiError (its code, and retryAfterMs for a 429); aborting rejects with an AbortError.
 */
export async function streamAnswer(request: AnswerRequest, onEvent: (event: AnswerEvent) => void, signal: AbortSignal): Promise<void> {
  const { path, body } = target(request)
  const response = await globalThis.fetch(path, {
    method: 'POST',
    headers: authHeaders({ 'Content-Type': 'application/json', Accept: 'application/x-ndjson' }),
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw await toApiError(response)
  if (!response.body) throw new TypeError('no body')
  await readNdjson(response.body, onEvent)
}
