/** Retries of data fetching and of the session lookup (spec section 9). */
export const MAX_RETRIES = 3

/** Delay before retry number `attempt` (0-based): 1 s doubling, at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}
