import type { AnswerEvent, ChatMessage, Citation, ModelLabel } from '../api/chat-types.ts'
import type { AnswerRequest } from '../api/stream-answer.ts'

/** The answer being streamed: it grows by the text deltas until done, error or stop. */
export interface LiveAnswer {
  readonly request: AnswerRequest
  readonly phase: 'waiting' | 'streaming'
  readonly pendingUserText: string | null
  readonly assistantMessageId: string | null
  readonly model: ModelLabel | null
  readonly text: string
  readonly citations: readonly Citation[]
}

/** Why the last request has no answer, and how to try again. */
export interface Failure {
  readonly code: string
  readonly retryAfterMs?: number | undefined
  readonly retry: AnswerRequest | null
  /** The stored error message it belongs to (an `error` event); none for a refusal before any answer. */
  readonly messageId: string | null
}

export interface ConversationState {
  readonly messages: readonly ChatMessage[]
  readonly live: LiveAnswer | null
  readonly failure: Failure | null
  /** The messages before the request began: a refusal puts them back. */
  readonly before: readonly ChatMessage[]
  readonly title: string | null
  /** The last finished answer's text, for the polite live region (said once, not per token). */
  readonly announcement: string
}

export type ConversationAction =
  | { type: 'load'; messages: readonly ChatMessage[] }
  | { type: 'begin'; request: AnswerRequest }
  | { type: 'event'; event: AnswerEvent }
  | { type: 'refused'; code: string; retryAfterMs?: number | undefined }
  | { type: 'stopped'; threadId: string }

export const initialConversation: ConversationState = {
  messages: [],
  live: null,
  failure: null,
  before: [],
  title: null,
  announcement: '',
}

/** Characters of an answer the live region says; the thread shows the rest (decision 0085). */
export const announcedChars = 1_000

/** An answer's start for the live region: 200 KB there would be laid out, and read out, whole. */
const announcementOf = (content: string) =>
  content.length > announcedChars ? `${content.slice(0, announcedChars)} …` : content

const upsert = (messages: readonly ChatMessage[], message: ChatMessage) =>
  messages.some((m) => m.id === message.id)
    ? messages.map((m) => (m.id === message.id ? message : m))
    : [...messages, message]

/** The messages left when a request begins: regenerate drops the old answer, edit the message and all after it. */
function messagesAtBegin(messages: readonly ChatMessage[], request: AnswerRequest): readonly ChatMessage[] {
  if (request.kind === 'send') return messages
  const index = messages.findIndex((m) => m.id === request.messageId)
  if (index < 0) return messages
  return request.kind === 'regenerate'
    ? messages.filter((m) => m.id !== request.messageId)
    : messages.slice(0, index)
}

function applyEvent(state: ConversationState, event: AnswerEvent): ConversationState {
  const live = state.live
  switch (event.type) {
    case 'title':
      return { ...state, title: event.title }
    case 'done':
      return {
        ...state,
        live: null,
        messages: upsert(state.messages, event.message),
        announcement: announcementOf(event.message.content),
      }
    case 'error':
      return {
        ...state,
        live: null,
        messages: upsert(state.messages, event.message),
        failure: {
          code: event.code,
          retryAfterMs: event.retryAfterMs,
          retry: { kind: 'regenerate', threadId: event.message.threadId, messageId: event.message.id },
          messageId: event.message.id,
        },
      }
    default:
      break
  }
  if (!live) return state
  if (event.type === 'start')
    return {
      ...state,
      messages: upsert(state.messages, event.userMessage),
      live: {
        ...live,
        phase: 'streaming',
        pendingUserText: null,
        assistantMessageId: event.assistantMessageId,
        model: event.model,
      },
    }
  if (event.type === 'text') return { ...state, live: { ...live, text: live.text + event.text } }
  return { ...state, live: { ...live, citations: event.citations } }
}

/** The conversation's state machine: pure, so the streaming rules are tested without a page. */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'load':
      return state.live ? state : { ...state, messages: action.messages }
    case 'begin': {
      const pendingUserText = action.request.kind === 'regenerate' ? null : action.request.content
      const live: LiveAnswer = {
        request: action.request,
        phase: 'waiting',
        pendingUserText,
        assistantMessageId: null,
        model: null,
        text: '',
        citations: [],
      }
      return {
        ...state,
        before: state.messages,
        messages: messagesAtBegin(state.messages, action.request),
        live,
        failure: null,
        announcement: '',
      }
    }
    case 'event':
      return applyEvent(state, action.event)
    case 'refused': {
      const live = state.live
      // A broken stream after the answer began: the stored answer is the one to regenerate.
      const retry = live?.assistantMessageId
        ? ({
            kind: 'regenerate',
            threadId: live.request.threadId,
            messageId: live.assistantMessageId,
          } as const)
        : (live?.request ?? null)
      const messages = live?.assistantMessageId ? state.messages : state.before
      return {
        ...state,
        live: null,
        messages,
        failure: { code: action.code, retryAfterMs: action.retryAfterMs, retry, messageId: null },
      }
    }
    case 'stopped': {
      const live = state.live
      if (!live) return state
      if (!live.assistantMessageId) return { ...state, live: null }
      const stopped: ChatMessage = {
        id: live.assistantMessageId,
        threadId: action.threadId,
        seq: Number.MAX_SAFE_INTEGER,
        role: 'assistant',
        content: live.text,
        status: 'stopped',
        errorCode: null,
        model: live.model,
        assistantVersion: null,
        citations: live.citations,
        attachments: [],
        createdAt: new Date().toISOString(),
      }
      return { ...state, live: null, messages: upsert(state.messages, stopped) }
    }
  }
}
