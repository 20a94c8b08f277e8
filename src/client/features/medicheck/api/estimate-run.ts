import { useMutation } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { Profile, RunEstimate } from './medicheck-types.ts'

export type RunScope = 'unanalysed' | 'all'

/** POST /api/medicheck/runs/estimate: items, tokens, cost and the model (or none) before a run starts. */
export function useEstimateRun() {
  return useMutation({
    mutationFn: (body: { profile: Profile; scope: RunScope }) =>
      requestJson<RunEstimate>('POST', '/api/medicheck/runs/estimate', body),
  })
}
