// The shapes of the chat endpoints (decision 0038, /api/chat/*); those of the NDJSON send protocol are
// shared with the server, in src/shared/ai/chat-protocol.ts.
import type { ChatMessage } from '../../../../shared/ai/chat-protocol.ts'

export type { Citation, MessageStatus, ModelLabel, ChatAttachment, ChatMessage, AnswerEvent } from '../../../../shared/ai/chat-protocol.ts'

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
