// The chatbot's conversations: the streamed answer (a new thread, or a follow-up in one), the user's
// threads, one thread with its questions, its deletion and its export. Another user's or tenant's
// thread answers 404. Refusals (bad input, an unknown thread, a failing query model) are ordinary
// JSON errors before the stream starts; a failure while the answer is written ends the stream with
// an `error` event and stores nothing.
import type { FastifyInstance } from 'fastify'
import type { PubmedAnswerEvent } from '../../../shared/ai/pubmed-protocol.ts'
import type { Contract } from '../../contract.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { HttpError } from '../../lib/http-error.ts'
import { startNdjson, type NdjsonStream } from '../../lib/ndjson-reply.ts'
import { askPubmed } from '../../pubmed/ask-pubmed.ts'
import { exportThread } from '../../pubmed/export-thread.ts'
import { deleteThread, listThreads, threadQuestions } from '../../pubmed/pubmed-threads.ts'
import { startAsk, toQuestionDto, type AskBody } from './questions.ts'

type ThreadParams = { threadId: string }

export default async function threadRoutes(
  app: FastifyInstance,
  { contract, baseUrl }: { contract: Contract; baseUrl: string },
) {
  app.post<{ Body: AskBody }>(
    '/api/pubmed/questions/stream',
    { schema: contract.schemaFor('pubmed-questions-stream') },
    async (request, reply) => {
      const { input, context, abort } = await startAsk(app, request, reply, baseUrl)
      const threadId = request.body.threadId ?? null
      let stream: NdjsonStream<PubmedAnswerEvent> | null = null
      try {
        const row = await askPubmed(
          {
            ...context,
            stream: {
              start: (info) => {
                stream = startNdjson<PubmedAnswerEvent>(reply, abort)
                stream.emit({ type: 'start', threadId, ...info })
              },
              text: (text) => stream?.emit({ type: 'text', text }),
            },
          },
          input,
        )
        stream!.emit({ type: 'done', question: toQuestionDto(row) })
      } catch (error) {
        if (!stream) throw error
        request.log.warn({ err: error }, 'pubmed answer failed while streaming')
        const code = error instanceof HttpError && error.code ? error.code : 'ai.badResponse'
        ;(stream as NdjsonStream<PubmedAnswerEvent>).emit({ type: 'error', code })
      } finally {
        ;(stream as NdjsonStream<PubmedAnswerEvent> | null)?.end()
      }
    },
  )

  app.get('/api/pubmed/threads', { schema: contract.schemaFor('pubmed-threads-list') }, async (request) => ({
    items: await listThreads(app.db, request.user!),
  }))

  app.get<{ Params: ThreadParams }>(
    '/api/pubmed/threads/:threadId',
    { schema: contract.schemaFor('pubmed-threads-get') },
    async (request) => {
      const rows = await threadQuestions(app.db, request.user!, request.params.threadId)
      return { id: rows[0]!.id, title: rows[0]!.question, questions: rows.map(toQuestionDto) }
    },
  )

  app.delete<{ Params: ThreadParams }>(
    '/api/pubmed/threads/:threadId',
    { schema: contract.schemaFor('pubmed-threads-delete') },
    async (request, reply) => {
      await deleteThread(app.db, request.user!, request.params.threadId)
      return reply.code(204).send()
    },
  )

  app.get<{ Params: ThreadParams; Querystring: { format: 'md' | 'json' } }>(
    '/api/pubmed/threads/:threadId/export',
    { schema: contract.schemaFor('pubmed-threads-export') },
    async (request, reply) => {
      const rows = await threadQuestions(app.db, request.user!, request.params.threadId)
      const file = exportThread(rows, request.query.format, toQuestionDto)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.body)
    },
  )
}
