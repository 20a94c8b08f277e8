// Voice AI end to end over the API with a real database, a scripted OpenAI-compatible chat model and
// scripted speech endpoints over real HTTP: agent setup and versions, access per level and group, a
// German "try it" call with an adverse event (typed, streamed; the analysis forwards it to the safety
// inbox), a recorded push-to-talk turn through transcription and speech, an early hang-up (unknown,
// no model call), rerun keeping the old analysis, and the CSV export.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiUsage } from '../../src/server/db/ai-tables.ts'
import { safetyCases } from '../../src/server/db/analysis-review-tables.ts'
import { voiceCalls } from '../../src/server/db/voice-tables.ts'
import { reply } from '../support/scripted-openai-server.ts'
import { agentBody, buildVoiceApp, type VoiceTestApp } from './voice-helpers.ts'

let t: VoiceTestApp

const isAnalysis = (body: Record<string, unknown>) =>
  JSON.stringify(body.messages).includes('You analyse the transcript')
const aeAnalysis = JSON.stringify({
  summary: 'Eine Patientin meldet Hautausschlag nach Zyrtomax.',
  fields: { product: 'Zyrtomax Nasenspray', callerType: 'nurse', wantsCallback: true, age: '34' },
  criteria: { answered: 'pass', invented: 'pass' },
  adverseEvent: {
    suspected: true,
    product: 'Zyrtomax Nasenspray',
    reaction: 'Hautausschlag',
    patient: 'die Anruferin, 34',
    reporter: 'die Anruferin',
    contactConsent: true,
  },
})

beforeAll(async () => {
  t = await buildVoiceApp()
  t.model.answerWhen(
    (body) => isAnalysis(body) && JSON.stringify(body.messages).includes('Ausschlag'),
    reply(['```json\n', aeAnalysis, '\n```']),
  )
})
afterAll(async () => {
  await t?.closeAll()
})

describe('agents', () => {
  it('lets admins create and version agents, every DEMO level list them, other groups none', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(agentBody())
    expect(agent.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/)
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/voice/agents/${agent.id}`,
      headers: admin,
      payload: agentBody({ language: 'de-AT' }, 'Hotline AT'),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ version: 2, name: 'Hotline AT', config: { language: 'de-AT' } })
    expect(changed.json().versions.map((one: { version: number }) => one.version)).toEqual([2, 1])

    const read = await t.as('READ', 'DEMO')
    const list = await t.app.inject({ url: '/api/voice/agents', headers: read })
    expect(list.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: agent.id, version: 2, language: 'de-AT' })]),
    )
    expect((await t.app.inject({ url: `/api/voice/agents/${agent.id}`, headers: read })).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/voice/agents', headers: read, payload: agentBody() }))
        .statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject({ url: '/api/voice/agents', headers: await t.as('ADMIN', 'IGEPHA') })).statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject({ url: '/api/voice/calls', headers: await t.as('READ', 'IGEPHA') })).statusCode,
    ).toBe(403)
  })

  it('refuses bad settings by name and writes nothing', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const before = (await t.app.inject({ url: '/api/voice/agents', headers: admin })).json().items.length
    const oneChoice = agentBody({
      dataFields: [{ key: 'x', type: 'choice', description: 'd', choices: ['only'] }],
    })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/voice/agents',
      headers: admin,
      payload: oneChoice,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('voice.invalidConfig')
    const noConsent = await t.app.inject({
      method: 'POST',
      url: '/api/voice/agents',
      headers: admin,
      payload: agentBody({ recording: true, consentText: ' ' }),
    })
    expect(noConsent.json().code).toBe('voice.invalidConfig')
    const language = await t.app.inject({
      method: 'POST',
      url: '/api/voice/agents',
      headers: admin,
      payload: agentBody({ language: 'en-US' as 'de-DE' }),
    })
    expect(language.statusCode).toBe(400)
    const collection = await t.app.inject({
      method: 'POST',
      url: '/api/voice/agents',
      headers: admin,
      payload: agentBody({ collectionIds: ['not-ours'] }),
    })
    expect(collection.json().code).toBe('voice.unknownCollection')
    const wrongModel = await t.app.inject({
      method: 'POST',
      url: '/api/voice/agents',
      headers: admin,
      payload: agentBody({ speechModelId: t.transcriptionModelId }),
    })
    expect(wrongModel.json().code).toBe('voice.unknownModel')
    expect((await t.app.inject({ url: '/api/voice/agents', headers: admin })).json().items.length).toBe(
      before,
    )
  })

  it('offers the speech models by capability', async () => {
    const options = (
      await t.app.inject({ url: '/api/voice/options', headers: await t.as('ADMIN', 'DEMO') })
    ).json()
    expect(options.transcriptionModels).toEqual([{ id: t.transcriptionModelId, label: 'Whisper' }])
    expect(options.speechModels).toEqual([{ id: t.speechModelId, label: 'TTS' }])
    expect(options.safetyInbox).toBe(true)
  })
})

describe('try it', () => {
  it('streams a typed German turn with the agent instructions, records latencies, and analyses the call with its AE', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(agentBody())
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/voice/agents/${agent.id}/calls`,
      headers: admin,
    })
    expect(started.statusCode, started.body).toBe(201)
    const { callId, transcript, serverSpeech } = started.json()
    expect(serverSpeech).toBe(false)
    expect(transcript).toEqual([
      expect.objectContaining({ role: 'agent', text: expect.stringContaining('Zyrtomax-Hotline') }),
    ])

    t.model.script(
      reply(['Das tut mir leid. ', 'Wer ist betroffen, und darf sich unsere Arzneimittelsicherheit melden?']),
    )
    const turn = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/turns`,
      headers: admin,
      payload: { text: 'Ich habe Zyrtomax Nasenspray genommen und bekomme seitdem einen Ausschlag am Hals.' },
    })
    expect(turn.statusCode).toBe(200)
    expect(turn.headers['content-type']).toContain('application/x-ndjson')
    const events = turn.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.text)
        .join(''),
    ).toContain('Wer ist betroffen')
    const done = events.at(-1)
    expect(done.type).toBe('done')
    expect(done.turn.latencies.firstTokenMs).toBeGreaterThanOrEqual(0)
    expect(done.turn.latencies.totalMs).toBeGreaterThanOrEqual(done.turn.latencies.firstTokenMs)
    const sent = t.model.requests.at(-1)!.body!.messages as { role: string; content: string }[]
    expect(sent[0]!.content).toContain('Beantworte Fragen zu Zyrtomax')
    expect(sent[0]!.content).toContain('German (Germany)')
    expect(sent.map((one) => one.role)).toEqual(['system', 'assistant', 'user'])

    const caller2 = 'Ja, ich bin selbst betroffen, 34 Jahre alt, Sie dürfen mich gern anrufen.'
    t.model.script(reply('Danke, wir melden uns.'))
    await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/turns`,
      headers: admin,
      payload: { text: caller2 },
    })
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/end`,
      headers: admin,
      payload: { endReason: 'hangUp' },
    })
    expect(ended.statusCode, ended.body).toBe(200)
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/turns`,
      headers: admin,
      payload: { text: 'Hallo?' },
    })
    expect(again.json().code).toBe('voice.callEnded')

    const call = await t.waitForAnalysis(callId)
    expect(call.transcript.map((one) => one.role)).toEqual(['agent', 'caller', 'agent', 'caller', 'agent'])
    const [analysis] = call.analyses
    expect(analysis).toMatchObject({
      status: 'done',
      outcome: 'pass',
      aeSuspected: true,
      tooShort: false,
      modelLabel: 'Voice chat',
    })
    // Checked against the agent's fields: "nurse" is no choice, "34" a number, an unknown criterion dropped.
    expect(analysis!.output!.fields).toEqual({
      product: 'Zyrtomax Nasenspray',
      callerType: null,
      wantsCallback: true,
      age: 34,
    })
    expect(analysis!.output!.criteria).toEqual({ answered: 'pass' })
    expect(analysis!.output!.adverseEvent).toMatchObject({ reaction: 'Hautausschlag', contactConsent: true })
    expect(call.call.safetyCaseId).not.toBeNull()
    const [safetyCase] = await t.app.db
      .select()
      .from(safetyCases)
      .where(eq(safetyCases.id, call.call.safetyCaseId!))
    expect(safetyCase).toMatchObject({
      tenantGroup: 'DEMO',
      product: 'Zyrtomax Nasenspray',
      reaction: 'Hautausschlag',
      patientPresent: true,
      reporterPresent: true,
      via: 'rule',
    })

    // Rerun: a second analysis, the first kept; the AE keeps its one case.
    const rerun = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/analyses`,
      headers: await t.as('WRITE', 'DEMO'),
    })
    expect(rerun.statusCode, rerun.body).toBe(202)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/voice/calls/${callId}/analyses`,
          headers: await t.as('READ', 'DEMO'),
        })
      ).statusCode,
    ).toBe(403)
    const twice = await t.waitForAnalysis(callId, 2)
    expect(twice.analyses).toHaveLength(2)
    expect(twice.analyses.map((one) => one.status)).toEqual(['done', 'done'])
    expect(twice.call.safetyCaseId).toBe(call.call.safetyCaseId)
    expect(await t.app.db.select().from(safetyCases).where(eq(safetyCases.tenantGroup, 'DEMO'))).toHaveLength(
      1,
    )
  })

  it('gives an early hang-up unknown values without asking the model', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(agentBody())
    const { callId } = (
      await t.app.inject({ method: 'POST', url: `/api/voice/agents/${agent.id}/calls`, headers: admin })
    ).json()
    const before = t.model.requests.length
    await t.app.inject({ method: 'POST', url: `/api/voice/calls/${callId}/end`, headers: admin, payload: {} })
    const call = await t.waitForAnalysis(callId)
    expect(call.analyses[0]).toMatchObject({
      status: 'done',
      outcome: 'unknown',
      aeSuspected: null,
      tooShort: true,
    })
    expect(call.analyses[0]!.output).toEqual({
      summary: null,
      fields: { product: null, callerType: null, wantsCallback: null, age: null },
      criteria: { answered: 'unknown' },
      adverseEvent: {
        suspected: null,
        product: null,
        reaction: null,
        patient: null,
        reporter: null,
        contactConsent: null,
      },
    })
    expect(t.model.requests.length).toBe(before)
  })

  it('ends a call past the agent maximum length at the next turn and analyses it', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(agentBody({ maxCallSeconds: 30 }))
    const { callId } = (
      await t.app.inject({ method: 'POST', url: `/api/voice/agents/${agent.id}/calls`, headers: admin })
    ).json()
    await t.app.db
      .update(voiceCalls)
      .set({ startedAt: new Date(Date.now() - 31_000) })
      .where(eq(voiceCalls.id, callId))
    const before = t.model.requests.length
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/turns`,
      headers: admin,
      payload: { text: 'Sind Sie noch da?' },
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('voice.callEnded')
    expect(t.model.requests.length).toBe(before)
    const call = await t.waitForAnalysis(callId)
    expect(call.call).toMatchObject({ status: 'ended', endReason: 'maxDuration' })
    expect(call.analyses[0]).toMatchObject({ status: 'done', tooShort: true })
  })

  it('fails an analysis whose answer is not JSON instead of guessing', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(agentBody())
    const { callId } = (
      await t.app.inject({ method: 'POST', url: `/api/voice/agents/${agent.id}/calls`, headers: admin })
    ).json()
    t.model.answerWhen(
      (body) => isAnalysis(body) && JSON.stringify(body.messages).includes('Beipackzettel'),
      reply('Leider kann ich das nicht.'),
    )
    t.model.script(reply('Den Beipackzettel finden Sie in der Packung.'))
    await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/turns`,
      headers: admin,
      payload: { text: 'Wo finde ich den Beipackzettel von Zyrtomax bitte?' },
    })
    await t.app.inject({ method: 'POST', url: `/api/voice/calls/${callId}/end`, headers: admin, payload: {} })
    const call = await t.waitForAnalysis(callId)
    expect(call.analyses[0]).toMatchObject({
      status: 'failed',
      errorCode: 'voice.badModelOutput',
      output: null,
      outcome: null,
    })
  })

  it('answers a recorded turn: transcription, answer, speech, with each latency', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(
      agentBody({
        transcriptionModelId: t.transcriptionModelId,
        speechModelId: t.speechModelId,
        voice: 'nova',
      }),
    )
    const started = (
      await t.app.inject({ method: 'POST', url: `/api/voice/agents/${agent.id}/calls`, headers: admin })
    ).json()
    expect(started.serverSpeech).toBe(true)
    t.speech.hear('Wie oft am Tag darf ich Zyrtomax sprühen?')
    t.model.script(reply('Bis zu dreimal täglich je einen Sprühstoß pro Nasenloch.'))
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${started.callId}/audio-turns`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('fake webm bytes of a short recording'),
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.caller.text).toBe('Wie oft am Tag darf ich Zyrtomax sprühen?')
    expect(body.agent.text).toBe('Bis zu dreimal täglich je einen Sprühstoß pro Nasenloch.')
    expect(Buffer.from(body.audioBase64, 'base64').toString('utf8')).toBe(`ID3${body.agent.text}`)
    expect(body.agent.latencies).toEqual({
      sttMs: expect.any(Number),
      firstTokenMs: expect.any(Number),
      speechMs: expect.any(Number),
      totalMs: expect.any(Number),
    })
    expect(t.speech.requests.map((one) => [one.path, one.model, one.authorization])).toEqual([
      ['transcriptions', 'whisper-1', 'Bearer sk-speech'],
      ['speech', 'tts-1', 'Bearer sk-speech'],
    ])
    expect(t.speech.requests[1]!.voice).toBe('nova')
    // One ledger row per speech call, as for every provider call.
    const ledger = await t.app.db.select().from(aiUsage).where(eq(aiUsage.tool, 'voice'))
    expect(ledger.filter((row) => row.modelName === 'tts-1').map((row) => row.outcome)).toEqual(['ok'])
    expect(ledger.filter((row) => row.modelName === 'whisper-1').map((row) => row.outcome)).toEqual(['ok'])

    const typedOnly = await t.createAgent(agentBody())
    const typedCall = (
      await t.app.inject({ method: 'POST', url: `/api/voice/agents/${typedOnly.id}/calls`, headers: admin })
    ).json()
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${typedCall.callId}/audio-turns`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('voice.speechModelsNeeded')
  })

  it('lists, filters and exports the calls', async () => {
    const read = await t.as('READ', 'DEMO')
    const all = (await t.app.inject({ url: '/api/voice/calls', headers: read })).json()
    expect(all.items.length).toBeGreaterThanOrEqual(3)
    expect([...all.fieldKeys].sort()).toEqual(['age', 'callerType', 'product', 'wantsCallback'])
    const withAe = (await t.app.inject({ url: '/api/voice/calls?ae=yes', headers: read })).json()
    expect(withAe.items).toHaveLength(1)
    expect(withAe.items[0].analysis.aeSuspected).toBe(true)
    const unknown = (await t.app.inject({ url: '/api/voice/calls?outcome=unknown', headers: read })).json()
    expect(
      unknown.items.every((one: { analysis: { outcome: string } }) => one.analysis.outcome === 'unknown'),
    ).toBe(true)
    const badRange = await t.app.inject({
      url: '/api/voice/calls?from=2026-02-01&to=2026-01-01',
      headers: read,
    })
    expect(badRange.json().code).toBe('voice.badDateRange')
    const csv = await t.app.inject({ url: '/api/voice/calls/export?ae=yes', headers: read })
    expect(csv.statusCode).toBe(200)
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toContain('"ae_suspected"')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('"Zyrtomax Nasenspray"')
    expect(lines[1]).toContain('"yes"')
  })
})
