// Sending, regenerating and editing stream an answer (NDJSON, decision 0038); stop ends one.
// Every refusal (validation, rate, busy) is an ordinary JSON error before the stream starts.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { resolveModel, type ResolvedModel } from '../../chat/answer/resolve-model.ts'
import { answerPlaceholder, writeAnswer } from '../../chat/answer/write-answer.ts'
import { answerLanguageFor } from '../../chat/answer-language.ts'
import { holdAnswerLease, registerInterruptedAnswersSweep } from '../../chat/answer-leases.ts'
import type { AssistantView } from '../../chat/assistants/assistant-view.ts'
import type { AnswerEvent, ChatMessage } from '../../../shared/ai/chat-protocol.ts'
import {
  refuseOverRate,
  RunningAnswers,
  sendsPerMinuteFrom,
  threadBusy,
  type SendChecks,
} from '../../chat/send-guards.ts'
import { textSearchConfigFor } from '../../chat/text-search-config.ts'
import { registerTitleJob } from '../../chat/title-job.ts'
import {
  appendMessage,
  appendMessages,
  deleteMessagesAfter,
  findOwnThread,
  findOwnThreadWithAssistant,
  findThreadMessage,
  toChatMessages,
  type MessageRow,
  type NewMessage,
  type ThreadRow,
} from '../../chat/thread-store.ts'
import { chatMessages, knowledgeFiles } from '../../db/ai-tables.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import type { Contract } from '../../contract.ts'
import { startNdjson } from '../../lib/ndjson-reply.ts'

type ThreadParams = { threadId: string }
type MessageParams = { threadId: string; messageId: string }

export default async function messageRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const perMinute = sendsPerMinuteFrom(process.env)
  const running = new RunningAnswers()
  registerTitleJob()
  registerInterruptedAnswersSweep(app.now)
  app.addHook('onClose', async () => {
    // Open answers end as stopped when the server shuts down, rather than hold it open.
    for (const threadId of running.threadIds()) running.stop(threadId)
  })

  type LoadedThread = { thread: ThreadRow; assistant: AssistantView; checks: SendChecks }

  /** The caller's thread, its assistant and the send's checks, or 404; 409 when the assistant is no longer usable. */
  async function loadThread(request: FastifyRequest<{ Params: ThreadParams }>): Promise<LoadedThread> {
    const found = await findOwnThreadWithAssistant(app.db, request.user!, request.params.threadId, {
      now: app.now(),
      perMinute,
    })
    if (!found) throw notFound('No such thread')
    const { thread, assistant, checks } = found
    if (!assistant)
      throw new HttpError(409, 'This assistant is no longer available to you', {
        code: 'chat.assistantUnavailable',
      })
    return { thread, assistant, checks }
  }

  /**
   * Claims the thread, runs `prepare` (which stores the question and the answer's empty row, given as
   * `answer`, after it) and streams the answer.
   */
  async function streamAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    { thread, assistant, checks }: LoadedThread,
    prepare: (answer: NewMessage) => Promise<{ question: ChatMessage; answer: MessageRow }>,
  ): Promise<void> {
    const user = request.user!
    // A refusal answers in this order: too many sends (429), a model not allowed or no budget left
    // (400/403), a running answer here or in another process (409). The checks came with the thread.
    const controller = running.tryClaim(thread.id)
    let model: ResolvedModel
    try {
      refuseOverRate(checks.recent, app.now(), perMinute)
      model = await resolveModel(app.db, thread, assistant, answerLanguageFor(thread.tenantGroup))
      if (controller === null || checks.busy) throw threadBusy()
    } catch (refusal) {
      if (controller) running.release(thread.id, controller)
      throw refusal
    }
    try {
      const { question: userMessage, answer } = await prepare(answerPlaceholder(assistant, model))
      // Held while the answer is written, so that another process ends it if this one dies.
      const releaseLease = await holdAnswerLease(app.db, answer.id, request.log)
      const stream = startNdjson<AnswerEvent>(reply, () => controller.abort())
      try {
        await writeAnswer({
          db: app.db,
          user,
          thread,
          assistant,
          userMessage,
          answer,
          model,
          signal: controller.signal,
          now: app.now,
          vectorMinSimilarity: app.config.knowledgeVectorMinSimilarity,
          log: request.log,
          emit: stream.emit,
        })
      } catch (error) {
        request.log.error({ err: error }, 'chat answer failed')
      } finally {
        await releaseLease()
        stream.end()
      }
    } finally {
      running.release(thread.id, controller)
    }
  }

  app.post<{ Params: ThreadParams; Body: { content: string; attachmentIds?: string[] } }>(
    '/api/chat/threads/:threadId/messages',
    { schema: contract.schemaFor('chat-messages-send') },
    async (request, reply) => {
      const loaded = await loadThread(request)
      const attachmentIds = [...new Set(request.body.attachmentIds ?? [])]
      if (attachmentIds.length > 0) {
        const files = await app.db
          .select({ id: knowledgeFiles.id })
          .from(knowledgeFiles)
          .where(
            and(
              inArray(knowledgeFiles.id, attachmentIds),
              eq(knowledgeFiles.threadId, loaded.thread.id),
              eq(knowledgeFiles.tenantGroup, loaded.thread.tenantGroup),
            ),
          )
        if (files.length !== attachmentIds.length)
          throw new HttpError(400, 'An attachment is not a file of this thread', {
            code: 'chat.unknownAttachment',
          })
      }
      await streamAnswer(request, reply, loaded, async (answer) => {
        const [question, stored] = await appendMessages(
          app.db,
          loaded.thread,
          [{ role: 'user', content: request.body.content, status: 'complete', attachmentIds }, answer],
          app.now(),
        )
        return { question: (await toChatMessages(app.db, [question!]))[0]!, answer: stored! }
      })
    },
  )

  app.post<{ Params: MessageParams }>(
    '/api/chat/threads/:threadId/messages/:messageId/regenerate',
    { schema: contract.schemaFor('chat-messages-regenerate') },
    async (request, reply) => {
      const loaded = await loadThread(request)
      const answer = await findThreadMessage(app.db, loaded.thread, request.params.messageId)
      if (!answer) throw notFound('No such message')
      const [last] = await app.db
        .select({ seq: sql<number>`max(${chatMessages.seq})` })
        .from(chatMessages)
        .where(eq(chatMessages.threadId, loaded.thread.id))
      if (answer.role !== 'assistant' || answer.seq !== Number(last?.seq))
        throw new HttpError(400, 'Only the last answer can be regenerated', { code: 'chat.notLastAnswer' })
      await streamAnswer(request, reply, loaded, async (placeholder) => {
        await deleteMessagesAfter(app.db, loaded.thread, answer.seq - 1)
        const [question] = await app.db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.threadId, loaded.thread.id), eq(chatMessages.seq, answer.seq - 1)))
        if (!question)
          throw new HttpError(400, 'This answer has no question before it', { code: 'chat.notLastAnswer' })
        return {
          question: (await toChatMessages(app.db, [question]))[0]!,
          answer: await appendMessage(app.db, loaded.thread, placeholder, app.now()),
        }
      })
    },
  )

  app.post<{ Params: MessageParams; Body: { content: string } }>(
    '/api/chat/threads/:threadId/messages/:messageId/edit',
    { schema: contract.schemaFor('chat-messages-edit') },
    async (request, reply) => {
      const loaded = await loadThread(request)
      const question = await findThreadMessage(app.db, loaded.thread, request.params.messageId)
      if (!question) throw notFound('No such message')
      if (question.role !== 'user')
        throw new HttpError(400, 'Only your own messages can be edited', { code: 'chat.notUserMessage' })
      await streamAnswer(request, reply, loaded, async (placeholder) => {
        await deleteMessagesAfter(app.db, loaded.thread, question.seq)
        const config = textSearchConfigFor(loaded.thread.tenantGroup)
        const [edited] = await app.db
          .update(chatMessages)
          .set({
            content: request.body.content,
            searchVector: sql`to_tsvector(${config}::regconfig, ${request.body.content})`,
          })
          .where(eq(chatMessages.id, question.id))
          .returning()
        return {
          question: (await toChatMessages(app.db, [edited!]))[0]!,
          answer: await appendMessage(app.db, loaded.thread, placeholder, app.now()),
        }
      })
    },
  )

  app.post<{ Params: ThreadParams }>(
    '/api/chat/threads/:threadId/stop',
    { schema: contract.schemaFor('chat-threads-stop') },
    async (request) => {
      const thread = await findOwnThread(app.db, request.user!, request.params.threadId)
      if (!thread) throw notFound('No such thread')
      return { stopped: running.stop(thread.id) }
    },
  )
}
