// The per-agent webhook over real HTTP: Vapi's end-of-call-report and Retell's call_ended, signed
// with the agent's secret (HMAC-SHA256 over timestamp and raw body), refused when unsigned, wrongly
// signed, signed with another agent's secret, or outside the replay window; the same call posted
// twice is one call; each is analysed as a browser call is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  replayWindowSeconds,
  signPayload,
  verifySignature,
} from '../../src/server/voice/webhook-signature.ts'
import { reply } from '../support/scripted-openai-server.ts'
import { agentBody, buildVoiceApp, type VoiceTestApp } from './voice-helpers.ts'

let t: VoiceTestApp
let baseUrl: string
let agent: { id: string; webhookSecret: string }
let other: { id: string; webhookSecret: string }

const now = () => Math.floor(Date.now() / 1000)

const vapiReport = (id: string) => ({
  message: {
    type: 'end-of-call-report',
    endedReason: 'customer-ended-call',
    call: { id },
    startedAt: '2026-11-20T09:00:00.000Z',
    durationSeconds: 74.2,
    recordingUrl: 'https://storage.vapi.example/recordings/abc.wav',
    artifact: {
      messages: [
        { role: 'system', message: 'You are Lena', secondsFromStart: 0 },
        {
          role: 'bot',
          message: 'Guten Tag, hier ist die Zyrtomax-Hotline.',
          secondsFromStart: 0.4,
          duration: 2100,
        },
        {
          role: 'user',
          message: 'Mein Sohn hat nach dem Nasenspray starkes Nasenbluten bekommen.',
          secondsFromStart: 3.1,
          duration: 3500,
        },
        {
          role: 'bot',
          message: 'Das tut mir leid. Wie alt ist Ihr Sohn?',
          secondsFromStart: 7.2,
          duration: 1800,
        },
        {
          role: 'user',
          message: 'Er ist zwölf. Sie dürfen mich zurückrufen.',
          secondsFromStart: 9.5,
          duration: 2200,
        },
      ],
    },
  },
})

const retellCall = (id: string) => ({
  event: 'call_ended',
  call: {
    call_id: id,
    start_timestamp: Date.parse('2026-11-21T10:00:00Z'),
    end_timestamp: Date.parse('2026-11-21T10:01:05Z'),
    disconnection_reason: 'agent_hangup',
    recording_url: 'https://retell.example/rec/xyz.wav',
    transcript_object: [
      {
        role: 'agent',
        content: 'Bonjour, service consommateurs.',
        words: [
          { word: 'Bonjour', start: 0.2, end: 0.6 },
          { word: 'consommateurs.', start: 1.0, end: 1.8 },
        ],
      },
      {
        role: 'user',
        content: 'Quelle est la posologie du spray Zyrtomax pour un adulte ?',
        words: [
          { word: 'Quelle', start: 2.5, end: 2.8 },
          { word: '?', start: 5.0, end: 5.1 },
        ],
      },
      {
        role: 'agent',
        content: 'Une pulvérisation dans chaque narine, trois fois par jour au maximum.',
        words: [
          { word: 'Une', start: 5.6, end: 5.8 },
          { word: 'maximum.', start: 9.0, end: 9.6 },
        ],
      },
    ],
  },
})

async function post(
  agentId: string,
  body: unknown,
  sign: { secret: string; at?: number } | null,
  raw?: string,
) {
  const text = raw ?? JSON.stringify(body)
  return fetch(`${baseUrl}/api/voice/webhooks/${agentId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sign ? { 'x-tessera-signature': signPayload(sign.secret, sign.at ?? now(), text) } : {}),
    },
    body: text,
  })
}

beforeAll(async () => {
  t = await buildVoiceApp()
  t.model.answerWhen(
    (body) => JSON.stringify(body.messages).includes('Nasenbluten'),
    reply(
      JSON.stringify({
        summary: 'Nasenbluten beim Sohn.',
        fields: { product: 'Zyrtomax', age: 12 },
        criteria: { answered: 'unknown' },
        adverseEvent: {
          suspected: true,
          product: 'Zyrtomax',
          reaction: 'starkes Nasenbluten',
          patient: 'Sohn, 12',
          reporter: 'Mutter',
          contactConsent: true,
        },
      }),
    ),
  )
  t.model.answerWhen(
    (body) => JSON.stringify(body.messages).includes('posologie'),
    reply(
      JSON.stringify({
        summary: 'Question de posologie.',
        fields: { product: 'Zyrtomax', callerType: 'patient' },
        criteria: { answered: 'pass' },
        adverseEvent: {
          suspected: false,
          product: null,
          reaction: null,
          patient: null,
          reporter: null,
          contactConsent: null,
        },
      }),
    ),
  )
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  agent = await t.createAgent(agentBody())
  other = await t.createAgent(agentBody({}, 'Other'))
})
afterAll(async () => {
  await t?.closeAll()
})

describe('signature', () => {
  it('holds only for the same secret, body and a timestamp inside the window', () => {
    const at = 1_800_000_000
    const header = signPayload('whsec_a', at, '{"a":1}')
    expect(verifySignature('whsec_a', header, '{"a":1}', at)).toBe('ok')
    expect(verifySignature('whsec_a', header, '{"a":1}', at + replayWindowSeconds)).toBe('ok')
    expect(verifySignature('whsec_a', header, '{"a":1}', at + replayWindowSeconds + 1)).toBe('expired')
    expect(verifySignature('whsec_a', header, '{"a":1}', at - replayWindowSeconds - 1)).toBe('expired')
    expect(verifySignature('whsec_b', header, '{"a":1}', at)).toBe('mismatch')
    expect(verifySignature('whsec_a', header, '{"a":2}', at)).toBe('mismatch')
    expect(verifySignature('whsec_a', undefined, '{"a":1}', at)).toBe('missing')
    expect(verifySignature('whsec_a', 't=abc,v1=00', '{"a":1}', at)).toBe('malformed')
    expect(verifySignature('whsec_a', header.replace(/v1=../, 'v1=zz'), '{"a":1}', at)).toBe('malformed')
  })
})

describe('webhook', () => {
  it('refuses unsigned, wrongly signed, stale and foreign-secret requests and stores nothing', async () => {
    const body = vapiReport('vapi-refused')
    for (const response of [
      await post(agent.id, body, null),
      await post(agent.id, body, { secret: 'whsec_wrong' }),
      await post(agent.id, body, { secret: other.webhookSecret }),
      await post(agent.id, body, { secret: agent.webhookSecret, at: now() - replayWindowSeconds - 60 }),
      await post(agent.id, body, { secret: agent.webhookSecret, at: now() + replayWindowSeconds + 60 }),
    ]) {
      expect(response.status).toBe(401)
      expect((await response.json()).code).toBe('voice.badSignature')
    }
    const calls = (
      await t.app.inject({ url: '/api/voice/calls', headers: await t.as('READ', 'DEMO') })
    ).json()
    expect(calls.items).toHaveLength(0)
    expect((await post('no-such-agent', body, { secret: agent.webhookSecret })).status).toBe(404)
  })

  it('stores a signed Vapi report once, analyses it and forwards its AE', async () => {
    const body = vapiReport('vapi-1')
    const first = await post(agent.id, body, { secret: agent.webhookSecret })
    expect(first.status).toBe(201)
    const { callId } = await first.json()
    const replayed = await post(agent.id, body, { secret: agent.webhookSecret })
    expect(replayed.status).toBe(200)
    expect(await replayed.json()).toEqual({ callId, created: false })

    const call = await t.waitForAnalysis(callId)
    expect(call.call).toMatchObject({
      origin: 'vapi',
      durationSeconds: 74,
      endReason: 'customer-ended-call',
      startedAt: '2026-11-20T09:00:00.000Z',
    })
    expect(call.recordingUrl).toBe('https://storage.vapi.example/recordings/abc.wav')
    expect(call.transcript.map((turn) => [turn.role, turn.start])).toEqual([
      ['agent', 0.4],
      ['caller', 3.1],
      ['agent', 7.2],
      ['caller', 9.5],
    ])
    expect(call.transcript[1]!.end).toBeCloseTo(6.6)
    expect(call.analyses).toHaveLength(1)
    expect(call.analyses[0]).toMatchObject({ status: 'done', aeSuspected: true, outcome: 'unknown' })
    expect(call.analyses[0]!.output!.fields).toMatchObject({ product: 'Zyrtomax', age: 12, callerType: null })
    expect(call.call.safetyCaseId).not.toBeNull()
  })

  it('stores a signed French Retell call without AE', async () => {
    const response = await post(agent.id, retellCall('retell-1'), { secret: agent.webhookSecret })
    expect(response.status).toBe(201)
    const call = await t.waitForAnalysis((await response.json()).callId)
    expect(call.call).toMatchObject({ origin: 'retell', durationSeconds: 65, endReason: 'agent_hangup' })
    expect(call.transcript.map((turn) => [turn.role, turn.start, turn.end])).toEqual([
      ['agent', 0.2, 1.8],
      ['caller', 2.5, 5.1],
      ['agent', 5.6, 9.6],
    ])
    expect(call.analyses[0]).toMatchObject({ status: 'done', aeSuspected: false, outcome: 'pass' })
    expect(call.call.safetyCaseId).toBeNull()
  })

  it('refuses a body of neither shape and one that is not JSON', async () => {
    const unknown = await post(
      agent.id,
      { message: { type: 'status-update' } },
      { secret: agent.webhookSecret },
    )
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).code).toBe('voice.unknownPayload')
    const broken = await post(agent.id, null, { secret: agent.webhookSecret }, '{"message":')
    expect(broken.status).toBe(400)
  })
})
