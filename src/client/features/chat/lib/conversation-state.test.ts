import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../api/chat-types.ts'
import {
  announcedChars,
  conversationReducer as reduce,
  initialConversation,
  type ConversationState,
} from './conversation-state.ts'

const message = (
  id: string,
  role: 'user' | 'assistant',
  content: string,
  status: ChatMessage['status'] = 'complete',
): ChatMessage => ({
  id,
  threadId: 't1',
  seq: 1,
  role,
  content,
  status,
  errorCode: null,
  model: null,
  assistantVersion: null,
  citations: [],
  attachments: [],
  createdAt: '2026-01-01T00:00:00Z',
})

const started = (state: ConversationState) =>
  reduce(state, {
    type: 'event',
    event: {
      type: 'start',
      userMessage: message('u1', 'user', 'Frage'),
      assistantMessageId: 'a1',
      model: { label: 'M', offline: false },
    },
  })

describe('conversationReducer', () => {
  it('grows the answer token by token and announces it only when done', () => {
    let state = reduce(initialConversation, {
      type: 'begin',
      request: { kind: 'send', threadId: 't1', content: 'Frage' },
    })
    expect(state.live?.pendingUserText).toBe('Frage')
    state = started(state)
    state = reduce(state, { type: 'event', event: { type: 'text', text: 'Hal' } })
    state = reduce(state, { type: 'event', event: { type: 'text', text: 'lo' } })
    expect(state.live?.text).toBe('Hallo')
    expect(state.announcement).toBe('')
    state = reduce(state, {
      type: 'event',
      event: { type: 'done', message: message('a1', 'assistant', 'Hallo') },
    })
    expect(state.live).toBeNull()
    expect(state.messages.map((m) => m.id)).toEqual(['u1', 'a1'])
    expect(state.announcement).toBe('Hallo')
  })

  it('announces the start of a long answer, not 200 KB (decision 0085)', () => {
    const long = 'Wort '.repeat(40_000)
    const state = reduce(
      started(
        reduce(initialConversation, {
          type: 'begin',
          request: { kind: 'send', threadId: 't1', content: 'Frage' },
        }),
      ),
      { type: 'event', event: { type: 'done', message: message('a1', 'assistant', long) } },
    )
    expect(state.announcement).toBe(`${long.slice(0, announcedChars)} …`)
    expect(state.messages.at(-1)!.content).toBe(long)
  })

  it('keeps a stopped answer with its partial text and status stopped', () => {
    let state = started(
      reduce(initialConversation, {
        type: 'begin',
        request: { kind: 'send', threadId: 't1', content: 'Frage' },
      }),
    )
    state = reduce(state, { type: 'event', event: { type: 'text', text: 'Teil' } })
    state = reduce(state, { type: 'stopped', threadId: 't1' })
    expect(state.messages.at(-1)).toMatchObject({ id: 'a1', content: 'Teil', status: 'stopped' })
  })

  it('regenerate drops the old answer; edit drops the message and everything after it', () => {
    const loaded = reduce(initialConversation, {
      type: 'load',
      messages: [
        message('u1', 'user', 'a'),
        message('a1', 'assistant', 'b'),
        message('u2', 'user', 'c'),
        message('a2', 'assistant', 'd'),
      ],
    })
    const regenerated = reduce(loaded, {
      type: 'begin',
      request: { kind: 'regenerate', threadId: 't1', messageId: 'a2' },
    })
    expect(regenerated.messages.map((m) => m.id)).toEqual(['u1', 'a1', 'u2'])
    const edited = reduce(loaded, {
      type: 'begin',
      request: { kind: 'edit', threadId: 't1', messageId: 'u2', content: 'neu' },
    })
    expect(edited.messages.map((m) => m.id)).toEqual(['u1', 'a1'])
  })

  it('a refusal puts the messages back and offers the same request again', () => {
    const loaded = reduce(initialConversation, {
      type: 'load',
      messages: [message('u1', 'user', 'a'), message('a1', 'assistant', 'b')],
    })
    const request = { kind: 'edit', threadId: 't1', messageId: 'u1', content: 'x' } as const
    const state = reduce(reduce(loaded, { type: 'begin', request }), {
      type: 'refused',
      code: 'chat.rateLimited',
      retryAfterMs: 3000,
    })
    expect(state.messages.map((m) => m.id)).toEqual(['u1', 'a1'])
    expect(state.failure).toEqual({
      code: 'chat.rateLimited',
      retryAfterMs: 3000,
      retry: request,
      messageId: null,
    })
  })

  it('an error event stores the error message and offers to regenerate it', () => {
    let state = started(
      reduce(initialConversation, {
        type: 'begin',
        request: { kind: 'send', threadId: 't1', content: 'Frage' },
      }),
    )
    state = reduce(state, {
      type: 'event',
      event: {
        type: 'error',
        code: 'ai.timeout',
        message: { ...message('a1', 'assistant', ''), status: 'error', errorCode: 'ai.timeout' },
      },
    })
    expect(state.live).toBeNull()
    expect(state.failure?.retry).toEqual({ kind: 'regenerate', threadId: 't1', messageId: 'a1' })
  })

  it('does not replace the messages with a load while an answer streams', () => {
    const state = started(
      reduce(initialConversation, {
        type: 'begin',
        request: { kind: 'send', threadId: 't1', content: 'Frage' },
      }),
    )
    expect(reduce(state, { type: 'load', messages: [] }).messages).toHaveLength(1)
  })
})
