import { QueryClient } from '@tanstack/react-query'
import { MAX_RETRIES, retryDelay } from '../api/backoff.ts'
import { ApiError } from '../api/api-error.ts'

/** Data fetching per spec section 9: 3 retries, 1 s doubling up to 30 s, unused data kept 5 minutes. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) will not change on retry; everything else gets the spec's retries.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < MAX_RETRIES,
        retryDelay: (attempt) => retryDelay(attempt),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
