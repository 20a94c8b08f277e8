import type { ChatThread, ThreadSettings } from './chat-types.ts'
import { requestJson } from './request-json.ts'

/** PATCH /api/chat/threads/{threadId}/settings: expert settings of a customizable chatbot's thread. */
export function updateThreadSettings(threadId: string, settings: ThreadSettings) {
  return requestJson<ChatThread>('PATCH', `/api/chat/threads/${encodeURIComponent(threadId)}/settings`, settings)
}
