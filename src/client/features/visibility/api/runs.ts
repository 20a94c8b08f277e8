import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { VisibilityRun } from './visibility-types.ts'

const isActive = (run: VisibilityRun) => ['queued', 'running', 'judging'].includes(run.status)

/** GET /api/visibility/projects/{id}/runs, polled while one goes on; figures and answers read again as it ends. */
export function useRuns(projectId: string | null) {
  const queryClient = useQueryClient()
  const runs = useQuery({
    queryKey: ['visibility', 'runs', projectId],
    enabled: projectId !== null,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/visibility/projects/{projectId}/runs', {
          params: { path: { projectId: projectId! } },
        }),
      ).items,
    refetchInterval: (query) => (query.state.data?.some(isActive) ? 1500 : false),
  })
  const active = runs.data?.some(isActive) ?? false
  // The runs that have ended: when one more has (seen running or not: a short run on a busy server can
  // end before the list is first read again), figures and answers are read again.
  const ended = runs.data
    ?.filter((run) => !isActive(run))
    .map((run) => run.id)
    .join(',')
  const endedBefore = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (ended === undefined) return
    if (endedBefore.current !== undefined && endedBefore.current !== ended)
      for (const area of ['figures', 'answers'])
        void queryClient.invalidateQueries({ queryKey: ['visibility', area] })
    endedBefore.current = ended
  }, [ended, queryClient])
  return { ...runs, active }
}

/** POST /api/visibility/projects/{id}/runs. */
export function useStartRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (projectId: string) =>
      unwrap(
        await apiClient.POST('/api/visibility/projects/{projectId}/runs', {
          params: { path: { projectId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visibility', 'runs'] }),
  })
}
