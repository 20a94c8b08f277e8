// Threads and assistants as the chat endpoints answer them.
import type { AssistantView } from '../../chat/assistants/assistant-view.ts'
import type { ThreadRow } from '../../chat/thread-store.ts'

export function toThreadDto(row: ThreadRow) {
  return {
    id: row.id,
    assistantId: row.assistantId,
    kind: row.kind,
    route: row.route,
    title: row.title,
    pinned: row.pinned,
    settings: row.settings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  }
}

export function toAssistantDto(assistant: AssistantView) {
  return {
    id: assistant.id,
    name: assistant.name,
    description: assistant.description,
    icon: assistant.icon,
    fixed: assistant.fixed,
    version: assistant.version,
    sourceMode: assistant.sourceMode,
    conversationStarters: [...assistant.conversationStarters],
    disclaimer: assistant.disclaimer,
  }
}
