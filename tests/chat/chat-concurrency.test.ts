// 200 offline answers streamed at once (the embedded database has one connection): every one
// completes, stored, with its citation.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages } from '../../src/server/db/ai-tables.ts'
import { buildChatApp, createThread, parseNdjson, type ChatTestApp } from './chat-helpers.ts'

describe('concurrent chat streams', () => {
  let t: ChatTestApp
  beforeAll(async () => {
    t = await buildChatApp()
    const collection = await t.addCollection('BPI', { name: 'Pool', internal: false })
    await t.addDocument('BPI', { collectionId: collection }, 'preise.pdf', ['Der Listenpreis beträgt 12 Euro. Der Preis gilt ab Januar.'])
  })
  afterAll(() => t.close())

  it('answers 200 concurrent sends without an error', { timeout: 180_000 }, async () => {
    const assistantId = await t.addAssistant('BPI', { sourceMode: 'all' })
    // 20 sends per user and minute is the default limit: ten users, twenty threads each.
    const threads: { headers: Record<string, string>; threadId: string }[] = []
    for (let user = 0; user < 10; user++) {
      const { headers } = await t.signInAs('READ', 'BPI')
      for (let i = 0; i < 20; i++) threads.push({ headers, threadId: await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' }) })
    }
    const responses = await Promise.all(
      threads.map(({ headers, threadId }) => t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages`, headers, payload: { content: 'Wie hoch ist der Listenpreis?' } })),
    )
    const failures = responses.filter((response) => response.statusCode !== 200 || parseNdjson(response.body).at(-1)?.type !== 'done')
    expect(failures.map((response) => `${response.statusCode} ${response.body.slice(0, 200)}`)).toEqual([])
    const [stored] = await t.app.db
      .select({ count: sql<number>`count(*)` })
      .from(chatMessages)
      .where(sql`${chatMessages.role} = 'assistant' and ${chatMessages.status} = 'complete' and ${chatMessages.content} like '%Listenpreis beträgt 12 Euro. [1]%'`)
    expect(Number(stored!.count)).toBe(200)
    expect(await t.app.db.select().from(chatMessages).where(eq(chatMessages.status, 'streaming'))).toEqual([])
  })
})
