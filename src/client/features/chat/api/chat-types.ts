// The shapes of the chat endpoints and the NDJSON send protocol (decision 0038, /api/chat/*).

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

export interface ThreadSettings {
  readonly modelId?: string | null
  readonly temperature?: number | null
  readonly sourceMode?: string | null
  readonly extraInstruction?: string | null
}

export interface ChatThread {
  readonly id: string
  readonly assistantId: string
  readonly kind: 'classic' | 'dynamic'
  readonly route: string
  readonly title: string | null
  readonly pinned: boolean
  readonly settings: ThreadSettings
  readonly createdAt: string
  readonly updatedAt: string
  readonly lastMessageAt: string
}

export interface ChatAssistant {
  readonly id: string
  readonly name: string
  readonly description: string | null
  readonly icon: string | null
  readonly fixed: boolean
  readonly version: number
  readonly sourceMode: string
  readonly conversationStarters: readonly string[]
  readonly disclaimer: string | null
}

export interface ThreadWithMessages {
  readonly thread: ChatThread
  readonly assistant: ChatAssistant | null
  readonly messages: readonly ChatMessage[]
}

export interface ChatModelChoice {
  readonly id: string
  readonly label: string
}

export interface KnowledgeChunk {
  readonly chunkId: number
  readonly fileId: string
  readonly filename: string
  readonly unitKind: string
  readonly unitNumber: number | null
  readonly heading: string
  readonly text: string
  readonly before: string | null
  readonly after: string | null
  /** Where the neighbours stand, when the answer says (they may be on the page before or after). */
  readonly beforePlace?: { unitKind: string; unitNumber: number | null; heading: string } | null
  readonly afterPlace?: { unitKind: string; unitNumber: number | null; heading: string } | null
  readonly downloadUrl: string
}

export interface KnowledgeFile {
  readonly id: string
  readonly filename: string
  readonly status: string
  readonly errorCode?: string | null
}
