// Recorded "try it" turns (issue 42, decision 0108) over the API with a real database and scripted
// speech and chat servers: an agent that records asks for consent before the call, keeps the caller's
// recording and the spoken answer of each spoken turn in the file store and plays them in byte ranges
// (by turn, or by the sealed ticket the call view gives); an agent that does not record keeps nothing
// and says so; another tenant's call and a changed ticket answer 404.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voiceCalls } from '../../src/server/db/voice-tables.ts'
import { storeFile } from '../../src/server/knowledge/file-store.ts'
import { issueRecordingTicket } from '../../src/server/voice/recording-ticket.ts'
import { reply } from '../support/scripted-openai-server.ts'
import { agentBody, buildVoiceApp, type VoiceTestApp } from './voice-helpers.ts'

let t: VoiceTestApp

/** The first bytes of a WebM file (EBML header) and some payload: what MediaRecorder hands over. */
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from('recorded caller turn: Opus frames'),
])

beforeAll(async () => {
  t = await buildVoiceApp()
})
afterAll(async () => {
  await t?.closeAll()
})

const recordingFiles = async () => {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from knowledge_files where metadata->>'purpose' = 'voiceRecording'`,
  )) as unknown as { rows: { n: number }[] }
  return result.rows[0]!.n
}

async function spokenTurn(recording: boolean) {
  const admin = await t.as('ADMIN', 'DEMO')
  const agent = await t.createAgent(
    agentBody({
      transcriptionModelId: t.transcriptionModelId,
      speechModelId: t.speechModelId,
      recording,
      consentText: recording ? 'Dieses Gespräch wird aufgezeichnet.' : '',
    }),
  )
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/voice/agents/${agent.id}/calls?recordingConsent=${recording}`,
    headers: admin,
  })
  expect(started.statusCode, started.body).toBe(201)
  const callId = started.json().callId as string
  t.speech.hear('Darf ich Zyrtomax in der Schwangerschaft nehmen?')
  t.model.script(reply('Bitte fragen Sie dazu Ihre Ärztin oder Ihren Apotheker.'))
  const answered = await t.app.inject({
    method: 'POST',
    url: `/api/voice/calls/${callId}/audio-turns`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: webm,
  })
  expect(answered.statusCode, answered.body).toBe(200)
  return { admin, agent, callId }
}

describe('recorded try-it turns', () => {
  it('starts a recording agent’s call only after the consent was accepted', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(
      agentBody({ recording: true, consentText: 'Dieses Gespräch wird aufgezeichnet.' }),
    )
    for (const query of ['', '?recordingConsent=false']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/voice/agents/${agent.id}/calls${query}`,
        headers: admin,
      })
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json().code).toBe('voice.consentNeeded')
    }
    const calls = await t.app.db
      .select()
      .from(voiceCalls)
      .where(sql`${voiceCalls.agentId} = ${agent.id}`)
    expect(calls).toEqual([])
  })

  it('keeps the caller’s recording and the spoken answer of a turn and plays them in ranges', async () => {
    const before = await recordingFiles()
    const { callId } = await spokenTurn(true)
    expect(await recordingFiles()).toBe(before + 2)
    const read = await t.as('READ', 'DEMO')
    const call = (await t.app.inject({ url: `/api/voice/calls/${callId}`, headers: read })).json()
    expect(call.browserRecording).toBe(true)
    // Greeting (typed by the agent's config: no audio), the caller's turn, the spoken answer.
    expect(call.transcript.map((turn: { audioSrc: string | null }) => turn.audioSrc !== null)).toEqual([
      false,
      true,
      true,
    ])
    expect(JSON.stringify(call.transcript)).not.toContain('audioFileId')

    const whole = await t.app.inject({ url: call.transcript[1].audioSrc })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('audio/webm')
    expect(whole.rawPayload.equals(webm)).toBe(true)
    const spoken = await t.app.inject({ url: call.transcript[2].audioSrc, headers: { range: 'bytes=3-' } })
    expect(spoken.statusCode).toBe(206)
    expect(spoken.headers['content-type']).toBe('audio/mpeg')
    expect(spoken.body).toBe('Bitte fragen Sie dazu Ihre Ärztin oder Ihren Apotheker.')
    expect(spoken.headers['content-range']).toBe(
      `bytes 3-${spoken.rawPayload.length + 2}/${spoken.rawPayload.length + 3}`,
    )

    const byTurn = await t.app.inject({
      url: `/api/voice/calls/${callId}/turns/1/audio`,
      headers: { ...read, range: 'bytes=0-3' },
    })
    expect(byTurn.statusCode).toBe(206)
    expect([...byTurn.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    const past = await t.app.inject({
      url: `/api/voice/calls/${callId}/turns/1/audio`,
      headers: { ...read, range: `bytes=${webm.length}-` },
    })
    expect(past.statusCode).toBe(416)
    const greeting = await t.app.inject({ url: `/api/voice/calls/${callId}/turns/0/audio`, headers: read })
    expect(greeting.statusCode).toBe(404)
    expect(greeting.json().code).toBe('voice.noRecording')
  })

  it('refuses bytes that are not audio when it would keep them, and appends no turn', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const agent = await t.createAgent(
      agentBody({
        transcriptionModelId: t.transcriptionModelId,
        speechModelId: t.speechModelId,
        recording: true,
        consentText: 'Dieses Gespräch wird aufgezeichnet.',
      }),
    )
    const { callId } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/voice/agents/${agent.id}/calls?recordingConsent=true`,
        headers: admin,
      })
    ).json()
    const before = await recordingFiles()
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/voice/calls/${callId}/audio-turns`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('<html><script>alert(1)</script></html>'),
    })
    expect(refused.statusCode).toBe(415)
    expect(refused.json().code).toBe('voice.notAudio')
    expect(await recordingFiles()).toBe(before)
    const call = (await t.app.inject({ url: `/api/voice/calls/${callId}`, headers: admin })).json()
    expect(call.transcript).toHaveLength(1)
  })

  it('keeps no audio when the agent does not record, and the call says so', async () => {
    const before = await recordingFiles()
    const { callId } = await spokenTurn(false)
    expect(await recordingFiles()).toBe(before)
    const read = await t.as('READ', 'DEMO')
    const call = (await t.app.inject({ url: `/api/voice/calls/${callId}`, headers: read })).json()
    expect(call.browserRecording).toBe(false)
    expect(call.transcript.map((turn: { audioSrc: string | null }) => turn.audioSrc)).toEqual([
      null,
      null,
      null,
    ])
    const none = await t.app.inject({ url: `/api/voice/calls/${callId}/turns/1/audio`, headers: read })
    expect(none.statusCode).toBe(404)
    expect(none.json().code).toBe('voice.noRecording')
  })

  it('answers 404 for another tenant’s recorded call and for changed or borrowed tickets', async () => {
    const { agent, callId } = await spokenTurn(true)
    const admin = await t.as('ADMIN', 'DEMO')
    // Another tenant's call with a recorded turn (written directly: voice is DEMO's service only).
    const { user: foreignAdmin } = await t.createUser({ role: 'ADMIN', group: 'IGEPHA' })
    const foreignFile = await storeFile(
      t.app.db,
      {
        tenantGroup: 'IGEPHA',
        uploadedBy: foreignAdmin.id,
        filename: 'foreign.webm',
        extension: 'webm',
        mediaType: 'audio/webm',
        metadata: { purpose: 'voiceRecording' },
      },
      webm,
    )
    const foreignCallId = randomUUID()
    await t.app.db.insert(voiceCalls).values({
      id: foreignCallId,
      tenantGroup: 'IGEPHA',
      agentId: agent.id,
      agentVersion: 1,
      origin: 'browser',
      startedAt: new Date(),
      transcript: [{ role: 'caller', text: 'Hallo', start: 0, end: 1, audioFileId: foreignFile.id }],
    })
    const foreign = await t.app.inject({
      url: `/api/voice/calls/${foreignCallId}/turns/0/audio`,
      headers: admin,
    })
    expect(foreign.statusCode).toBe(404)
    expect(
      (await t.app.inject({ url: `/api/voice/calls/${foreignCallId}`, headers: admin })).statusCode,
    ).toBe(404)

    const own = (await t.app.inject({ url: `/api/voice/calls/${callId}`, headers: admin })).json()
    const ticket = new URL(own.transcript[1].audioSrc, 'http://x').searchParams.get('ticket')!
    const changed = await t.app.inject({
      url: `/api/voice/recordings?ticket=${encodeURIComponent(ticket.slice(0, -4) + 'AAAA')}`,
    })
    expect(changed.statusCode).toBe(404)
    expect(changed.json().code).toBe('voice.recordingLinkExpired')
    // A sealed ticket naming the DEMO call with the other tenant's file opens nothing.
    const borrowed = issueRecordingTicket({ tenantGroup: 'DEMO', callId, fileId: foreignFile.id }, new Date())
    const refused = await t.app.inject({
      url: `/api/voice/recordings?ticket=${encodeURIComponent(borrowed)}`,
    })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().code).toBe('voice.noRecording')
  })
})
