import { useQuery } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { ItemDetail } from './medicheck-types.ts'

/** GET /api/medicheck/items/{itemId}: the text, its keyword hits, every result and the findings with their quotes. */
export function useItem(itemId: string | null) {
  return useQuery({
    queryKey: ['medicheck', 'item', itemId],
    enabled: itemId !== null,
    queryFn: () => requestJson<ItemDetail>('GET', `/api/medicheck/items/${encodeURIComponent(itemId!)}`),
  })
}
