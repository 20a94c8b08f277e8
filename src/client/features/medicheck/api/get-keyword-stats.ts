import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { requestJson, withQuery } from './medicheck-request.ts'
import type { KeywordStats } from './medicheck-types.ts'

export interface StatsFilters {
  from: string
  to: string
  source?: string
  listKind?: string
}

/** GET /api/medicheck/keyword-stats: hits per term, per source and per ISO week. */
export function useKeywordStats(filters: StatsFilters) {
  return useQuery({
    queryKey: ['medicheck', 'keyword-stats', filters],
    placeholderData: keepPreviousData,
    queryFn: () =>
      requestJson<KeywordStats>('GET', withQuery('/api/medicheck/keyword-stats', { ...filters })),
  })
}
