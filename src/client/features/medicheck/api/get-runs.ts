import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { requestJson } from './medicheck-request.ts'
import type { Run } from './medicheck-types.ts'

export const isRunActive = (run: Run | undefined) => run?.status === 'queued' || run?.status === 'running'

/**
 * GET /api/medicheck/runs: the latest runs; polled every second and a half while one goes on, and the
 * findings and items read again as it ends.
 */
export function useRuns() {
  const queryClient = useQueryClient()
  const runs = useQuery({
    queryKey: ['medicheck', 'runs'],
    queryFn: () => requestJson<{ runs: Run[]; model?: string | null } | Run[]>('GET', '/api/medicheck/runs'),
    select: (data) => (Array.isArray(data) ? { runs: data, model: undefined } : data),
    refetchInterval: (query) => {
      const data = query.state.data
      const list = Array.isArray(data) ? data : data?.runs
      return list?.some(isRunActive) ? 1500 : false
    },
  })
  const active = runs.data?.runs.some(isRunActive) ?? false
  const wasActive = useRef(false)
  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ queryKey: ['medicheck', 'items'] })
      void queryClient.invalidateQueries({ queryKey: ['medicheck', 'findings'] })
      void queryClient.invalidateQueries({ queryKey: ['medicheck', 'safety-cases'] })
    }
    wasActive.current = active
  }, [active, queryClient])
  return runs
}
