// The answer stream as a client sees it: NDJSON over a real connection, regenerate, edit, refusals
// before the stream (rate limit, busy thread, bad input), and many streams at once.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages } from '../../src/server/db/ai-tables.ts'
import { buildChatApp, createThread, parseNdjson, streamedText, type ChatTestApp, type StreamEvent } from './chat-helpers.ts'

describe('chat answer stream', () => {
  let t: ChatTestApp
  let assistantId: string
  const previousLimit = process.env.CHAT_SEND_PER_MINUTE
  beforeAll(async () => {
    process.env.CHAT_SEND_PER_MINUTE = '3'
    t = await buildChatApp()
    const collection = await t.addCollection('DEMO', { name: 'Pool', internal: false })
    await t.addDocument('DEMO', { collectionId: collection }, 'leitfaden.pdf', [
      'Der Rabatt für Apotheken beträgt zehn Prozent. Bestellungen gehen an den Großhandel. Die Lieferzeit beträgt zwei Tage.',
    ])
    assistantId = await t.addAssistant('DEMO', { sourceMode: 'all' })
  })
  afterAll(async () => {
    if (previousLimit === undefined) delete process.env.CHAT_SEND_PER_MINUTE
    else process.env.CHAT_SEND_PER_MINUTE = previousLimit
    await t.close()
  })

  const send = (headers: Record<string, string>, threadId: string, content: string) =>
    t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages`, headers, payload: { content } })

  it('streams NDJSON over a real HTTP connection, line by line, in protocol order', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(`${address}/api/chat/threads/${threadId}/messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Wie hoch ist der Rabatt für Apotheken?' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const events: StreamEvent[] = []
    let buffered = ''
    let reads = 0
    const decoder = new TextDecoder()
    const reader = response.body!.getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const chunk = next.value
      reads += 1
      buffered += decoder.decode(chunk, { stream: true })
      const lines = buffered.split('\n')
      buffered = lines.pop()!
      for (const line of lines) events.push(JSON.parse(line) as StreamEvent)
    }
    expect(buffered).toBe('')
    expect(reads).toBeGreaterThan(1)
    expect(events[0]!.type).toBe('start')
    expect(events.at(-1)!.type).toBe('done')
    const text = streamedText(events)
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(3)
    expect(text).toContain('> Der Rabatt für Apotheken beträgt zehn Prozent. [1]')
    expect((events.at(-1)!.message as { content: string }).content).toBe(text)
  })

  it('regenerates only the last answer, replacing it', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'dynamic-chatbot', kind: 'dynamic' })
    const first = parseNdjson((await send(headers, threadId, 'Wie lange ist die Lieferzeit?')).body)
    const firstAnswerId = first[0]!.assistantMessageId as string
    const again = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages/${firstAnswerId}/regenerate`, headers })
    expect(again.statusCode).toBe(200)
    const events = parseNdjson(again.body)
    expect(events[0]).toMatchObject({ type: 'start', userMessage: { seq: 1, content: 'Wie lange ist die Lieferzeit?' } })
    expect(streamedText(events)).toContain('Lieferzeit beträgt zwei Tage')
    const thread = (await t.app.inject({ url: `/api/chat/threads/${threadId}`, headers })).json()
    expect(thread.messages.map((message: { id: string; seq: number }) => message.seq)).toEqual([1, 2])
    expect(thread.messages[1].id).toBe(events[0]!.assistantMessageId)
    expect(thread.messages[1].id).not.toBe(firstAnswerId)
    const userMessageId = thread.messages[0].id as string
    const notAnswer = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages/${userMessageId}/regenerate`, headers })
    expect(notAnswer.statusCode).toBe(400)
    expect(notAnswer.json().code).toBe('chat.notLastAnswer')
  })

  it('edits a question, drops what followed and answers the new text', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const first = parseNdjson((await send(headers, threadId, 'Wie hoch ist der Rabatt?')).body)
    await send(headers, threadId, 'Und die Lieferzeit?')
    const questionId = (first[0]!.userMessage as { id: string }).id
    const edited = parseNdjson((await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages/${questionId}/edit`, headers, payload: { content: 'Wohin gehen Bestellungen?' } })).body)
    expect(streamedText(edited)).toContain('Bestellungen gehen an den Großhandel. [1]')
    const thread = (await t.app.inject({ url: `/api/chat/threads/${threadId}`, headers })).json()
    expect(thread.messages.map((message: { role: string; content: string }) => message.role)).toEqual(['user', 'assistant'])
    expect(thread.messages[0]).toMatchObject({ id: questionId, content: 'Wohin gehen Bestellungen?' })
    // The search vector follows the edit, so history search finds the new words only.
    const found = await t.app.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(sql`${chatMessages.id} = ${questionId} and ${chatMessages.searchVector} @@ plainto_tsquery('german', 'Bestellungen')`)
    expect(found).toHaveLength(1)
    const answerId = thread.messages[1].id as string
    const notQuestion = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages/${answerId}/edit`, headers, payload: { content: 'x' } })
    expect(notQuestion.json().code).toBe('chat.notUserMessage')
  })

  it('refuses the fourth send in a minute with 429 and Retry-After, and accepts it a minute later', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    for (let i = 0; i < 3; i++) expect((await send(headers, threadId, `Frage ${i}`)).statusCode).toBe(200)
    const refused = await send(headers, threadId, 'Frage 4')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('chat.rateLimited')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    t.clock.advance(61_000)
    expect((await send(headers, threadId, 'Frage 4')).statusCode).toBe(200)
  })

  it('refuses a send while an answer is being written in the thread (409), and stop is idempotent', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    await send(headers, threadId, 'Rabatt?')
    // An answer still streaming, as another server process would be writing it.
    const [answer] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(sql`seq desc`).limit(1)
    await t.app.db.update(chatMessages).set({ status: 'streaming', createdAt: t.clock.now() }).where(eq(chatMessages.id, answer!.id))
    const busy = await send(headers, threadId, 'Noch eine Frage')
    expect(busy.statusCode).toBe(409)
    expect(busy.json().code).toBe('chat.threadBusy')
    for (let i = 0; i < 2; i++) {
      const stop = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/stop`, headers })
      expect(stop.statusCode).toBe(200)
      expect(stop.json()).toEqual({ stopped: false })
    }
  })

  it.each([
    ['empty content', { content: '' }],
    ['content over 20,000 characters', { content: 'x'.repeat(20_001) }],
    ['an attachment of no file of the thread', { content: 'Hallo', attachmentIds: ['nope'] }],
  ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const response = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages`, headers, payload })
    expect(response.statusCode).toBe(400)
    expect(await t.app.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId))).toEqual([])
  })
})
