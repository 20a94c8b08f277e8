import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatAssistant, ChatMessage } from '../api/chat-types.ts'
import { ConversationView } from './conversation-view.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

// The server is replaced at the HTTP boundary only: fetch answers with a stream the test writes to.

const assistant: ChatAssistant = { id: 'a1', name: 'Produktberater', description: 'Fragen zu Produkten', icon: null, fixed: true, version: 1, sourceMode: 'general', conversationStarters: ['Was ist neu?'], disclaimer: null }

const message = (id: string, role: 'user' | 'assistant', content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id, threadId: 't1', seq: 1, role, content, status: 'complete', errorCode: null, model: null, assistantVersion: 1, citations: [], attachments: [], createdAt: '2026-01-01T00:00:00Z', ...extra,
})

interface Call { url: string; init: RequestInit }
let calls: Call[]
let stream: { write: (line: object | string) => void; close: () => void }

function streamingResponse(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
  stream = {
    write: (line) => controller.enqueue(new TextEncoder().encode(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`)),
    close: () => controller.close(),
  }
  return { ok: true, status: 200, headers: new Headers({ 'Content-Type': 'application/x-ndjson' }), body } as unknown as Response
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return { ok: status < 300, status, headers: new Headers(headers), json: async () => body, body: null } as unknown as Response
}

let refuse: Response | null = null
beforeEach(() => {
  calls = []
  refuse = null
  vi.stubGlobal('fetch', vi.fn(async (url: string | Request, init: RequestInit) => {
    // The typed client's reads (rework actions and versions of the prompt library) get empty lists.
    if (typeof url !== 'string') return json(200, { items: [] })
    calls.push({ url, init })
    if (url.endsWith('/stop')) return json(200, { stopped: true })
    return refuse ?? streamingResponse(init.signal)
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function open(stored: ChatMessage[] = []) {
  renderWithProviders(<ConversationView assistant={assistant} threadId="t1" stored={stored} ensureThread={async () => 't1'} allowAttachments={false} />)
}

async function send(text: string) {
  const box = screen.getByRole('textbox', { name: 'Nachricht' })
  fireEvent.change(box, { target: { value: text } })
  fireEvent.keyDown(box, { key: 'Enter' })
  await waitFor(() => expect(calls.length).toBeGreaterThan(0))
}

const start = { type: 'start', userMessage: message('u1', 'user', 'Frage?'), assistantMessageId: 'm1', model: { label: 'Offline', offline: true } }

describe('ConversationView streaming', () => {
  it('grows the answer token by token, stops on Stop (abort + stop endpoint) and marks it "gestoppt"; then regenerates', async () => {
    open()
    await send('Frage?')
    expect(calls[0]!.url).toBe('/api/chat/threads/t1/messages')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ content: 'Frage?' })
    act(() => {
      stream.write(start)
      stream.write({ type: 'text', text: 'Hal' })
    })
    expect(await screen.findByText('Hal')).toBeTruthy()
    expect(screen.getByTestId('chat-model-label').textContent).toBe('Offline-Antwortmaschine')
    act(() => stream.write({ type: 'text', text: 'lo' }))
    expect(await screen.findByText('Hallo')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stoppen' }))
    expect(await screen.findByText('gestoppt')).toBeTruthy()
    expect(screen.getByText('Hallo')).toBeTruthy()
    expect(calls.map((c) => c.url)).toContain('/api/chat/threads/t1/stop')
    fireEvent.click(screen.getByRole('button', { name: 'Antwort neu erzeugen' }))
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/chat/threads/t1/messages/m1/regenerate'))
  })

  it('announces the finished answer once in the polite live region and shows its sources', async () => {
    open()
    await send('Frage?')
    const citation = { n: 1, kind: 'product', title: 'Aspirin 500', href: '/services/product-master/1', quote: 'Acetylsalicylsäure' }
    act(() => {
      stream.write(start)
      stream.write({ type: 'text', text: 'Antwort [1]' })
    })
    expect(screen.getByRole('status').textContent).toBe('')
    act(() => {
      stream.write({ type: 'citations', citations: [citation] })
      stream.write({ type: 'done', message: message('m1', 'assistant', 'Antwort [1]', { citations: [citation as never] }) })
      stream.close()
    })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Antwort [1]'))
    expect(screen.getByText('Aspirin 500')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Quelle 1 anzeigen' })[0]!)
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Datensatz öffnen' }).getAttribute('href')).toBe('/services/product-master/1')
  })

  it('a malformed line shows an error with Retry in the answer place, not a crash', async () => {
    open()
    await send('Frage?')
    act(() => {
      stream.write(start)
      stream.write('{kaputt')
    })
    expect(await screen.findByText('Die Antwort kam unvollständig an.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/chat/threads/t1/messages/m1/regenerate'))
  })

  it('a 429 refusal says when to retry; Retry sends the same message again', async () => {
    refuse = json(429, { message: 'Too many', code: 'chat.rateLimited' }, { 'Retry-After': '3' })
    open()
    await send('Frage?')
    expect(await screen.findByText(/Zu viele Nachrichten in kurzer Zeit\. Erneut möglich in 3 s\./)).toBeTruthy()
    refuse = null
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ content: 'Frage?' })
  })

  it('an error event shows the stored error in the answer place (never a stack)', async () => {
    open()
    await send('Frage?')
    act(() => {
      stream.write(start)
      stream.write({ type: 'error', code: 'chat.threadBusy', message: message('m1', 'assistant', '', { status: 'error', errorCode: 'chat.threadBusy' }) })
      stream.close()
    })
    expect(await screen.findByText('In diesem Chat wird gerade noch geantwortet.')).toBeTruthy()
  })

  it('shows conversation starters only while empty, and a starter sends itself', async () => {
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Was ist neu?' }))
    await waitFor(() => expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ content: 'Was ist neu?' }))
    cleanup()
    open([message('u1', 'user', 'a'), message('m1', 'assistant', 'b')])
    expect(screen.queryByRole('button', { name: 'Was ist neu?' })).toBeNull()
  })
})

describe('ConversationView answer versions', () => {
  it('shows the stored chosen version, and switching tells the server which one the chat continues from', async () => {
    const sent: { method: string; url: string; body: string }[] = []
    const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    vi.stubGlobal('fetch', vi.fn(async (request: string | Request) => {
      if (typeof request === 'string') return json(404, {})
      sent.push({ method: request.method, url: new URL(request.url).pathname, body: await request.text() })
      if (request.url.endsWith('/t1/reworks'))
        return json(200, { items: [{ id: 'r1', messageId: 'm1', optimizationId: 'o1', label: 'Kürzer', content: 'Kurze Fassung.', modelLabel: 'Modell', selected: true, createdAt: '2026-01-01T00:01:00Z' }] })
      if (request.method === 'PUT') return json(204, null)
      return json(200, { items: [] })
    }))
    open([message('u1', 'user', 'Frage?'), message('m1', 'assistant', 'Lange ursprüngliche Fassung.', { seq: 2 })])
    expect(await screen.findByText('Kurze Fassung.')).toBeTruthy()
    expect(screen.getByText(/Version 2 von 2 · Kürzer/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Version' }))
    expect(await screen.findByText('Lange ursprüngliche Fassung.')).toBeTruthy()
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true))
    const put = sent.find((call) => call.method === 'PUT')!
    expect(put.url).toBe('/api/chat/threads/t1/messages/m1/version')
    expect(JSON.parse(put.body)).toEqual({ reworkId: null })
  })
})
