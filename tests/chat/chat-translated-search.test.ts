// With a chat model, a question in one language finds a document in another (issue 38, decision
// 0092): the model first translates the question through the gateway (the scripted OpenAI-compatible
// server answers with the three languages), each translation is searched, and the answer's prompt
// holds the German passage a French question could not find by its own words, marked as the current
// version of its document.
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import { saveReadProfile } from '../../src/server/knowledge/profile/profile-store.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'
import { buildChatApp, createThread, parseNdjson, streamedText, type ChatTestApp } from './chat-helpers.ts'

const apiKey = 'sk-scripted-translate-4321'

describe('a question searched in the documents’ languages', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    const modelId = randomUUID()
    await t.app.db
      .insert(aiModels)
      .values({
        id: modelId,
        providerId,
        modelName: 'scripted-chat',
        displayName: 'Scripted chat',
        capabilities: ['chat'],
        contextWindow: 16_000,
      })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    const collectionId = await t.addCollection('DEMO', { name: 'Pool', internal: false })
    const { fileId } = await t.addDocument('DEMO', { collectionId }, 'schulung.pdf', [
      'Die Linderung hält zwölf Stunden an.',
    ])
    await saveReadProfile(
      t.app.db,
      { fileId, tenantGroup: 'DEMO' },
      {
        product: 'Zyklomax',
        strength: null,
        form: null,
        documentType: 'training',
        market: 'DE',
        language: 'german',
        versionDate: '2024-10-01',
      },
    )
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  it('translates a French question, finds the German passage, and tells the model it is current', async () => {
    const assistantId = await t.addAssistant('DEMO', { sourceMode: 'all' })
    const { headers } = await t.signInAs('READ', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const before = server.requests.length
    server.script(
      reply(
        'Wie lange hält die Linderung an?\nCombien de temps dure le soulagement ?\nHow long does the relief last?',
      ),
      reply('Zwölf Stunden [1].'),
      reply('Soulagement'),
    )
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers,
      payload: { content: 'Combien de temps dure le soulagement ?' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(streamedText(parseNdjson(response.body))).toBe('Zwölf Stunden [1].')
    const [translation, answer] = server.requests
      .slice(before)
      .map((request) => request.body as { messages: { role: string; content: string }[] })
    expect(translation!.messages[0]!.content).toContain('Translate the search question')
    expect(translation!.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Combien de temps dure le soulagement ?',
    })
    const system = answer!.messages[0]!.content
    expect(system).toContain('Die Linderung hält zwölf Stunden an.')
    expect(system).toContain('current version')
  })
})
