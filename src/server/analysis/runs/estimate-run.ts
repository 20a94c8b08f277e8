// What a run would cost before it starts: the items, the tokens (the prompt and each item's text at
// about four characters a token, plus a quarter of the output limit per item) and, with the model's
// prices, the cost. Without a model it says analysisRun.noModel and costs nothing: no call is made.
import { AiRefusal, resolveChatModel } from '../../ai/gateway.ts'
import type { ProviderChatModel } from '../../ai/resolve-model.ts'
import { readBudgetStanding } from '../../ai/budget.ts'
import { estimateCost, estimateTokens } from '../../ai/usage.ts'
import type { Database } from '../../db/connect.ts'
import { promptDefaultFor, type AnalysisProfile } from '../prompts/prompt-defaults.ts'
import { maxOutputTokensOf } from './analyse-item.ts'

export interface RunEstimate {
  readonly items: number
  readonly tokens: number
  /** null without a model, or when the model has no prices. */
  readonly cost: number | null
  readonly model: { readonly id: string; readonly label: string } | null
  /** Why no run can start now: analysisRun.noModel, ai.budgetExceeded, ai.modelNotAllowed; null: it can. */
  readonly code: string | null
  /** Tokens left of the tenant's monthly budget (spent and held counted); null: no budget. */
  readonly budgetRemaining: number | null
}

export type RunModel = { kind: 'provider'; model: ProviderChatModel } | { kind: 'none'; code: string }

/** The tenant's default chat model, or why there is none to run with. */
export async function resolveRunModel(
  db: Database,
  tenantGroup: string,
  modelId?: string | null,
): Promise<RunModel> {
  try {
    const model = await resolveChatModel(db, tenantGroup, modelId)
    return model.kind === 'provider'
      ? { kind: 'provider', model }
      : { kind: 'none', code: 'analysisRun.noModel' }
  } catch (error) {
    if (error instanceof AiRefusal) return { kind: 'none', code: error.code }
    throw error
  }
}

export function estimateTokensFor(
  profile: AnalysisProfile,
  instruction: string,
  items: readonly { chars: number }[],
): { input: number; output: number } {
  const promptTokens =
    estimateTokens(instruction) + estimateTokens(JSON.stringify(promptDefaultFor(profile).outputSchema)) + 200
  const input = items.reduce((sum, item) => sum + promptTokens + Math.ceil(item.chars / 4), 0)
  return { input, output: items.length * Math.ceil(maxOutputTokensOf(profile) / 4) }
}

export async function estimateRun(
  db: Database,
  input: {
    tenantGroup: string
    profile: AnalysisProfile
    instruction: string
    items: readonly { chars: number }[]
  },
): Promise<RunEstimate> {
  const tokens = estimateTokensFor(input.profile, input.instruction, input.items)
  const resolved = await resolveRunModel(db, input.tenantGroup)
  const standing = await readBudgetStanding(db, input.tenantGroup)
  const budgetRemaining =
    standing.tokenBudget === null ? null : Math.max(0, standing.tokenBudget - standing.tokens)
  const model = resolved.kind === 'provider' ? resolved.model : null
  const priced =
    model !== null &&
    (model.prices.priceInputPerMillion !== null || model.prices.priceOutputPerMillion !== null)
  return {
    items: input.items.length,
    tokens: tokens.input + tokens.output,
    cost: priced ? estimateCost(model.prices, tokens.input, tokens.output) : null,
    model: model ? { id: model.modelId, label: model.label } : null,
    code: resolved.kind === 'none' ? resolved.code : null,
    budgetRemaining,
  }
}
