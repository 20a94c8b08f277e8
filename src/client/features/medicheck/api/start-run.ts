import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { Profile, Run } from './medicheck-types.ts'
import type { RunScope } from './estimate-run.ts'

/** POST /api/medicheck/runs: a run in the job runner; its progress comes with the runs list. */
export function useStartRun() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (body: { profile: Profile; scope: RunScope }) =>
      requestJson<Run>('POST', '/api/medicheck/runs', body),
    onSuccess: invalidate,
  })
}
