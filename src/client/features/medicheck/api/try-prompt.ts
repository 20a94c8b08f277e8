import { useMutation } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { Profile } from './medicheck-types.ts'

export type TrialOutcome = components['schemas']['MedicheckTrial']

/** POST /api/medicheck/prompts/trial: the unsaved instruction over one item, validated, stored as no result (its cost is ledgered). */
export function useTryPrompt() {
  return useMutation({
    mutationFn: async (body: { profile: Profile; instruction: string; itemId: string }) =>
      unwrap(await apiClient.POST('/api/medicheck/prompts/trial', { body })),
  })
}
