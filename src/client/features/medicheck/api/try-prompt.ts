import { useMutation } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { Profile } from './medicheck-types.ts'

export interface TrialOutcome {
  output: Record<string, unknown> | null
  modelLabel?: string | null
  tokens?: number
  cost?: number | null
  errorCode?: string | null
}

/** POST /api/medicheck/prompts/trial: the unsaved instruction over one item, validated, stored as no result. */
export function useTryPrompt() {
  return useMutation({
    mutationFn: (body: { profile: Profile; instruction: string; itemId: string }) =>
      requestJson<TrialOutcome>('POST', '/api/medicheck/prompts/trial', body),
  })
}
