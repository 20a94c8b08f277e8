import { describe, expect, it } from 'vitest'
import { threadHref } from './thread-href.ts'

describe('threadHref', () => {
  it.each([
    [JSON.stringify({ id: 'chatbot', params: { assistantId: 'bpi-all' } }), '/ai-services/chatbot/bpi-all?thread=t1'],
    [JSON.stringify({ id: 'bpi-external-chatbot', params: { assistantId: 'bpi-files' } }), '/ai-services/bpi-external-chatbot/bpi-files?thread=t1'],
    ['bpi-ai', '/ai-services/bpi-ai/t1'],
    [JSON.stringify({ id: 'neres-ai-thread', params: { threadId: 'old' } }), '/ai-services/neres-ai/t1'],
    [JSON.stringify({ id: 'dynamic-chatbot', params: { assistantId: 'a b' } }), '/ai-services/dynamic-chatbot/a%20b?thread=t1'],
    ['chatbot', '/ai-services/chatbot/bpi-all?thread=t1'],
    ['bpi-external-chatbot', '/ai-services/bpi-external-chatbot/bpi-all?thread=t1'],
    ['bpi-customizable-chatbot', '/ai-services/bpi-customizable-chatbot?thread=t1'],
    ['no-such-route', null],
  ])('%s', (route, href) => {
    expect(threadHref({ id: 't1', route, assistantId: 'bpi-all' })).toBe(href)
  })
})
