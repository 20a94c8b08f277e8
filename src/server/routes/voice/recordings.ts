// A recorded "try it" turn's audio for the call page's player: by the turn's place in the transcript
// (signed-in, every DEMO level, the tenant's calls only) or by the sealed ticket the call view hands
// out (the <audio> element cannot send a bearer token). Both answer byte ranges (206, 416).
// Webhook calls keep the platform's recording URL as given: nothing is fetched here.
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Contract } from '../../contract.ts'
import { findFile } from '../../knowledge/file-store.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { sendFileRange } from '../../lib/send-file-range.ts'
import { loadCall } from '../../voice/call-store.ts'
import { openRecordingTicket } from '../../voice/recording-ticket.ts'

const noRecording = () => new HttpError(404, 'This turn has no recording', { code: 'voice.noRecording' })

export default async function recordingRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const sendRecording = async (
    reply: FastifyReply,
    tenantGroup: string,
    fileId: string,
    range: string | undefined,
  ) => {
    const file = await findFile(app.db, tenantGroup, fileId)
    if (!file) throw noRecording()
    return sendFileRange(app.db, reply, file, range)
  }

  app.get<{ Params: { callId: string; turn: number } }>(
    '/api/voice/calls/:callId/turns/:turn/audio',
    { schema: contract.schemaFor('voice-calls-turn-audio') },
    async (request, reply) => {
      const group = request.user!.group
      const call = await loadCall(app.db, group, request.params.callId)
      if (!call) throw notFound('No such call')
      const fileId = call.transcript[request.params.turn]?.audioFileId
      if (!fileId) throw noRecording()
      return sendRecording(reply, group, fileId, request.headers.range)
    },
  )

  app.get<{ Querystring: { ticket: string } }>(
    '/api/voice/recordings',
    { schema: contract.schemaFor('voice-recordings-by-ticket') },
    async (request, reply) => {
      const opened = openRecordingTicket(request.query.ticket, app.now())
      if (!opened)
        throw new HttpError(404, 'This recording link is not valid (any more)', {
          code: 'voice.recordingLinkExpired',
        })
      const call = await loadCall(app.db, opened.tenantGroup, opened.callId)
      if (!call?.transcript.some((turn) => turn.audioFileId === opened.fileId)) throw noRecording()
      return sendRecording(reply, opened.tenantGroup, opened.fileId, request.headers.range)
    },
  )
}
