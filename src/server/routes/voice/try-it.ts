// "Try it": an admin calls an agent from the browser: starts and ends the call, and sends typed turns,
// whose answer streams as NDJSON (the browser speaks it with its own speech synthesis). Recorded turns
// are audio-turn.ts. Each turn records its latencies as Tessera measured them.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { startNdjson } from '../../lib/ndjson-reply.ts'
import type { VoiceTurn } from '../../voice/agent-config.ts'
import { loadAgent } from '../../voice/agent-store.ts'
import { requestAnalysis } from '../../voice/analyse-call-job.ts'
import {
  gatherTurnSources,
  streamTurnAnswer,
  turnMessages,
  type TurnContext,
} from '../../voice/answer-turn.ts'
import { appendTurns, endCall, loadCall, startBrowserCall } from '../../voice/call-store.ts'
import { chatModelOf, openCall, secondsSince } from './try-it-call.ts'

type TurnEvent =
  { type: 'text'; text: string } | { type: 'done'; turn: VoiceTurn } | { type: 'error'; code: string }

export default async function tryItRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
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
      const { call, agent } = await openCall(app.db, user, request.params.callId)
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
        chatModelOf(app.db, user, agent),
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
