// The chat's send protocol, the same in the browser and on the server (decision 0038): messages,
// citations and the NDJSON events of a streamed answer (POST /api/chat/threads/{threadId}/messages).

export type Citation =
  | {
      readonly n: number
      readonly kind: 'passage'
      readonly chunkId: number
      readonly fileId: string
      readonly filename: string
      readonly unitKind: string
      readonly unitNumber: number | null
      readonly heading: string
      readonly quote: string
    }
  | { readonly n: number; readonly kind: 'product'; readonly title: string; readonly href: string; readonly quote: string }

export type MessageStatus = 'complete' | 'streaming' | 'stopped' | 'error'

export interface ModelLabel {
  readonly label: string
  readonly offline: boolean
}

export interface ChatAttachment {
  readonly id: string
  readonly filename: string
  readonly status: string
}

export interface ChatMessage {
  readonly id: string
  readonly threadId: string
  readonly seq: number
  readonly role: 'user' | 'assistant'
  readonly content: string
  readonly status: MessageStatus
  readonly errorCode: string | null
  readonly model: ModelLabel | null
  readonly assistantVersion: number | null
  readonly citations: readonly Citation[]
  readonly attachments: readonly ChatAttachment[]
  readonly createdAt: string
}

export type AnswerEvent =
  | { type: 'start'; userMessage: ChatMessage; assistantMessageId: string; model: ModelLabel }
  | { type: 'text'; text: string }
  | { type: 'citations'; citations: readonly Citation[] }
  | { type: 'done'; message: ChatMessage }
  | { type: 'error'; code: string; retryAfterMs?: number; message: ChatMessage }
  | { type: 'title'; title: string }
