import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { requestJson, withQuery } from './medicheck-request.ts'
import type { Finding } from './medicheck-types.ts'

export interface FindingFilters {
  type?: string
  product?: string
  source?: string
  from?: string
  to?: string
  review?: string
}

/** GET /api/medicheck/findings: suspected AEs and compliance findings with their quotes and review. */
export function useFindings(filters: FindingFilters) {
  return useQuery({
    queryKey: ['medicheck', 'findings', filters],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const data = await requestJson<Finding[] | { findings: Finding[] }>(
        'GET',
        withQuery('/api/medicheck/findings', { ...filters }),
      )
      return Array.isArray(data) ? data : data.findings
    },
  })
}
