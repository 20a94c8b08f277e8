import { useQuery } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { Source } from './medicheck-types.ts'

/** GET /api/medicheck/sources: feeds and pages with their schedule and last fetch. */
export function useSources(enabled = true) {
  return useQuery({
    queryKey: ['medicheck', 'sources'],
    enabled,
    queryFn: async () => (await requestJson<{ items: Source[] }>('GET', '/api/medicheck/sources')).items,
  })
}
