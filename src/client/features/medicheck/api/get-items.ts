import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { requestJson, withQuery } from './medicheck-request.ts'
import type { ItemPage } from './medicheck-types.ts'

export interface ItemFilters {
  source?: string
  status?: string
  from?: string
  to?: string
  q?: string
  product?: string
  /** A keyword id: the items with its hits. */
  keyword?: string
  limit?: number
}

/** GET /api/medicheck/items: items with status, hit counts by list kind, latest result and open findings. */
export function useItems(filters: ItemFilters, enabled = true) {
  return useQuery({
    queryKey: ['medicheck', 'items', filters],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => requestJson<ItemPage>('GET', withQuery('/api/medicheck/items', { ...filters })),
  })
}
