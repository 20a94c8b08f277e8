// One answer, start to end: scope -> sources -> (strict and nothing found: say so) -> model ->
// offline engine or provider -> verified citations -> stored message -> title job. Events go to `emit`
// in the protocol's order; the stored message is written whatever happens to the connection.
import type { Database } from '../../db/connect.ts'
import type { SessionUser } from '../../db/sessions.ts'
import { answerLanguageFor, answerText } from '../answer-language.ts'
import type { ChatAssistant } from '../assistant-lookup.ts'
import type { AnswerEvent, ChatMessage, Citation } from '../message-types.ts'
import { composeOfflineAnswer } from '../offline/compose-offline-answer.ts'
import { appendMessage, finishMessage, toChatMessages, type ThreadRow } from '../thread-store.ts'
import { enqueueTitle } from '../title-job.ts'
import { gatherSources } from './gather-sources.ts'
import { recordUsage } from './record-usage.ts'
import { resolveModel } from './resolve-model.ts'
import { resolveSourceScope } from './resolve-source-scope.ts'
import { streamPieces } from './stream-pieces.ts'

export interface AnswerRequest {
  readonly db: Database
  readonly user: SessionUser
  readonly thread: ThreadRow
  readonly assistant: ChatAssistant
  /** The user message being answered (already stored). */
  readonly userMessage: ChatMessage
  readonly signal: AbortSignal
  readonly now: () => Date
  readonly emit: (event: AnswerEvent) => void
}

export async function writeAnswer(request: AnswerRequest): Promise<void> {
  const { db, user, thread, assistant, userMessage, signal, now, emit } = request
  const started = Date.now()
  const language = answerLanguageFor(thread.tenantGroup)
  const scope = resolveSourceScope(user, thread, assistant)
  const model = await resolveModel(db, thread, assistant, language)
  const stored = await appendMessage(
    db,
    thread,
    { role: 'assistant', content: '', status: 'streaming', assistantVersion: assistant.version, modelId: null, modelLabel: model.label },
    now(),
  )
  emit({ type: 'start', userMessage, assistantMessageId: stored.id, model: { label: model.label, offline: model.kind === 'offline' } })
  let sent = ''
  let firstTokenMs: number | null = null
  const emitText = (text: string) => {
    firstTokenMs ??= Date.now() - started
    sent += text
    emit({ type: 'text', text })
  }
  try {
    const question = userMessage.content
    const sources = await gatherSources(db, user, thread, scope, question)
    let citations: Citation[] = []
    if (scope.strict && sources.length === 0) {
      // Strict modes with nothing relevant: say so in the user's language; no model is asked.
      await streamPieces(answerText(language, 'chatAnswer.nothingFound'), signal, emitText)
    } else {
      const answer = await composeOfflineAnswer(db, question, sources, language, { retrieved: scope.retrieve })
      citations = answer.citations
      if (citations.length > 0) emit({ type: 'citations', citations })
      await streamPieces(answer.text, signal, emitText)
      await recordUsage(
        db,
        {
          tenantGroup: thread.tenantGroup,
          userId: user.id,
          tool: 'chat',
          assistantId: thread.assistantId,
          threadId: thread.id,
          modelId: null,
          modelName: 'offline',
          latencyMs: Date.now() - started,
          firstTokenMs,
          outcome: signal.aborted ? 'stopped' : 'ok',
        },
        now(),
      )
    }
    const final = await finishMessage(db, thread, stored.id, {
      content: sent,
      status: signal.aborted ? 'stopped' : 'complete',
      // A stopped answer keeps only the citations its partial text still shows.
      citations: signal.aborted ? citations.filter((citation) => sent.includes(`[${citation.n}]`)) : citations,
    })
    emit({ type: 'done', message: (await toChatMessages(db, [final]))[0]! })
    if (thread.title === '') await enqueueTitle(db, thread.tenantGroup, { threadId: thread.id, modelId: null })
  } catch (error) {
    const failed = await finishMessage(db, thread, stored.id, { content: sent, status: 'error', errorCode: 'chat.answerFailed', citations: [] })
    emit({ type: 'error', code: 'chat.answerFailed', message: (await toChatMessages(db, [failed]))[0]! })
    throw error
  }
}
