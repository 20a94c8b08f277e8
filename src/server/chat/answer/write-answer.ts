// One answer, start to end (its empty row stored by the caller): scope -> sources -> (strict and nothing found: say so, no model) ->
// offline engine or the model through the gateway -> verified citations -> stored message -> title
// job. Events go to `emit` in the protocol's order; the stored message is written whatever happens
// to the connection.
import type { FastifyBaseLogger } from 'fastify'
import { recordUsage } from '../../ai/gateway.ts'
import type { Database } from '../../db/connect.ts'
import type { SessionUser } from '../../db/sessions.ts'
import { answerLanguageFor, answerText, type AnswerLanguage } from '../answer-language.ts'
import { judgeCoverage } from '../offline/judge-coverage.ts'
import type { AssistantView } from '../assistants/assistant-view.ts'
import { chatRoutes } from '../chat-routes.ts'
import type { AnswerEvent, ChatMessage } from '../../../shared/ai/chat-protocol.ts'
import { composeOfflineAnswer } from '../offline/compose-offline-answer.ts'
import {
  conversationUpTo,
  finishMessage,
  toChatMessages,
  type MessageRow,
  type NewMessage,
  type ThreadRow,
} from '../thread-store.ts'
import { enqueueTitle } from '../title-job.ts'
import { gatherSources, type NumberedSource } from './gather-sources.ts'
import { nothingFoundText } from './nothing-found.ts'
import { answerWithProvider, type ProviderOutcome } from './provider-answer.ts'
import type { ResolvedModel } from './resolve-model.ts'
import { resolveSourceScope, type SourceScope } from './resolve-source-scope.ts'
import { streamPieces } from './stream-pieces.ts'
import { fillPromptVariables, formatPromptDate, languageNameOf } from '../../../shared/ai/prompt-variables.ts'

export interface AnswerRequest {
  readonly db: Database
  readonly user: SessionUser
  readonly thread: ThreadRow
  readonly assistant: AssistantView
  /** The user message being answered (already stored). */
  readonly userMessage: ChatMessage
  /** The answer's empty row (`answerPlaceholder`), stored with the question or after it. */
  readonly answer: MessageRow
  /** Resolved before the stream starts, so a refused model is a plain JSON error. */
  readonly model: ResolvedModel
  readonly signal: AbortSignal
  readonly now: () => Date
  /** KNOWLEDGE_VECTOR_MIN_SIMILARITY: vector hits under it are not sources. */
  readonly vectorMinSimilarity: number
  readonly log?: FastifyBaseLogger
  readonly emit: (event: AnswerEvent) => void
}

/** The row an answer is written into, stored empty (`streaming`) before the stream starts. */
export function answerPlaceholder(assistant: AssistantView, model: ResolvedModel): NewMessage {
  return {
    role: 'assistant',
    content: '',
    status: 'streaming',
    assistantVersion: assistant.version,
    modelId: model.kind === 'provider' ? model.model.modelId : null,
    modelLabel: model.label,
  }
}

export async function writeAnswer(request: AnswerRequest): Promise<void> {
  const { db, user, thread, assistant, userMessage, answer: stored, model, signal, now, emit } = request
  const language = answerLanguageFor(thread.tenantGroup)
  const scope = resolveSourceScope(user, thread, assistant)
  emit({
    type: 'start',
    userMessage,
    assistantMessageId: stored.id,
    model: { label: model.label, offline: model.kind === 'offline' },
  })
  let sent = ''
  const emitText = (text: string) => {
    sent += text
    emit({ type: 'text', text })
  }
  const finish = async (outcome: ProviderOutcome) => {
    const row = await finishMessage(
      db,
      thread,
      stored.id,
      {
        content: sent,
        status: outcome.status,
        errorCode: outcome.status === 'error' ? outcome.code : null,
        citations: outcome.citations,
      },
      now(),
    )
    const message = (await toChatMessages(db, [row]))[0]!
    if (outcome.status === 'error')
      emit({
        type: 'error',
        code: outcome.code,
        ...(outcome.retryAfterMs !== undefined && { retryAfterMs: outcome.retryAfterMs }),
        message,
      })
    else emit({ type: 'done', message })
  }
  // The conversation the model continues is read beside the sources (on PostgreSQL on a connection
  // of its own); its error, if any, surfaces where it is awaited.
  const conversation = model.kind === 'provider' ? conversationUpTo(db, thread, userMessage) : null
  conversation?.catch(() => {})
  try {
    const sources = await gatherSources(db, user, thread, scope, userMessage.content, {
      signal,
      log: request.log,
      minSimilarity: request.vectorMinSimilarity,
      model: model.kind === 'provider' ? model.model : null,
    })
    // Strict modes whose best passages do not cover the question (decision 0092): no model is asked.
    const notCovered =
      scope.strict && model.kind === 'provider' ? notCoveredSearch(userMessage.content, sources) : null
    let outcome: ProviderOutcome
    // Only an answer the model wrote earns a model-written title; the rest are titled from the question.
    let modelAnswered = false
    if (scope.strict && sources.length === 0) {
      // Strict modes with nothing relevant: say so in the user's language; no model is asked.
      await streamPieces(await nothingFoundText(db, user, language, scope, assistant.id), signal, emitText)
      outcome = { status: signal.aborted ? 'stopped' : 'complete', citations: [] }
    } else if (notCovered) {
      await streamPieces(
        answerText(language, 'chatAnswer.notInDocuments').replace('{searched}', notCovered.join(', ')),
        signal,
        emitText,
      )
      outcome = { status: signal.aborted ? 'stopped' : 'complete', citations: [] }
    } else if (model.kind === 'offline') {
      outcome = await answerOffline(request, scope, sources, language, emitText)
    } else {
      modelAnswered = true
      outcome = await answerWithProvider({
        db,
        user,
        thread,
        model: model.model,
        sources,
        prompt: promptInput(request, scope, sources, language, await conversation!),
        productTool: scope.products,
        temperature: expertSetting(thread, 'temperature') ?? assistant.temperature,
        maxAnswerTokens: assistant.maxAnswerTokens,
        signal,
        log: request.log,
        emitText,
      })
      if (outcome.citations.length > 0) emit({ type: 'citations', citations: outcome.citations })
    }
    await finish(outcome)
    if (thread.title === '' && outcome.status !== 'error')
      await enqueueTitle(db, thread.tenantGroup, {
        threadId: thread.id,
        modelId: modelAnswered && model.kind === 'provider' ? model.model.modelId : null,
      })
  } catch (error) {
    await finish({ status: 'error', code: 'ai.badResponse', citations: [] }).catch(() => {})
    throw error
  }
}

async function answerOffline(
  request: AnswerRequest,
  scope: SourceScope,
  sources: NumberedSource[],
  language: AnswerLanguage,
  emitText: (text: string) => void,
): Promise<ProviderOutcome> {
  const { db, user, thread, signal, now } = request
  const started = Date.now()
  let firstTokenMs: number | null = null
  const answer = await composeOfflineAnswer(db, request.userMessage.content, sources, language, {
    retrieved: scope.retrieve,
  })
  if (answer.citations.length > 0) request.emit({ type: 'citations', citations: answer.citations })
  const sent = await streamPieces(answer.text, signal, (piece) => {
    firstTokenMs ??= Date.now() - started
    emitText(piece)
  })
  const stopped = signal.aborted
  await recordUsage(db, {
    at: now(),
    tenantGroup: thread.tenantGroup,
    userId: user.id,
    tool: 'chat',
    assistantId: thread.assistantId,
    threadId: thread.id,
    modelId: null,
    modelName: 'offline',
    latencyMs: Date.now() - started,
    firstTokenMs,
    outcome: stopped ? 'stopped' : 'ok',
  })
  // A stopped answer keeps only the citations its partial text still shows.
  return {
    status: stopped ? 'stopped' : 'complete',
    citations: stopped
      ? answer.citations.filter((citation) => sent.includes(`[${citation.n}]`))
      : answer.citations,
  }
}

/** What was searched, when the passages do not cover the question and no product record answers it. */
function notCoveredSearch(question: string, sources: readonly NumberedSource[]): string[] | null {
  const passages = sources.flatMap((source) => (source.kind === 'passage' ? [source.passage] : []))
  if (passages.length === 0 || sources.some((source) => source.kind === 'product')) return null
  const coverage = judgeCoverage(question, passages)
  if (coverage.answering.length > 0) return null
  return coverage.searched.length > 0 ? coverage.searched : [question.trim()]
}

function expertSetting<T>(thread: ThreadRow, name: string): T | null {
  return chatRoutes.get(thread.route)?.expert ? ((thread.settings[name] as T | undefined) ?? null) : null
}

function promptInput(
  request: AnswerRequest,
  scope: SourceScope,
  sources: NumberedSource[],
  language: AnswerLanguage,
  conversation: Awaited<ReturnType<typeof conversationUpTo>>,
) {
  const { user, thread, assistant, now } = request
  const history = conversation
    // Failed and empty answers are not part of the conversation the model continues.
    .filter(
      (message) =>
        message.role === 'user' ||
        (message.content !== '' && (message.status === 'complete' || message.status === 'stopped')),
    )
    // An answer the user reworked continues as the version they chose (the one the chat shows).
    .map((message) => ({
      role: message.role as 'user' | 'assistant',
      content: (message.role === 'assistant' && message.chosen) || message.content,
    }))
  return {
    language,
    strict: scope.strict,
    assistantInstructions: fillPromptVariables(assistant.instructions, {
      userName: user.username,
      date: formatPromptDate(now(), language),
      tenantLanguage: languageNameOf(language),
    }),
    extraInstruction: expertSetting<string>(thread, 'extraInstruction'),
    sources,
    history,
    contextWindow: request.model.kind === 'provider' ? request.model.model.contextWindow : null,
    maxAnswerTokens: assistant.maxAnswerTokens,
  }
}
