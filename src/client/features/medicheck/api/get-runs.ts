import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type Run = components['schemas']['MedicheckRun']

export const isRunActive = (run: Run | undefined) => run?.status === 'queued' || run?.status === 'running'

/**
 * GET /api/medicheck/runs: the latest runs, newest first; polled every second and a half while one
 * goes on, and the findings, items and inbox read again as it ends.
 */
export function useRuns() {
  const queryClient = useQueryClient()
  const runs = useQuery({
    queryKey: ['medicheck', 'runs'],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/medicheck/runs', { params: { query: { limit: 5 } } })).items,
    refetchInterval: (query) => (query.state.data?.some(isRunActive) ? 1500 : false),
  })
  const active = runs.data?.some(isRunActive) ?? false
  const wasActive = useRef(false)
  useEffect(() => {
    if (wasActive.current && !active) {
      for (const area of ['items', 'item', 'findings', 'safety-cases'])
        void queryClient.invalidateQueries({ queryKey: ['medicheck', area] })
    }
    wasActive.current = active
  }, [active, queryClient])
  return runs
}
