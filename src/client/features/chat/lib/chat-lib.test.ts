import { afterEach, describe, expect, it } from 'vitest'
import { clearSessionStorage } from '../../../lib/storage-keys.ts'
import { parseChatSearch, validThreadId } from './chat-search.ts'
import {
  acknowledgeDisclaimer,
  classicThreadKey,
  disclaimerKey,
  isDisclaimerAcknowledged,
  storeThread,
  workspaceThreadKey,
} from './chat-storage.ts'
import { splitCitationMarkers } from './citation-segments.ts'
import { safeUrlOrProductPage } from '../../../components/markdown/safe-url.ts'

afterEach(() => window.localStorage.clear())

describe('chat storage keys (spec)', () => {
  it('names the keys as the spec does', () => {
    expect(classicThreadKey('chatbot', 'a1')).toBe('tessera.chat.chatbot.a1.thread_id')
    expect(workspaceThreadKey('neres-ai-thread')).toBe('tessera.chat.neres-ai.thread_id')
    expect(disclaimerKey('a1')).toBe('tessera.assistant.a1.disclaimerAcknowledged')
  })

  it('logout removes the thread and disclaimer keys', () => {
    storeThread(classicThreadKey('chatbot', 'a1'), 't1')
    acknowledgeDisclaimer('a1')
    expect(isDisclaimerAcknowledged('a1')).toBe(true)
    clearSessionStorage()
    expect(window.localStorage.length).toBe(0)
  })
})

describe('parseChatSearch', () => {
  it('keeps a thread id and drops anything malformed', () => {
    expect(parseChatSearch({ thread: '7f7b4c1e-1d2a-4c33-9a1b-123456789abc' })).toEqual({
      thread: '7f7b4c1e-1d2a-4c33-9a1b-123456789abc',
    })
    expect(parseChatSearch({ thread: '../x' })).toEqual({})
    expect(parseChatSearch({ thread: 5 })).toEqual({})
    expect(validThreadId('a b')).toBeNull()
  })

  it('reads new=1 (a dashboard card) as a new chat, and nothing else as one', () => {
    expect(parseChatSearch({ new: 1 })).toEqual({ new: true })
    expect(parseChatSearch({ new: '1' })).toEqual({ new: true })
    expect(parseChatSearch({ new: 'yes' })).toEqual({})
  })
})

describe('the chat keeps product-page links', () => {
  it.each(['https://example.org/a', 'mailto:a@b.de', '/services/product-master/1'])('allows %s', (url) =>
    expect(safeUrlOrProductPage(url)).toBe(url),
  )
  it.each(['javascript:alert(1)', '//evil.org', '/admin/users', 'data:text/html,<script>'])(
    'refuses %s',
    (url) => expect(safeUrlOrProductPage(url)).toBe(''),
  )
})

describe('splitCitationMarkers', () => {
  it('turns known markers into citations and leaves other brackets as text', () => {
    expect(splitCitationMarkers('A[1][3] b [9] c', new Set([1, 3]))).toEqual([
      { kind: 'text', text: 'A' },
      { kind: 'citation', n: 1 },
      { kind: 'citation', n: 3 },
      { kind: 'text', text: ' b [9] c' },
    ])
  })
})
