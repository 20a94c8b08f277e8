// The chat intake through the real job runner (decision 0114): with the runner on, a message sent on a
// chosen route after the opt-in becomes an item once the job analysis.chatIntake runs; the job kind is
// recurring every two minutes. The send path only writes the chat message (no hook).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatIntakeEveryMs, chatIntakeJobKind } from '../../src/server/analysis/chat/chat-intake-job.ts'
import { analysisItems } from '../../src/server/db/analysis-tables.ts'
import { enqueueJob } from '../../src/server/jobs/index.ts'
import { recurringJobKinds } from '../../src/server/jobs/registry.ts'
import { buildChatApp, createThread, type ChatTestApp } from '../chat/chat-helpers.ts'

let t: ChatTestApp
beforeAll(async () => {
  t = await buildChatApp()
}, 240_000)
afterAll(async () => t?.close())

const chatItems = () =>
  t.app.db
    .select()
    .from(analysisItems)
    .where(and(eq(analysisItems.tenantGroup, 'DEMO'), eq(analysisItems.sourceKind, 'chat')))

describe('analysis.chatIntake in the job runner', () => {
  it('is recurring and turns a message sent after the opt-in into an item', async () => {
    expect(recurringJobKinds().get(chatIntakeJobKind)).toBe(chatIntakeEveryMs)
    const admin = await t.signInAs('ADMIN', 'DEMO')
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/medicheck/chat-source',
      headers: admin.headers,
      payload: { enabled: true, routes: ['chatbot'] },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const consumer = await t.signInAs('READ', 'DEMO')
    const assistantId = await t.addAssistant('DEMO', { sourceMode: 'general' })
    const threadId = await createThread(t, consumer.headers, {
      assistantId,
      routeId: 'chatbot',
      kind: 'classic',
    })
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers: consumer.headers,
      payload: { content: 'Nach Zyrtomax habe ich einen Hautausschlag am Arm bekommen, der juckt.' },
    })
    expect(sent.statusCode, sent.body).toBe(200)
    await enqueueJob(t.app.db, { kind: chatIntakeJobKind })
    let items = await chatItems()
    for (let i = 0; i < 600 && items.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      items = await chatItems()
    }
    expect(items.map((item) => item.text)).toEqual([
      'Nach Zyrtomax habe ich einen Hautausschlag am Arm bekommen, der juckt.',
    ])
  })
})
