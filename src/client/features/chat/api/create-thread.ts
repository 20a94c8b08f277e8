import type { ChatThread, ThreadSettings } from './chat-types.ts'
import { requestJson } from './request-json.ts'

export interface CreateThreadBody {
  readonly assistantId: string
  readonly routeId: string
  readonly kind: 'classic' | 'dynamic'
  readonly settings?: ThreadSettings
}

/** POST /api/chat/threads: a new thread on the route it is made on (the server checks route and assistant). */
export function createThread(body: CreateThreadBody) {
  return requestJson<ChatThread>('POST', '/api/chat/threads', body)
}
