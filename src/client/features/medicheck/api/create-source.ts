import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { Schedule, Source } from './medicheck-types.ts'

export interface NewSource {
  kind: 'feed' | 'url'
  url: string
  title?: string
  schedule?: Schedule
}

/** POST /api/medicheck/sources: a feed or page, fetched at once and then on its schedule. */
export function useCreateSource() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (body: NewSource) => requestJson<Source>('POST', '/api/medicheck/sources', body),
    onSuccess: invalidate,
  })
}
