// Step 5 (provider path): the model writes the answer through the platform room's gateway, which
// owns timeouts, retries, the budget and the ledger row. Markers the model invents are filtered out
// of the stream as it arrives; the citations are the supplied sources the final text still cites.
import type { FastifyBaseLogger } from 'fastify'
import { capNoteAfter, outputCapReason, streamChat, type AiErrorCode } from '../../ai/gateway.ts'
import type { Database } from '../../db/connect.ts'
import type { SessionUser } from '../../db/sessions.ts'
import { productLookupTool } from '../../knowledge/product-lookup.ts'
import { createCitationStreamFilter, findCitationNumbers } from '../../../shared/ai/citation-markers.ts'
import type { Citation } from '../../../shared/ai/chat-protocol.ts'
import { answerLanguageFor, answerText } from '../answer-language.ts'
import type { ThreadRow } from '../thread-store.ts'
import { buildPrompt, type PromptTurn } from './build-prompt.ts'
import { citationOf, sourceText, type NumberedSource } from './gather-sources.ts'
import type { ProviderModel } from './resolve-model.ts'

export interface ProviderAnswerInput {
  readonly db: Database
  readonly user: SessionUser
  readonly thread: ThreadRow
  readonly model: ProviderModel
  readonly sources: readonly NumberedSource[]
  readonly prompt: Parameters<typeof buildPrompt>[0]
  /** Whether the model may look products up itself (modes with internal sources or all). */
  readonly productTool: boolean
  readonly temperature: number | null
  readonly maxAnswerTokens: number | null
  readonly signal: AbortSignal
  readonly log?: FastifyBaseLogger
  readonly emitText: (text: string) => void
}

export type ProviderOutcome =
  | { readonly status: 'complete' | 'stopped'; readonly citations: Citation[] }
  | {
      readonly status: 'error'
      readonly code: AiErrorCode
      readonly retryAfterMs?: number
      readonly citations: Citation[]
    }

/** A citation's quote: the start of its source, enough to recognise the passage. */
const quoteOf = (source: NumberedSource) => sourceText(source).slice(0, 300)

export async function answerWithProvider(input: ProviderAnswerInput): Promise<ProviderOutcome> {
  const messages: PromptTurn[] = buildPrompt(input.prompt)
  const filter = createCitationStreamFilter(new Set(input.sources.map((source) => source.n)))
  let text = ''
  const emit = (piece: string) => {
    if (piece === '') return
    text += piece
    input.emitText(piece)
  }
  const cited = () => {
    const numbers = new Set(findCitationNumbers(text))
    return input.sources
      .filter((source) => numbers.has(source.n))
      .map((source) => citationOf(source, quoteOf(source)))
  }
  const parts = streamChat(
    {
      db: input.db,
      tenantGroup: input.thread.tenantGroup,
      userId: input.user.id,
      tool: 'chat',
      assistantId: input.thread.assistantId,
      threadId: input.thread.id,
      signal: input.signal,
      log: input.log,
    },
    {
      model: input.model,
      messages,
      temperature: input.temperature ?? undefined,
      maxOutputTokens: input.maxAnswerTokens ?? undefined,
      ...(input.productTool
        ? { tools: { productLookup: productLookupTool(input.db, input.user) }, maxSteps: 3 }
        : {}),
    },
  )
  let capped = false
  for await (const part of parts) {
    if (part.type === 'text-delta') emit(filter.push(part.text))
    else if (part.type === 'finish') capped = part.finishReason === outputCapReason
    else if (part.type === 'error') {
      emit(filter.flush())
      if (part.code === 'ai.stopped') return { status: 'stopped', citations: cited() }
      return {
        status: 'error',
        code: part.code,
        ...(part.retryAfterMs !== undefined && { retryAfterMs: part.retryAfterMs }),
        citations: cited(),
      }
    }
  }
  emit(filter.flush())
  // Cut at the gateway's cap: the reader is told, in the answer itself (streamed and stored alike).
  if (capped)
    emit(capNoteAfter(text, answerText(answerLanguageFor(input.thread.tenantGroup), 'chatAnswer.truncated')))
  return { status: input.signal.aborted ? 'stopped' : 'complete', citations: cited() }
}
