// One item through the model, by the one gateway (its budget reservation, timeouts and ledger row per
// call): the answer must parse and fit the profile's schema; if it does not, the model is asked once
// more with the reason; a second misfit fails the item with the validator's message. Never a half result.
import { AiCallFailed, completeText, type AiErrorCode, type ChatTurn } from '../../ai/gateway.ts'
import type { ProviderChatModel } from '../../ai/resolve-model.ts'
import { estimateCost, estimateTokens } from '../../ai/usage.ts'
import { checkModelOutput } from '../prompts/output-schema.ts'
import {
  modelMessages,
  retryMessages,
  type ItemForModel,
  type PromptLanguage,
} from '../prompts/model-messages.ts'
import type { AnalysisProfile } from '../prompts/prompt-defaults.ts'

/** Output tokens asked of the model per call: an analysis is a compact JSON object. */
export const maxOutputTokensOf = (profile: AnalysisProfile) => (profile === 'podcastEpisode' ? 4000 : 2000)

/** Calls that end the whole run rather than one item: the budget is spent, or the model is gone. */
const runStoppers: readonly AiErrorCode[] = ['ai.budgetExceeded', 'ai.modelNotAllowed', 'ai.stopped']

export type ItemAnalysis =
  | {
      readonly kind: 'result'
      readonly status: 'ok' | 'failed'
      readonly output: Record<string, unknown> | null
      readonly errorCode: string | null
      readonly errorDetail: string | null
      readonly attempts: number
      readonly tokensIn: number
      readonly tokensOut: number
      readonly cost: number
    }
  /** The call was refused or stopped before anything could be said about the item: it has no result. */
  | { readonly kind: 'stopped'; readonly code: AiErrorCode }

export interface AnalyseItemInput {
  readonly ctx: Parameters<typeof completeText>[0]
  readonly model: ProviderChatModel
  readonly profile: AnalysisProfile
  readonly instruction: string
  readonly language: PromptLanguage
  readonly item: ItemForModel
}

export async function analyseItem({
  ctx,
  model,
  profile,
  instruction,
  language,
  item,
}: AnalyseItemInput): Promise<ItemAnalysis> {
  const messages = modelMessages(profile, instruction, language, item)
  const maxOutputTokens = maxOutputTokensOf(profile)
  let tokensIn = 0
  let tokensOut = 0
  const result = (
    values: Pick<
      Extract<ItemAnalysis, { kind: 'result' }>,
      'status' | 'output' | 'errorCode' | 'errorDetail' | 'attempts'
    >,
  ): ItemAnalysis => ({
    kind: 'result',
    ...values,
    tokensIn,
    tokensOut,
    cost: estimateCost(model.prices, tokensIn, tokensOut),
  })
  if (
    model.contextWindow !== null &&
    estimateTokens(messages.map((turn) => turn.content).join('\n')) + maxOutputTokens > model.contextWindow
  )
    return result({
      status: 'failed',
      output: null,
      errorCode: 'analysisRun.itemTooLong',
      errorDetail: null,
      attempts: 0,
    })

  let turns: ChatTurn[] = messages
  for (let attempt = 1; attempt <= 2; attempt++) {
    let answer: Awaited<ReturnType<typeof completeText>>
    try {
      answer = await completeText(ctx, { model, messages: turns, maxOutputTokens, whole: true })
    } catch (error) {
      if (!(error instanceof AiCallFailed)) throw error
      // Also on the retry: the item is left without a result (a later run analyses it), not failed.
      if (runStoppers.includes(error.code)) return { kind: 'stopped', code: error.code }
      return result({
        status: 'failed',
        output: null,
        errorCode: error.code,
        errorDetail: null,
        attempts: attempt,
      })
    }
    tokensIn += answer.inputTokens
    tokensOut += answer.outputTokens
    const checked = checkModelOutput(profile, answer.text)
    if (checked.ok)
      return result({
        status: 'ok',
        output: checked.output,
        errorCode: null,
        errorDetail: null,
        attempts: attempt,
      })
    if (attempt === 2)
      return result({
        status: 'failed',
        output: null,
        errorCode: 'analysisRun.invalidOutput',
        errorDetail: checked.detail,
        attempts: attempt,
      })
    turns = retryMessages(messages, answer.text, checked.detail, language)
  }
  throw new Error('unreachable')
}
