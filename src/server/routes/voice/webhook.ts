// The per-agent webhook for calls run by outside telephony (Vapi, Retell). The body is read raw, so
// the signature is checked over the bytes that were sent; an unsigned, stale or wrongly signed request
// is refused before anything is parsed or stored. The same outside call posted again is one call.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { voiceCalls } from '../../db/voice-tables.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { agentForWebhook } from '../../voice/agent-store.ts'
import { requestAnalysis } from '../../voice/analyse-call-job.ts'
import { readEndedCall } from '../../voice/webhook-payload.ts'
import { signatureHeader, verifySignature } from '../../voice/webhook-signature.ts'
import { and, eq } from 'drizzle-orm'

/** A call report with a long transcript stays well under this. */
const maxWebhookBytes = 2 * 1024 * 1024

export default async function webhookRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  // Only in this plugin's scope: the raw text, parsed after the signature is checked.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: maxWebhookBytes },
    (_request, body, done) => done(null, body),
  )

  app.post<{ Params: { agentId: string }; Body: string }>(
    '/api/voice/webhooks/:agentId',
    { schema: contract.schemaFor('voice-webhook'), bodyLimit: maxWebhookBytes },
    async (request, reply) => {
      const agent = await agentForWebhook(app.db, request.params.agentId)
      if (!agent) throw notFound('No such agent')
      const header = request.headers[signatureHeader]
      const verdict = verifySignature(
        agent.secret,
        typeof header === 'string' ? header : undefined,
        request.body,
      )
      if (verdict !== 'ok') {
        request.log.warn({ agentId: request.params.agentId, verdict }, 'voice webhook refused')
        throw new HttpError(401, `The signature is ${verdict}`, { code: 'voice.badSignature' })
      }
      let body: unknown
      try {
        body = JSON.parse(request.body)
      } catch {
        throw new HttpError(400, 'The body is not JSON', { code: 'voice.unknownPayload' })
      }
      const ended = readEndedCall(body)
      if (!ended)
        throw new HttpError(400, 'Neither a Vapi end-of-call-report nor a Retell call_ended', {
          code: 'voice.unknownPayload',
        })
      const id = randomUUID()
      const inserted = await app.db
        .insert(voiceCalls)
        .values({
          id,
          tenantGroup: agent.tenantGroup,
          agentId: request.params.agentId,
          agentVersion: agent.version,
          origin: ended.origin,
          externalId: ended.externalId,
          status: 'ended',
          startedAt: ended.startedAt,
          endedAt: new Date(ended.startedAt.getTime() + ended.durationSeconds * 1000),
          durationSeconds: ended.durationSeconds,
          endReason: ended.endReason,
          recordingUrl: ended.recordingUrl,
          transcript: ended.transcript,
        })
        .onConflictDoNothing()
        .returning({ id: voiceCalls.id })
      if (inserted.length === 0) {
        const [existing] = await app.db
          .select({ id: voiceCalls.id })
          .from(voiceCalls)
          .where(
            and(eq(voiceCalls.agentId, request.params.agentId), eq(voiceCalls.externalId, ended.externalId)),
          )
        return reply.status(200).send({ callId: existing!.id, created: false })
      }
      await requestAnalysis(app.db, agent.tenantGroup, id, agent.version, null)
      return reply.status(201).send({ callId: id, created: true })
    },
  )
}
