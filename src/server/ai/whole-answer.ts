// One provider call answered whole (a non-streamed chat completion), for callers that never show an
// answer while it is written: the analysis engine's items (decision 0111, addendum round 7). The
// streamed call's machinery (server-sent events through several web streams, a part per chunk) cost
// about 1.4 ms of CPU per call on the analysis benchmark; a batch of thousands of items pays it for
// nothing. The gateway keeps everything else the same: budget, retries before an answer, the caller's
// abort, the ledger row, the output cap.
import { generateText } from 'ai'
import { cutToBytes, modelTextCapBytes } from './output-cap.ts'
import { createChatModel } from './provider-client.ts'
import type { ProviderChatModel } from './resolve-model.ts'

/**
 * A streamed call times out when the provider is silent for the provider's timeoutMs (to the first
 * token, then between chunks). A whole answer is silent until it is written, so its limit is that
 * time plus the longest answer asked for at a slow provider's pace (40 tokens a second).
 */
export const wholeAnswerMsPerToken = 25

/** Output tokens assumed when the caller set no maximum. */
const defaultOutputTokens = 4_096

export function wholeAnswerLimitMs(timeoutMs: number, maxOutputTokens: number | undefined): number {
  return timeoutMs + (maxOutputTokens ?? defaultOutputTokens) * wholeAnswerMsPerToken
}

export interface WholeAnswer {
  /** The answer, cut at the gateway's output cap. */
  readonly text: string
  readonly capped: boolean
  readonly finish: { reason: string; inputTokens?: number; outputTokens?: number }
}

/** Throws what the provider's client throws (classified by the gateway like a streamed call's error). */
export async function wholeAnswer(
  model: ProviderChatModel,
  request: {
    messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
    temperature?: number
    maxOutputTokens?: number
  },
  signal: AbortSignal,
): Promise<WholeAnswer> {
  const result = await generateText({
    model: createChatModel(model.connection, model.modelName),
    messages: request.messages,
    // As the streamed call: the analysis prompt's instructions are 'system' turns.
    allowSystemInMessages: true,
    temperature: request.temperature,
    maxOutputTokens: request.maxOutputTokens,
    // Retries are the gateway's.
    maxRetries: 0,
    abortSignal: signal,
  })
  const capped = Buffer.byteLength(result.text) > modelTextCapBytes
  return {
    text: capped ? cutToBytes(result.text, modelTextCapBytes) : result.text,
    capped,
    finish: {
      reason: result.finishReason,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
    },
  }
}
