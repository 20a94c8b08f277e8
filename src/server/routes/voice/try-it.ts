// "Try it": an admin calls an agent from the browser. Typed turns stream the answer as NDJSON (the
// browser speaks it with its own speech synthesis); recorded turns (push to talk) go through the
// tenant's transcription model, the answer, and the speech model. Each turn records its latencies:
// speech-to-text, the model's first token, speech out and the total, as Tessera measured them.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { AiRefusal, resolveChatModel } from '../../ai/gateway.ts'
import { detectAudioType } from '../../analysis/podcasts/episode-audio.ts'
import type { ProviderChatModel } from '../../ai/resolve-model.ts'
import { synthesizeSpeech, SpeechFailed } from '../../ai/synthesize-speech.ts'
import { transcribeAudio, TranscriptionFailed } from '../../ai/transcribe-audio.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { startNdjson } from '../../lib/ndjson-reply.ts'
import type { SessionUser } from '../../db/sessions.ts'
import type { VoiceTurn } from '../../voice/agent-config.ts'
import { loadAgent, type StoredAgent } from '../../voice/agent-store.ts'
import { requestAnalysis } from '../../voice/analyse-call-job.ts'
import {
  gatherTurnSources,
  streamTurnAnswer,
  turnMessages,
  type TurnContext,
} from '../../voice/answer-turn.ts'
import {
  appendTurns,
  endCall,
  loadCall,
  loadCallWithAgent,
  startBrowserCall,
  type CallRow,
} from '../../voice/call-store.ts'
import { storeTurnRecordings } from '../../voice/turn-recordings.ts'

/** A push-to-talk turn is short; 10 MB is minutes of Opus. */
export const maxTurnAudioBytes = 10 * 1024 * 1024

type TurnEvent =
  { type: 'text'; text: string } | { type: 'done'; turn: VoiceTurn } | { type: 'error'; code: string }

const secondsSince = (call: CallRow) => Math.max(0, (Date.now() - call.startedAt.getTime()) / 1000)

export default async function tryItRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxTurnAudioBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  /** The open call of the tenant with its agent version, or 404/409. */
  const openCall = async (
    user: SessionUser,
    callId: string,
  ): Promise<{ call: CallRow; agent: StoredAgent }> => {
    const found = await loadCallWithAgent(app.db, user.group, callId)
    if (!found || found.call.origin !== 'browser') throw notFound('No such call')
    const { call, agent } = found
    if (call.status !== 'open') throw new HttpError(409, 'The call has ended', { code: 'voice.callEnded' })
    // Past the agent's maximum length the call ends, as a phone line would.
    if (secondsSince(call) > agent.config.maxCallSeconds) {
      if (await endCall(app.db, call.id, 'maxDuration'))
        await requestAnalysis(app.db, user.group, call.id, agent.version, user.id)
      throw new HttpError(409, 'The call reached its maximum length', { code: 'voice.callEnded' })
    }
    return { call, agent }
  }

  const chatModelOf = async (user: SessionUser, agent: StoredAgent): Promise<ProviderChatModel> => {
    try {
      const model = await resolveChatModel(app.db, user.group, agent.config.chatModelId)
      if (model.kind === 'offline')
        throw new HttpError(409, 'The agent needs a chat model', { code: 'voice.chatModelNeeded' })
      return model
    } catch (error) {
      if (error instanceof AiRefusal) throw new HttpError(409, error.code, { code: error.code })
      throw error
    }
  }

  app.post<{ Params: { agentId: string }; Querystring: { recordingConsent?: boolean } }>(
    '/api/voice/agents/:agentId/calls',
    { schema: contract.schemaFor('voice-calls-start') },
    async (request, reply) => {
      const user = request.user!
      const agent = await loadAgent(app.db, user.group, request.params.agentId)
      if (!agent) throw notFound('No such agent')
      // A recording agent's calls start only once the tester accepted its consent text.
      if (agent.config.recording && request.query.recordingConsent !== true)
        throw new HttpError(409, 'The caller must accept the recording notice first', {
          code: 'voice.consentNeeded',
        })
      const call = await startBrowserCall(app.db, {
        tenantGroup: user.group,
        agentId: agent.id,
        agentVersion: agent.version,
        userId: user.id,
        firstMessage: agent.config.firstMessage,
      })
      return reply.status(201).send({
        callId: call.id,
        transcript: call.transcript,
        maxCallSeconds: agent.config.maxCallSeconds,
        recording: agent.config.recording,
        consentText: agent.config.consentText,
        language: agent.config.language,
        voice: agent.config.voice,
        serverSpeech: !!(agent.config.transcriptionModelId && agent.config.speechModelId),
      })
    },
  )

  app.post<{ Params: { callId: string }; Body: { text: string } }>(
    '/api/voice/calls/:callId/turns',
    { schema: contract.schemaFor('voice-calls-turn') },
    async (request, reply) => {
      const received = performance.now()
      const user = request.user!
      const { call, agent } = await openCall(user, request.params.callId)
      const controller = new AbortController()
      const ctx: TurnContext = {
        db: app.db,
        user,
        minSimilarity: app.config.knowledgeVectorMinSimilarity,
        signal: controller.signal,
        log: request.log,
      }
      const callerTurn: VoiceTurn = {
        role: 'caller',
        text: request.body.text.trim(),
        start: secondsSince(call),
        end: secondsSince(call),
      }
      // The model and the sources do not depend on each other: both are read at once.
      const [model, sources] = await Promise.all([
        chatModelOf(user, agent),
        gatherTurnSources(ctx, agent.config, callerTurn.text),
      ])
      const stream = startNdjson<TurnEvent>(reply, () => controller.abort())
      let text = ''
      let firstTokenMs: number | null = null
      try {
        for await (const part of streamTurnAnswer(
          ctx,
          model,
          turnMessages(agent.config, [...call.transcript, callerTurn], sources),
        )) {
          if (part.type === 'text-delta') {
            if (firstTokenMs === null) firstTokenMs = Math.round(performance.now() - received)
            text += part.text
            stream.emit({ type: 'text', text: part.text })
          } else if (part.type === 'error') {
            stream.emit({ type: 'error', code: part.code })
            return
          }
        }
        const agentTurn: VoiceTurn = {
          role: 'agent',
          text: text.trim(),
          start: secondsSince(call),
          end: secondsSince(call),
          latencies: {
            sttMs: null,
            firstTokenMs,
            speechMs: null,
            totalMs: Math.round(performance.now() - received),
          },
        }
        await appendTurns(app.db, call.id, [callerTurn, agentTurn])
        stream.emit({ type: 'done', turn: agentTurn })
      } catch (error) {
        request.log.error({ err: error }, 'voice turn failed')
        stream.emit({ type: 'error', code: 'ai.badResponse' })
      } finally {
        stream.end()
      }
    },
  )

  app.post<{ Params: { callId: string }; Body: Buffer }>(
    '/api/voice/calls/:callId/audio-turns',
    {
      schema: contract.schemaFor('voice-calls-audio-turn'),
      bodyLimit: maxTurnAudioBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxTurnAudioBytes)
          throw new HttpError(413, `The recording is larger than ${maxTurnAudioBytes} bytes`, {
            code: 'voice.audioTooLarge',
          })
      },
    },
    async (request) => {
      const received = performance.now()
      const user = request.user!
      const { call, agent } = await openCall(user, request.params.callId)
      const { transcriptionModelId, speechModelId } = agent.config
      if (!transcriptionModelId || !speechModelId)
        throw new HttpError(409, 'The agent has no speech models', { code: 'voice.speechModelsNeeded' })
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new HttpError(400, 'The recording is empty', { code: 'voice.emptyAudio' })
      // A recording that will be kept is recognised by its bytes first (the podcast upload's check).
      const { recording } = agent.config
      if (recording && !detectAudioType(request.body))
        throw new HttpError(415, 'This is not an audio recording', { code: 'voice.notAudio' })
      const model = await chatModelOf(user, agent)
      const ctx: TurnContext = {
        db: app.db,
        user,
        minSimilarity: app.config.knowledgeVectorMinSimilarity,
        signal: AbortSignal.timeout(120_000),
        log: request.log,
      }
      const speechCtx = {
        db: app.db,
        tenantGroup: user.group,
        userId: user.id,
        tool: 'voice',
        signal: ctx.signal,
      }
      try {
        const start = secondsSince(call)
        const heard = await transcribeAudio(speechCtx, transcriptionModelId, {
          bytes: request.body,
          filename: 'turn.webm',
          mediaType: 'audio/webm',
        })
        const sttMs = Math.round(performance.now() - received)
        const callerText = heard.segments
          .map((segment) => segment.text)
          .join(' ')
          .trim()
        if (!callerText)
          throw new HttpError(400, 'Nothing was heard in the recording', { code: 'voice.nothingHeard' })
        const callerTurn: VoiceTurn = { role: 'caller', text: callerText, start, end: start + heard.duration }
        const sources = await gatherTurnSources(ctx, agent.config, callerText)
        let text = ''
        let firstTokenMs: number | null = null
        for await (const part of streamTurnAnswer(
          ctx,
          model,
          turnMessages(agent.config, [...call.transcript, callerTurn], sources),
        )) {
          if (part.type === 'text-delta') {
            firstTokenMs ??= Math.round(performance.now() - received)
            text += part.text
          } else if (part.type === 'error') throw new HttpError(502, part.code, { code: part.code })
        }
        const speechStarted = performance.now()
        const audio = await synthesizeSpeech(speechCtx, speechModelId, {
          text: text.trim(),
          voice: agent.config.voice || 'alloy',
        })
        const speechMs = Math.round(performance.now() - speechStarted)
        const agentTurn: VoiceTurn = {
          role: 'agent',
          text: text.trim(),
          start: secondsSince(call),
          end: secondsSince(call),
          latencies: { sttMs, firstTokenMs, speechMs, totalMs: Math.round(performance.now() - received) },
        }
        if (recording) {
          const [callerFile, agentFile] = await storeTurnRecordings(
            app.db,
            {
              tenantGroup: user.group,
              callId: call.id,
              userId: user.id,
              quotaBytes: app.config.knowledgeTenantQuotaBytes,
              log: request.log,
            },
            [
              { role: 'caller', bytes: request.body },
              { role: 'agent', bytes: audio.bytes },
            ],
          )
          if (callerFile) callerTurn.audioFileId = callerFile
          if (agentFile) agentTurn.audioFileId = agentFile
        }
        await appendTurns(app.db, call.id, [callerTurn, agentTurn])
        return {
          caller: callerTurn,
          agent: agentTurn,
          audioBase64: Buffer.from(audio.bytes).toString('base64'),
          audioType: audio.mediaType,
        }
      } catch (error) {
        if (error instanceof TranscriptionFailed || error instanceof SpeechFailed)
          throw new HttpError(502, `The speech provider failed: ${error.code}`, {
            code: 'voice.speechFailed',
          })
        if (error instanceof AiRefusal) throw new HttpError(409, error.code, { code: error.code })
        throw error
      }
    },
  )

  app.post<{ Params: { callId: string }; Body: { endReason?: string } | undefined }>(
    '/api/voice/calls/:callId/end',
    { schema: contract.schemaFor('voice-calls-end') },
    async (request) => {
      const user = request.user!
      const call = await loadCall(app.db, user.group, request.params.callId)
      if (!call || call.origin !== 'browser') throw notFound('No such call')
      if (!(await endCall(app.db, call.id, request.body?.endReason ?? 'hangUp')))
        throw new HttpError(409, 'The call has ended', { code: 'voice.callEnded' })
      return { analysisId: await requestAnalysis(app.db, user.group, call.id, call.agentVersion, user.id) }
    },
  )
}
