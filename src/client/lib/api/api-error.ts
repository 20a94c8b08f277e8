import type { components } from '../api-types.ts'

export type FieldErrors = NonNullable<components['schemas']['Error']['fieldErrors']>

/** A non-2xx answer of the API, with the contract's error body when there was one. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly fieldErrors: FieldErrors
  /** The server's own words, when the answer carried them (a proxy's error page does not). */
  readonly serverMessage: string | undefined

  constructor(status: number, body: unknown) {
    const parsed = (typeof body === 'object' && body !== null ? body : {}) as Partial<components['schemas']['Error']>
    const serverMessage = typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : undefined
    super(serverMessage ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.serverMessage = serverMessage
    this.code = parsed.code
    this.fieldErrors = parsed.fieldErrors ?? {}
  }
}

/** Statuses worth another try later: the server or a proxy was briefly unavailable. */
const PASSING_STATUSES = new Set([502, 503, 504])

/** Whether a failure is likely to pass: a network error or a gateway/availability status. */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof ApiError) return PASSING_STATUSES.has(error.status)
  return error instanceof TypeError
}

/** The data of an openapi-fetch result, or an ApiError for anything but 2xx. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw new ApiError(result.response.status, result.error)
  return result.data as T
}
