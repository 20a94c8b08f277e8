import { useMutation } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { Profile } from './medicheck-types.ts'

export interface TrialOutcome {
  status: 'ok' | 'failed'
  /** The validated output; null when the model's output did not fit the schema twice. */
  output: Record<string, unknown> | null
  errorCode: string | null
  errorDetail: string | null
  /** Quotes of the output not found verbatim in the item (dropped, never shown as real). */
  quotesDropped: number
  tokensIn: number
  tokensOut: number
  cost: number | null
  model: { id: string; label: string }
}

/** POST /api/medicheck/prompts/trial: the unsaved instruction over one item, validated, stored as no result. */
export function useTryPrompt() {
  return useMutation({
    mutationFn: (body: { profile: Profile; instruction: string; itemId: string }) =>
      requestJson<TrialOutcome>('POST', '/api/medicheck/prompts/trial', body),
  })
}
