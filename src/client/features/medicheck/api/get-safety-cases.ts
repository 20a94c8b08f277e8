import { useQuery } from '@tanstack/react-query'
import { requestJson, withQuery } from './medicheck-request.ts'
import type { SafetyCase } from './medicheck-types.ts'

/** GET /api/medicheck/safety-cases: the inbox (by status) and how many cases are open. */
export function useSafetyCases(status?: string) {
  return useQuery({
    queryKey: ['medicheck', 'safety-cases', status ?? 'all'],
    queryFn: () =>
      requestJson<{ cases: SafetyCase[]; openCount: number }>(
        'GET',
        withQuery('/api/medicheck/safety-cases', { status }),
      ),
  })
}
