// The model gateway: the only place any tool calls a provider. Around the adapter it adds the
// budget reservation (decision 0084), timeouts (to the first token and between chunks, from the provider's timeoutMs),
// retries of 429/5xx before the first token (honouring Retry-After), the caller's abort, and one
// ledger row per call. Callers get typed parts; an error is the last part, after the ledger row.
import { randomInt } from 'node:crypto'
import { embedMany, stepCountIs, streamText, type ToolSet } from 'ai'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'
import {
  AiRefusal,
  AiTimeout,
  classifyProviderError,
  isClosedConnection,
  isRetryable,
  retryAfterMs,
  type AiErrorCode,
} from './errors.ts'
import { cutToBytes, modelTextCapBytes, outputCapReason } from './output-cap.ts'
import { createChatModel, createEmbeddingModel } from './provider-client.ts'
import { wholeAnswer, wholeAnswerLimitMs } from './whole-answer.ts'
import {
  assertWithinBudget,
  loadAllowedModel,
  connectionOf,
  type ProviderChatModel,
} from './resolve-model.ts'
import { holdReservation, recordUsageAndRelease, reserveTokens, type TokenReservation } from './budget.ts'
import { estimateCost, estimateTokens, recordUsage } from './usage.ts'

export { AiRefusal, aiErrorCodes, type AiErrorCode } from './errors.ts'
export {
  listUsableChatModels,
  resolveChatModel,
  resolveEmbeddingModelId,
  resolveModelToTry,
  type ResolvedChatModel,
} from './resolve-model.ts'
export { recordUsage } from './usage.ts'
export { capNoteAfter, maxAnswerBytes, outputCapReason } from './output-cap.ts'
export {
  assertImageCallAllowed,
  generateImages,
  ImageCallFailed,
  listUsableImageModels,
  type GeneratedImageBytes,
  type UsableImageModel,
} from './generate-images.ts'

export interface AiCallContext {
  db: Database
  tenantGroup: string
  userId: string | null
  tool: string
  assistantId?: string | null
  threadId?: string | null
  /** The tile a `tile` call runs for; team activity counts runs per tile. */
  tileId?: string | null
  signal?: AbortSignal
  log?: FastifyBaseLogger
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export type GatewayPart =
  | { type: 'text-delta'; text: string }
  | {
      type: 'finish'
      finishReason: string
      inputTokens: number
      outputTokens: number
      firstTokenMs: number | null
      latencyMs: number
    }
  | { type: 'error'; code: AiErrorCode; retryAfterMs?: number }

export interface ChatRequest {
  model: ProviderChatModel
  messages: ChatTurn[]
  temperature?: number
  maxOutputTokens?: number
  tools?: ToolSet
  maxSteps?: number
  /**
   * One non-streamed request (whole-answer.ts): the text arrives as one part at the end. For callers
   * that show nothing while the model writes (analyses); no tools. Its time limit covers the whole answer.
   */
  whole?: boolean
}

/** A failed completeText/embedTexts call; the ledger row is already written. */
export class AiCallFailed extends Error {
  readonly code: AiErrorCode
  constructor(code: AiErrorCode) {
    super(code)
    this.name = 'AiCallFailed'
    this.code = code
  }
}

/** Longest Retry-After we wait for; a provider asking for more is reported as rate limited. */
const maxRetryWaitMs = 30_000

export async function* streamChat(ctx: AiCallContext, request: ChatRequest): AsyncIterable<GatewayPart> {
  const { model } = request
  const started = performance.now()
  let recorded = false
  let reservation: TokenReservation | null = null
  const ledger = (
    outcome: string,
    values: {
      tokensIn?: number
      tokensOut?: number
      firstTokenMs?: number | null
      errorCode?: AiErrorCode | null
    },
  ) => {
    recorded = true
    const tokensIn = values.tokensIn ?? 0
    const tokensOut = values.tokensOut ?? 0
    const entry = {
      tenantGroup: ctx.tenantGroup,
      userId: ctx.userId,
      tool: ctx.tool,
      assistantId: ctx.assistantId ?? null,
      threadId: ctx.threadId ?? null,
      tileId: ctx.tileId ?? null,
      modelId: model.modelId,
      modelName: model.modelName,
      tokensIn,
      tokensOut,
      latencyMs: Math.round(performance.now() - started),
      firstTokenMs: values.firstTokenMs ?? null,
      costEstimate: estimateCost(model.prices, tokensIn, tokensOut),
      outcome,
      errorCode: values.errorCode ?? null,
    }
    // The ledger row and the end of the call's reservation are one write.
    return recordUsageAndRelease(ctx.db, entry, reservation?.id ?? null)
  }

  const promptText = request.messages.map((turn) => turn.content).join('\n')
  // With a budget (read with the model by resolveChatModel; null: none) the call holds its prompt and
  // its longest answer before the provider is called, and may write no more than it holds.
  if (model.monthlyTokenBudget !== null) {
    try {
      reservation = await reserveTokens(ctx.db, ctx.tenantGroup, {
        promptTokens: estimateTokens(promptText),
        maxOutputTokens: request.maxOutputTokens,
        steps: request.maxSteps,
      })
    } catch (error) {
      if (!(error instanceof AiRefusal)) throw error
      await ledger('refused', { errorCode: error.code })
      yield { type: 'error', code: error.code }
      return
    }
  }
  const maxOutputTokens = reservation?.maxOutputTokens ?? request.maxOutputTokens
  const endHold = holdReservation(ctx.db, reservation?.id ?? null)
  const { maxRetries } = model.connection
  if (request.whole && request.tools) throw new Error('a whole-answer call takes no tools')
  const timeoutMs = request.whole
    ? wholeAnswerLimitMs(model.connection.timeoutMs, maxOutputTokens)
    : model.connection.timeoutMs
  let text = ''
  // What was passed on, in UTF-8 bytes: at modelTextCapBytes the provider's stream is ended (decision 0085).
  let passedBytes = 0
  let capped = false
  let firstTokenMs: number | null = null
  let current: AbortController | null = null
  let reconnected = false
  try {
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController()
      current = controller
      const stopOnCallerAbort = () => controller.abort(ctx.signal?.reason)
      ctx.signal?.addEventListener('abort', stopOnCallerAbort, { once: true })
      if (ctx.signal?.aborted) controller.abort(ctx.signal.reason)
      let timer: NodeJS.Timeout | undefined
      // Armed for the first token, re-armed after every part: a silent provider times out either way.
      const armTimer = () => {
        clearTimeout(timer)
        timer = setTimeout(() => controller.abort(new AiTimeout()), timeoutMs)
      }
      armTimer()
      let failure: unknown = null
      let finish: { reason: string; inputTokens?: number; outputTokens?: number } | null = null
      try {
        if (request.whole) {
          const answer = await wholeAnswer(
            model,
            { messages: request.messages, temperature: request.temperature, maxOutputTokens },
            controller.signal,
          )
          if (answer.text !== '') firstTokenMs = Math.round(performance.now() - started)
          text = answer.text
          passedBytes = Buffer.byteLength(text)
          capped = answer.capped
          finish = answer.finish
          if (text !== '') yield { type: 'text-delta', text }
        } else {
          const result = streamText({
            model: createChatModel(model.connection, model.modelName),
            messages: request.messages,
            // ChatTurn allows 'system' turns (the chat's instructions and quoted sources); SDK 7 refuses them unless told.
            allowSystemInMessages: true,
            temperature: request.temperature,
            maxOutputTokens,
            tools: request.tools,
            stopWhen: stepCountIs(request.maxSteps ?? 1),
            // Retries are ours: only before the first token, and classified like every other failure.
            maxRetries: 0,
            abortSignal: controller.signal,
            // Errors arrive as stream parts below; the SDK's default would print them to the console.
            onError: () => {},
          })
          for await (const part of result.fullStream) {
            armTimer()
            if (part.type === 'text-delta') {
              if (part.text === '') continue
              if (firstTokenMs === null) firstTokenMs = Math.round(performance.now() - started)
              text += part.text
              const bytes = Buffer.byteLength(part.text)
              if (passedBytes + bytes > modelTextCapBytes) {
                // No more tokens are spent: the provider's request is aborted, the part that fits passed on.
                capped = true
                controller.abort()
                const kept = cutToBytes(part.text, modelTextCapBytes - passedBytes)
                passedBytes += Buffer.byteLength(kept)
                if (kept !== '') yield { type: 'text-delta', text: kept }
                break
              }
              passedBytes += bytes
              yield { type: 'text-delta', text: part.text }
            } else if (part.type === 'finish') {
              finish = {
                reason: part.finishReason,
                inputTokens: part.totalUsage.inputTokens,
                outputTokens: part.totalUsage.outputTokens,
              }
            } else if (part.type === 'error') {
              failure = part.error
              break
            } else if (part.type === 'abort') {
              break
            }
          }
        }
      } catch (error) {
        failure = error
      } finally {
        clearTimeout(timer)
        ctx.signal?.removeEventListener('abort', stopOnCallerAbort)
      }

      const inputTokens = finish?.inputTokens ?? estimateTokens(promptText)
      const outputTokens = finish?.outputTokens ?? estimateTokens(text)
      if (ctx.signal?.aborted) {
        // Partial answers cost tokens too: counted (estimated when the provider sent no usage).
        await ledger('stopped', {
          tokensIn: inputTokens,
          tokensOut: outputTokens,
          firstTokenMs,
          errorCode: 'ai.stopped',
        })
        yield { type: 'error', code: 'ai.stopped' }
        return
      }
      if (capped) {
        // The provider sends its usage only at the end, which the cut never reaches: the output is
        // counted from everything it sent (the cut part included), the prompt as reported or estimated.
        await ledger('ok', { tokensIn: inputTokens, tokensOut: outputTokens, firstTokenMs })
        yield {
          type: 'finish',
          finishReason: outputCapReason,
          inputTokens,
          outputTokens,
          firstTokenMs,
          latencyMs: Math.round(performance.now() - started),
        }
        return
      }
      const timedOut = controller.signal.aborted && controller.signal.reason instanceof AiTimeout
      if (timedOut || failure !== null || finish === null) {
        const code: AiErrorCode = timedOut
          ? 'ai.timeout'
          : failure !== null
            ? classifyProviderError(failure)
            : 'ai.badResponse'
        const wait = retryAfterMs(failure)
        // A connection dropped before any answer is tried once more at once, whatever maxRetries says:
        // that is the pool reusing a socket the other side had just closed, not the provider failing.
        if (
          firstTokenMs === null &&
          !reconnected &&
          failure !== null &&
          isClosedConnection(failure) &&
          !ctx.signal?.aborted
        ) {
          reconnected = true
          ctx.log?.warn(
            { code, provider: model.connection.name },
            'the connection to the provider closed before any answer; trying again',
          )
          attempt -= 1 // not one of the provider's retries
          continue
        }
        if (
          firstTokenMs === null &&
          isRetryable(code) &&
          attempt < maxRetries &&
          (wait ?? 0) <= maxRetryWaitMs
        ) {
          ctx.log?.warn(
            { code, attempt: attempt + 1, provider: model.connection.name },
            'model call failed before the first token; retrying',
          )
          if (await sleep(wait ?? backoffMs(attempt), ctx.signal)) continue
        }
        if (ctx.signal?.aborted) {
          await ledger('stopped', { tokensIn: 0, tokensOut: 0, firstTokenMs, errorCode: 'ai.stopped' })
          yield { type: 'error', code: 'ai.stopped' }
          return
        }
        ctx.log?.warn({ code, provider: model.connection.name, model: model.modelName }, 'model call failed')
        const spent =
          firstTokenMs === null
            ? { tokensIn: 0, tokensOut: 0 }
            : { tokensIn: inputTokens, tokensOut: outputTokens }
        await ledger('error', { ...spent, firstTokenMs, errorCode: code })
        yield {
          type: 'error',
          code,
          ...(code === 'ai.rateLimited' && wait !== undefined ? { retryAfterMs: wait } : {}),
        }
        return
      }
      if (finish.reason === 'content-filter') {
        await ledger('error', {
          tokensIn: inputTokens,
          tokensOut: outputTokens,
          firstTokenMs,
          errorCode: 'ai.contentFiltered',
        })
        yield { type: 'error', code: 'ai.contentFiltered' }
        return
      }
      await ledger('ok', { tokensIn: inputTokens, tokensOut: outputTokens, firstTokenMs })
      const latencyMs = Math.round(performance.now() - started)
      yield {
        type: 'finish',
        finishReason: finish.reason,
        inputTokens,
        outputTokens,
        firstTokenMs,
        latencyMs,
      }
      return
    }
  } finally {
    endHold()
    // The caller stopped reading (a closed connection) without aborting: end the provider's
    // request too, and still write the call's one ledger row (which ends the reservation).
    if (!recorded) {
      current?.abort()
      await ledger('stopped', {
        tokensIn: estimateTokens(promptText),
        tokensOut: estimateTokens(text),
        firstTokenMs,
        errorCode: 'ai.stopped',
      })
    }
  }
}

/**
 * A whole answer at once (titles, tiles); same timeouts, retries, ledger and cap as streamChat.
 * `capped`: the text was cut at the cap (a caller that stores it adds the note). Throws AiCallFailed.
 */
export async function completeText(
  ctx: AiCallContext,
  request: { model: ProviderChatModel; messages: ChatTurn[]; maxOutputTokens?: number; whole?: boolean },
): Promise<{ text: string; inputTokens: number; outputTokens: number; capped: boolean }> {
  let text = ''
  for await (const part of streamChat(ctx, request)) {
    if (part.type === 'text-delta') text += part.text
    else if (part.type === 'error') throw new AiCallFailed(part.code)
    else
      return {
        text,
        inputTokens: part.inputTokens,
        outputTokens: part.outputTokens,
        capped: part.finishReason === outputCapReason,
      }
  }
  throw new AiCallFailed('ai.badResponse')
}

/** Vectors for the knowledge room; the model must be allowed for the tenant and offer embeddings. Throws AiRefusal or AiCallFailed. */
export async function embedTexts(
  ctx: AiCallContext,
  request: { modelId: string; texts: string[] },
): Promise<number[][]> {
  const row = await loadAllowedModel(ctx.db, ctx.tenantGroup, request.modelId)
  if (!row || !row.model.capabilities.includes('embeddings')) throw new AiRefusal('ai.modelNotAllowed')
  await assertWithinBudget(ctx.db, ctx.tenantGroup)
  const connection = connectionOf(row.provider)
  const started = performance.now()
  const base = {
    tenantGroup: ctx.tenantGroup,
    userId: ctx.userId,
    tool: ctx.tool,
    assistantId: ctx.assistantId ?? null,
    threadId: ctx.threadId ?? null,
    tileId: ctx.tileId ?? null,
    modelId: row.model.id,
    modelName: row.model.modelName,
  }
  const prices = { priceInputPerMillion: row.model.priceInputPerMillion, priceOutputPerMillion: null }
  const timeout = AbortSignal.timeout(connection.timeoutMs)
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
  try {
    const result = await embedMany({
      model: createEmbeddingModel(connection, row.model.modelName),
      values: request.texts,
      maxRetries: connection.maxRetries,
      abortSignal: signal,
    })
    const tokens = result.usage.tokens
    await recordUsage(ctx.db, {
      ...base,
      tokensIn: tokens,
      latencyMs: Math.round(performance.now() - started),
      costEstimate: estimateCost(prices, tokens, 0),
      outcome: 'ok',
    })
    return result.embeddings
  } catch (error) {
    const code: AiErrorCode = ctx.signal?.aborted
      ? 'ai.stopped'
      : timeout.aborted
        ? 'ai.timeout'
        : classifyProviderError(error)
    await recordUsage(ctx.db, {
      ...base,
      latencyMs: Math.round(performance.now() - started),
      outcome: code === 'ai.stopped' ? 'stopped' : 'error',
      errorCode: code,
    })
    throw new AiCallFailed(code)
  }
}

/** 0.5 s, 1 s, 2 s, ... capped at 8 s, with jitter so many clients do not retry in step. */
function backoffMs(attempt: number): number {
  return Math.min(8_000, 500 * 2 ** attempt) * (randomInt(750, 1250) / 1000)
}

/** Waits; false when the caller aborted meanwhile. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false)
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve(!signal?.aborted)
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}
