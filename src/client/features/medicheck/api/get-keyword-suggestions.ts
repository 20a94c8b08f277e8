import { useQuery } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'

export interface KeywordSuggestion {
  term: string
  aliases: string[]
}

/** GET /api/medicheck/keyword-suggestions: own products from the product master not on a list yet. */
export function useKeywordSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: ['medicheck', 'keyword-suggestions'],
    enabled,
    queryFn: () =>
      requestJson<{ items: KeywordSuggestion[]; readable: boolean }>(
        'GET',
        '/api/medicheck/keyword-suggestions',
      ),
  })
}
