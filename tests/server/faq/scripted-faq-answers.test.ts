// The scripted provider's standing answers to the FAQ job (tests/support/scripted-faq-answers.ts), which
// bench:cluster relies on: through the real job and the real AI SDK over HTTP, every question they
// give is planned and answered from the documents with a citation, so a change to how the job prompts
// or parses shows here rather than as a bench that silently makes FAQs without pairs.
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { answerFaqRequests } from '../../support/scripted-faq-answers.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'
import { buildFaqApp, type FaqTestApp } from './faq-helpers.ts'

const apiKey = 'sk-scripted-faq-answers'
const questions = ['Wie hoch ist die Tageshöchstdosis von Dolorex?', 'Wie lagere ich Dolorex?']

describe('the scripted provider answering the FAQ job', () => {
  let t: FaqTestApp
  let server: ScriptedOpenAiServer

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    answerFaqRequests(server, { questions, answer: 'So steht es in der Fachinformation.' })
    // Any other call (a chat, a title) gets this: the FAQ's answers must never come from it.
    server.answerWhen(() => true, reply('Etwas anderes.'))
    t = await buildFaqApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    const modelId = randomUUID()
    await t.app.db.insert(aiModels).values({
      id: modelId,
      providerId,
      modelName: 'scripted-chat',
      displayName: 'Scripted chat',
      capabilities: ['chat'],
      contextWindow: 16_000,
    })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
  }, 240_000)
  afterAll(async () => {
    await t?.close()
    await server?.close()
  })

  it('makes a cited pair for every question the documents answer', async () => {
    const admin = await t.signInAs('ADMIN', 'DEMO')
    const collectionId = await t.addCollection('DEMO', { name: 'Dolorex', internal: false })
    await t.addDocument('DEMO', { collectionId }, 'dolorex.pdf', [
      'Die Tageshöchstdosis von Dolorex beträgt 1200 mg.',
      'Dolorex nicht über 25 °C lagern.',
    ])
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/faq/generations',
      headers: admin.headers,
      payload: { collectionId, fromDocuments: true, fromUserQuestions: false, maxPairs: 5 },
    })
    expect(started.statusCode, started.body).toBe(202)
    const generation = await t.waitForGeneration(admin.headers, started.json().id)
    expect(generation).toMatchObject({
      status: 'done',
      questionsTotal: 2,
      pairsCreated: 2,
      questionsUnanswered: 0,
    })
    const { items } = (
      await t.app.inject({ url: `/api/faq/entries?collectionId=${collectionId}`, headers: admin.headers })
    ).json() as { items: { question: string; answer: string; citations: { n: number }[] }[] }
    expect(items.map((item) => [item.question, item.answer, item.citations.map((c) => c.n)])).toEqual(
      questions.map((question) => [question, 'So steht es in der Fachinformation. [1]', [1]]),
    )
  })

  it('refuses a question the job would drop', () => {
    expect(() => answerFaqRequests(server, { questions: ['Keine Frage.'] })).toThrow(/Not a question/)
  })
})
