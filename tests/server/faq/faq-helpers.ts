// The FAQ suites' app: the chat test app (assistants, collections, indexed documents) with a short
// job poll, questions users asked (threads and messages written directly), and a wait for a generation.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { chatMessages, chatThreads } from '../../../src/server/db/ai-tables.ts'
import { buildChatApp, type ChatTestApp } from '../../chat/chat-helpers.ts'

export interface FaqTestApp extends ChatTestApp {
  /** Messages as `userId` asked them in one thread of `group` (each a user message with an answer). */
  addQuestions(group: string, userId: string, questions: string[]): Promise<void>
  waitForGeneration(headers: Record<string, string>, generationId: string): Promise<Record<string, unknown>>
}

export async function buildFaqApp(): Promise<FaqTestApp> {
  const t = await buildChatApp({ config: { jobPollMs: 50 } })
  let assistants = new Map<string, string>()
  return {
    ...t,
    addQuestions: async (group, userId, questions) => {
      if (!assistants.has(group)) assistants = new Map([...assistants, [group, await t.addAssistant(group, { sourceMode: 'all' })]])
      const threadId = randomUUID()
      await t.app.db.insert(chatThreads).values({ id: threadId, tenantGroup: group, userId, assistantId: assistants.get(group)!, route: '/ai-services/chatbot' })
      let seq = 0
      for (const question of questions) {
        await t.app.db.insert(chatMessages).values({ id: randomUUID(), threadId, tenantGroup: group, userId, seq: seq++, role: 'user', content: question })
        await t.app.db.insert(chatMessages).values({ id: randomUUID(), threadId, tenantGroup: group, userId, seq: seq++, role: 'assistant', content: 'Eine Antwort.' })
      }
    },
    waitForGeneration: async (headers, generationId) => {
      for (let i = 0; i < 800; i++) {
        const response = await t.app.inject({ url: `/api/faq/generations/${generationId}`, headers })
        expect(response.statusCode, response.body).toBe(200)
        const generation = response.json() as Record<string, unknown>
        if (generation.status === 'done' || generation.status === 'failed') return generation
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`generation ${generationId} did not end`)
    },
  }
}
