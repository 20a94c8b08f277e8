import { useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { Profile } from './medicheck-types.ts'

export type RunScope = 'unanalysed' | 'all'
/** A scope, or items picked by hand. */
export type RunSelection = { scope: RunScope } | { itemIds: string[] }
export type RunEstimate = components['schemas']['MedicheckRunEstimate']

async function estimateRun(body: { profile: Profile } & RunSelection): Promise<RunEstimate> {
  return unwrap(await apiClient.POST('/api/medicheck/runs/estimate', { body }))
}

/** POST /api/medicheck/runs/estimate: items, tokens, cost and the model (or why none) before a run starts. */
export function useEstimateRun() {
  return useMutation({ mutationFn: estimateRun })
}

/** The estimate of the unanalysed items, read when the page opens (admins): it says whether a model is set up. */
export function useRunReadiness(enabled: boolean) {
  return useQuery({
    queryKey: ['medicheck', 'readiness'],
    enabled,
    queryFn: () => estimateRun({ profile: 'pvScreening', scope: 'unanalysed' }),
  })
}
