import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { RunSelection } from './estimate-run.ts'
import { useInvalidateMedicheck } from './invalidate.ts'
import type { Profile } from './medicheck-types.ts'

/** POST /api/medicheck/runs: a run in the job runner; its progress comes with the runs list. */
export function useStartRun() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: async (body: { profile: Profile } & RunSelection) =>
      unwrap(await apiClient.POST('/api/medicheck/runs', { body })),
    onSuccess: invalidate,
  })
}
