import { requestJson } from './request-json.ts'

/** POST /api/chat/threads/{threadId}/stop: the server stores the partial answer as stopped (idempotent). */
export function stopAnswer(threadId: string) {
  return requestJson<unknown>('POST', `/api/chat/threads/${encodeURIComponent(threadId)}/stop`)
}
