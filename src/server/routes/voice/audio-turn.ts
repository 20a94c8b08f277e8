// A recorded try-it turn (push to talk): the tenant's transcription model hears it, the agent answers,
// the speech model speaks the answer. With a recording agent (consent given at the call's start) both
// sides are kept. The turn records its latencies as Tessera measured them.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { AiRefusal } from '../../ai/gateway.ts'
import { synthesizeSpeech, SpeechFailed } from '../../ai/synthesize-speech.ts'
import { transcribeAudio, TranscriptionFailed } from '../../ai/transcribe-audio.ts'
import { detectAudioType } from '../../analysis/podcasts/episode-audio.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { VoiceTurn } from '../../voice/agent-config.ts'
import {
  gatherTurnSources,
  streamTurnAnswer,
  turnMessages,
  type TurnContext,
} from '../../voice/answer-turn.ts'
import { appendTurns } from '../../voice/call-store.ts'
import { storeTurnRecordings } from '../../voice/turn-recordings.ts'
import { chatModelOf, openCall, secondsSince } from './try-it-call.ts'

/** A push-to-talk turn is short; 10 MB is minutes of Opus. */
export const maxTurnAudioBytes = 10 * 1024 * 1024

export default async function audioTurnRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxTurnAudioBytes + 1 },
    (_request, body, done) => done(null, body),
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
      const { call, agent } = await openCall(app.db, user, request.params.callId)
      const { transcriptionModelId, speechModelId } = agent.config
      if (!transcriptionModelId || !speechModelId)
        throw new HttpError(409, 'The agent has no speech models', { code: 'voice.speechModelsNeeded' })
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new HttpError(400, 'The recording is empty', { code: 'voice.emptyAudio' })
      // A recording that will be kept is recognised by its bytes first (the podcast upload's check).
      const { recording } = agent.config
      if (recording && !detectAudioType(request.body))
        throw new HttpError(415, 'This is not an audio recording', { code: 'voice.notAudio' })
      const model = await chatModelOf(app.db, user, agent)
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
}
