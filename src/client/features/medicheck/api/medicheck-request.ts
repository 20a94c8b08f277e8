// The medicine-check endpoints are built beside these pages (issue 39): calls go through this one
// helper, typed by the shapes in medicheck-types.ts, with the session's bearer token as apiClient sends it.
import { ApiError } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>

function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.token)
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra
}

/** The path with the query's set values (empty strings and nulls left out). */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

async function send(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  // A Request (not a path and options) as openapi-fetch sends it, so wrappers and tests see the same call.
  const request = new Request(new URL(path, globalThis.location.origin), {
    method,
    headers: authHeaders(body === undefined ? headers : { 'Content-Type': 'application/json', ...headers }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const response = await globalThis.fetch(request)
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  return response
}

/** A JSON call; 204 resolves with undefined. */
export async function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body)
  return (response.status === 204 ? undefined : await response.json()) as T
}

/** A file the server writes (an export), saved under the name it gives. */
export async function downloadFile(path: string, fallbackName: string, locale?: string): Promise<void> {
  const response = await send('GET', path, undefined, locale ? { 'Accept-Language': locale } : {})
  saveBlob(await response.blob(), fileNameOf(response) ?? fallbackName)
}
