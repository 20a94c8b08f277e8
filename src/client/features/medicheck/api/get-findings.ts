import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type Finding = components['schemas']['MedicheckFinding']

export interface FindingFilters {
  /** Finding types, comma-separated. */
  type?: string
  product?: string
  source?: string
  from?: string
  to?: string
  /** Review states, comma-separated. */
  review?: string
}

/** Empty filters are left out (the contract refuses empty strings). */
const set = (filters: FindingFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as FindingFilters

/** GET /api/medicheck/findings: suspected AEs and compliance findings with their quotes and review. */
export function useFindings(filters: FindingFilters) {
  return useQuery({
    queryKey: ['medicheck', 'findings', filters],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/medicheck/findings', { params: { query: set(filters) } })).items,
  })
}
