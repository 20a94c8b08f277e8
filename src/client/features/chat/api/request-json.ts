import { ApiError } from '../../../lib/api/api-error.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

/** Headers of every chat call: the session's bearer token (as apiClient sends it). */
export function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.token)
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra
}

/** An ApiError from a non-2xx answer, with Retry-After (seconds) kept for 429s. */
export async function toApiError(response: Response): Promise<ApiError & { retryAfterMs?: number }> {
  const body: unknown = await response.json().catch(() => null)
  const error = new ApiError(response.status, body) as ApiError & { retryAfterMs?: number }
  const retryAfter = Number(response.headers.get('Retry-After'))
  if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterMs = retryAfter * 1000
  return error
}

/** A JSON call to the chat or knowledge endpoints (their paths are not all in the typed client yet). */
export async function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await globalThis.fetch(path, {
    method,
    headers: authHeaders(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw await toApiError(response)
  return (response.status === 204 ? undefined : await response.json()) as T
}
