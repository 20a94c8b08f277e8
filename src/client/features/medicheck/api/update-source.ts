import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { Schedule, Source } from './medicheck-types.ts'

/** PATCH /api/medicheck/sources/{sourceId}: another schedule, or paused. */
export function useUpdateSource() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: ({
      sourceId,
      ...body
    }: {
      sourceId: string
      schedule?: Schedule
      enabled?: boolean
      title?: string
    }) => requestJson<Source>('PATCH', `/api/medicheck/sources/${encodeURIComponent(sourceId)}`, body),
    onSuccess: invalidate,
  })
}
