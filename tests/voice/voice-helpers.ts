// The voice suites' app: a scripted chat model (DEMO's default) and scripted speech models, signed-in
// users per role and group, an agent made over HTTP, and a wait for a call's analysis.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import type { paths } from '../../src/generated/api-types.gen.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'
import { startScriptedSpeechServer, type ScriptedSpeechServer } from '../support/scripted-speech-server.ts'

export type VoiceCall =
  paths['/api/voice/calls/{callId}']['get']['responses']['200']['content']['application/json']
export type AgentBody = paths['/api/voice/agents']['post']['requestBody']['content']['application/json']

export interface VoiceTestApp extends TestApp {
  model: ScriptedOpenAiServer
  speech: ScriptedSpeechServer
  chatModelId: string
  transcriptionModelId: string
  speechModelId: string
  as(role: string, group: string): Promise<Record<string, string>>
  createAgent(body: AgentBody): Promise<{ id: string; webhookSecret: string }>
  /** Waits until the call's newest analysis is no longer queued. */
  waitForAnalysis(callId: string, count?: number): Promise<VoiceCall>
  closeAll(): Promise<void>
}

export function agentBody(
  overrides: Partial<AgentBody['config']> = {},
  name = 'Hotline Zyrtomax',
): AgentBody {
  return {
    name,
    config: {
      persona: 'Lena, the consumer hotline of Zyrtomax',
      language: 'de-DE',
      voice: 'alloy',
      instructions: 'Beantworte Fragen zu Zyrtomax Nasenspray freundlich und knapp.',
      firstMessage: 'Guten Tag, hier ist die Zyrtomax-Hotline. Wie kann ich helfen?',
      collectionIds: [],
      productLookup: false,
      chatModelId: null,
      transcriptionModelId: null,
      speechModelId: null,
      maxCallSeconds: 600,
      recording: false,
      consentText: '',
      summaryPrompt: 'Fasse den Anruf in zwei Sätzen zusammen.',
      dataFields: [
        { key: 'product', type: 'text', description: 'Das Produkt, um das es geht' },
        { key: 'callerType', type: 'choice', description: 'Wer anruft', choices: ['patient', 'pharmacist'] },
        { key: 'wantsCallback', type: 'yesNo', description: 'Möchte zurückgerufen werden' },
        { key: 'age', type: 'number', description: 'Alter der betroffenen Person' },
      ],
      successCriteria: [{ key: 'answered', description: 'Die Frage des Anrufers wurde beantwortet' }],
      ...overrides,
    },
  }
}

export async function buildVoiceApp(): Promise<VoiceTestApp> {
  const model = await startScriptedOpenAiServer({ apiKey: 'sk-voice' })
  const speech = await startScriptedSpeechServer()
  const t = await buildApp({ config: { jobPollMs: 50 } })
  const db = t.app.db
  const chatProvider = await insertScriptedProvider(db, model.baseUrl, 'sk-voice')
  const speechProvider = await insertScriptedProvider(db, speech.baseUrl, 'sk-speech')
  const chatModelId = randomUUID()
  const transcriptionModelId = randomUUID()
  const speechModelId = randomUUID()
  await db.insert(aiModels).values([
    {
      id: chatModelId,
      providerId: chatProvider,
      modelName: 'gpt-voice',
      displayName: 'Voice chat',
      capabilities: ['chat'],
    },
    {
      id: transcriptionModelId,
      providerId: speechProvider,
      modelName: 'whisper-1',
      displayName: 'Whisper',
      capabilities: ['transcription'],
    },
    {
      id: speechModelId,
      providerId: speechProvider,
      modelName: 'tts-1',
      displayName: 'TTS',
      capabilities: ['speech'],
    },
  ])
  await db
    .insert(tenantAllowedModels)
    .values(
      [chatModelId, transcriptionModelId, speechModelId].map((modelId) => ({ tenantGroup: 'DEMO', modelId })),
    )
  await db
    .insert(tenantAiSettings)
    .values({ tenantGroup: 'DEMO', defaultChatModelId: chatModelId })
    .onConflictDoUpdate({ target: tenantAiSettings.tenantGroup, set: { defaultChatModelId: chatModelId } })
  const users = new Map<string, Record<string, string>>()
  const as = async (role: string, group: string) => {
    const key = `${role}@${group}`
    if (!users.has(key)) {
      const { user, password } = await t.createUser({ role, group })
      users.set(key, bearer(await t.signIn(user.email, password)))
    }
    return users.get(key)!
  }
  return {
    ...t,
    model,
    speech,
    chatModelId,
    transcriptionModelId,
    speechModelId,
    as,
    createAgent: async (body) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/voice/agents',
        headers: await as('ADMIN', 'DEMO'),
        payload: body,
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json() as { id: string; webhookSecret: string }
    },
    waitForAnalysis: async (callId, count = 1) => {
      const headers = await as('READ', 'DEMO')
      for (let i = 0; i < 800; i++) {
        const response = await t.app.inject({ url: `/api/voice/calls/${callId}`, headers })
        expect(response.statusCode, response.body).toBe(200)
        const call = response.json() as VoiceCall
        if (call.analyses.length >= count && call.analyses[0]!.status !== 'queued') return call
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`call ${callId} was not analysed`)
    },
    closeAll: async () => {
      await t.close()
      await model.close()
      await speech.close()
    },
  }
}
