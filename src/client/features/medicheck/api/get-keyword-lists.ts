import { useQuery } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { KeywordList } from './medicheck-types.ts'

/** GET /api/medicheck/keyword-lists: the tenant's lists with their terms. */
export function useKeywordLists() {
  return useQuery({
    queryKey: ['medicheck', 'keyword-lists'],
    queryFn: async () =>
      (await requestJson<{ items: KeywordList[] }>('GET', '/api/medicheck/keyword-lists')).items,
  })
}
