// The relevance filter: an article counts when its title and abstract hold enough of the queries'
// terms (half of them, at least one; a title hit weighs double). The same scoring searches the
// offline literature collection, so both sources rank alike.
import { queryTerms } from './build-queries.ts'
import type { PubmedArticle } from './types.ts'

export interface ScoredArticle {
  readonly article: PubmedArticle
  readonly score: number
}

/** Terms of all the queries together, without repeats. */
export function termsOfQueries(queries: readonly string[]): string[] {
  return [...new Set(queries.flatMap(queryTerms))]
}

function contains(haystack: string, term: string): boolean {
  // Word start, so "statin" finds "statins" but "ion" does not find "infection".
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u').test(haystack)
}

export function scoreArticle(article: PubmedArticle, terms: readonly string[]): number {
  const title = article.title.toLowerCase()
  const body = article.abstract
    .map((section) => section.text)
    .join(' ')
    .toLowerCase()
  let score = 0
  for (const term of terms) {
    if (contains(title, term)) score += 2
    else if (contains(body, term)) score += 1
  }
  return score
}

/** The relevant articles, best first (ties keep the search's order); at most `limit`. */
export function filterRelevant(
  articles: readonly PubmedArticle[],
  queries: readonly string[],
  limit = 8,
): ScoredArticle[] {
  const terms = termsOfQueries(queries)
  if (terms.length === 0) return []
  const needed = Math.max(1, Math.ceil(terms.length / 2))
  return articles
    .map((article) => ({ article, score: scoreArticle(article, terms) }))
    .filter(({ article, score }) => {
      const matched = terms.filter((term) =>
        contains(`${article.title} ${article.abstract.map((s) => s.text).join(' ')}`.toLowerCase(), term),
      ).length
      return score > 0 && matched >= needed
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
}
