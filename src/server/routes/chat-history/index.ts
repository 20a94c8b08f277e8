// The chat history API (issue 15 item 4): the caller's own threads only; admins never read others'.
// Also registers the retention job with the runner.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerJobKind, scheduleRecurring } from '../../jobs/index.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { exportThread } from './export-thread.ts'
import { listThreads, type ThreadListQuery } from './list-threads.ts'
import { retentionEveryMs, retentionJobKind, runChatRetention } from './retention.ts'
import { changeThread, deleteThreads, type ThreadOwner } from './thread-actions.ts'

type ThreadParams = { Params: { threadId: string } }

const ownerOf = (request: FastifyRequest): ThreadOwner => ({ group: request.user!.group, userId: request.user!.id })

export default async function chatHistoryRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  registerJobKind(retentionJobKind, async (_job, { db }) => runChatRetention(db, app.now()))
  scheduleRecurring(retentionJobKind, retentionEveryMs)

  app.get<{ Querystring: ThreadListQuery }>('/api/chat/threads', { schema: contract.schemaFor('chat-history-list') }, async (request) =>
    listThreads(app.db, ownerOf(request), request.query),
  )

  app.delete<{ Querystring: { kind?: string } }>('/api/chat/threads', { schema: contract.schemaFor('chat-history-delete-all') }, async (request) => ({
    deleted: await deleteThreads(app.db, ownerOf(request), { kind: request.query.kind }),
  }))

  app.post<{ Body: { threadIds: string[] } }>('/api/chat/threads/bulk-delete', { schema: contract.schemaFor('chat-history-bulk-delete') }, async (request) => ({
    deleted: await deleteThreads(app.db, ownerOf(request), { threadIds: request.body.threadIds }),
  }))

  app.patch<ThreadParams & { Body: { title?: string; pinned?: boolean } }>('/api/chat/threads/:threadId', { schema: contract.schemaFor('chat-history-update') }, async (request) =>
    changeThread(app.db, ownerOf(request), request.params.threadId, request.body, app.now()),
  )

  app.delete<ThreadParams>('/api/chat/threads/:threadId', { schema: contract.schemaFor('chat-history-delete') }, async (request, reply) => {
    const deleted = await deleteThreads(app.db, ownerOf(request), { threadIds: [request.params.threadId] })
    if (deleted === 0) return reply.status(404).send({ message: 'Thread not found', code: 'notFound' })
    return reply.status(204).send()
  })

  app.get<ThreadParams & { Querystring: { format: 'md' | 'json' } }>('/api/chat/threads/:threadId/export', { schema: contract.schemaFor('chat-history-export') }, async (request, reply) => {
    const file = await exportThread(app.db, ownerOf(request), request.params.threadId, request.query.format)
    return reply.header('content-type', file.contentType).header('content-disposition', attachmentDisposition(file.fileName)).send(file.body)
  })
}
