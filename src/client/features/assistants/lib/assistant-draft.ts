// The form's editable copy of an assistant and its conversion to a request body. Numbers and lists
// are kept as typed text while editing; the server checks ranges and answers with field codes.
import type { Assistant } from '../api/get-assistants.ts'
import type { AssistantCreate } from '../api/save-assistant.ts'

export const sourceModes = ['files', 'general', 'internal', 'all'] as const
export const assistantLevels = ['ROOT', 'ADMIN', 'WRITE', 'READ'] as const

export interface AssistantDraft {
  name: string
  description: string
  icon: string
  instructions: string
  modelId: string
  temperature: string
  maxAnswerTokens: string
  sourceMode: (typeof sourceModes)[number]
  conversationStarters: string
  disclaimer: string
  levels: string[]
  collectionIds: string[]
}

export function draftOf(assistant: Assistant | null): AssistantDraft {
  return {
    name: assistant?.name ?? '',
    description: assistant?.description ?? '',
    icon: assistant?.icon ?? 'smart-toy',
    instructions: assistant?.instructions ?? '',
    modelId: assistant?.modelId ?? '',
    temperature: assistant?.temperature === null || assistant?.temperature === undefined ? '' : String(assistant.temperature),
    maxAnswerTokens: assistant?.maxAnswerTokens === null || assistant?.maxAnswerTokens === undefined ? '' : String(assistant.maxAnswerTokens),
    sourceMode: assistant?.sourceMode ?? 'all',
    conversationStarters: (assistant?.conversationStarters ?? []).join('\n'),
    disclaimer: assistant?.disclaimer ?? '',
    levels: assistant?.levels ?? [...assistantLevels],
    collectionIds: assistant?.collectionIds ?? [],
  }
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')))

/** The request body; empty optional fields become null (the tenant's default / no disclaimer). */
export function bodyOf(draft: AssistantDraft): Omit<AssistantCreate, 'status'> {
  return {
    name: draft.name.trim(),
    description: draft.description,
    icon: draft.icon.trim() || 'smart-toy',
    instructions: draft.instructions,
    modelId: draft.modelId === '' ? null : draft.modelId,
    temperature: numberOrNull(draft.temperature),
    maxAnswerTokens: numberOrNull(draft.maxAnswerTokens),
    sourceMode: draft.sourceMode,
    conversationStarters: draft.conversationStarters
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    disclaimer: draft.disclaimer.trim() === '' ? null : draft.disclaimer,
    levels: draft.levels,
    collectionIds: draft.collectionIds,
  }
}
