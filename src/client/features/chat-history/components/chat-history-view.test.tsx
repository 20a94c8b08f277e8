import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import { ChatHistoryView } from './chat-history-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const subtitleOf = async (kind: 'classic' | 'dynamic') => {
  serveApi({
    'GET /api/chat/threads': () => json(200, { items: [], nextCursor: null }),
    'GET /api/assistants': () => json(200, { items: [] }),
  })
  const titleId = kind === 'classic' ? 'page.chatHistory' : 'page.chatHistoryDynamic'
  await renderFeature(<ChatHistoryView kind={kind} titleId={titleId} />)
  await screen.findByRole('heading', { level: 1 })
  const text = document.body.textContent ?? ''
  cleanup()
  vi.unstubAllGlobals()
  return text
}

describe('the two chat histories', () => {
  it('say which chatbots each one holds, and not in the same words', async () => {
    const classic = await subtitleOf('classic')
    const dynamic = await subtitleOf('dynamic')
    expect(classic).toContain('der Chatbot zu einem Assistenten und die internen und externen Chatbots')
    expect(dynamic).toContain(
      'in den KI-Arbeitsbereichen (z. B. IGEPHA AI), den Experten-Chatbots und dem dynamischen Chatbot',
    )
    expect(classic).not.toContain('Experten-Chatbots')
    expect(dynamic).not.toContain('internen und externen')
  })
})
