// Errors a handler throws to answer with a 4xx (or 503) and a message the caller may read.

/** Values the text of a field error's code needs (the expected check digit, a maximum length...). */
export type FieldErrorParams = Readonly<Record<string, string | number>>

export interface FieldError {
  readonly code: string
  /** English text, with the parameters filled in. */
  readonly message: string
  /** Present when the code's text has parameters, so a client can say the same in its own language. */
  readonly params?: FieldErrorParams
}

/** A field error; `params` only when there are any, so answers stay as small as before. */
export function fieldError(code: string, message: string, params: FieldErrorParams = {}): FieldError {
  return Object.keys(params).length > 0 ? { code, message, params } : { code, message }
}

export class HttpError extends Error {
  readonly code: string | undefined
  readonly fieldErrors: Readonly<Record<string, FieldError>> | undefined
  readonly retryAfterSeconds: number | undefined
  readonly statusCode: number

  constructor(
    statusCode: number,
    message: string,
    extra: { code?: string; fieldErrors?: Record<string, FieldError>; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.code = extra.code
    this.fieldErrors = extra.fieldErrors
    this.retryAfterSeconds = extra.retryAfterSeconds
  }
}

/** 400 with one entry per bad field. */
export function fieldErrors(errors: Record<string, FieldError>): HttpError {
  const first = Object.values(errors)[0]
  return new HttpError(400, first?.message ?? 'Invalid request', { code: 'validation', fieldErrors: errors })
}

export const notFound = (what = 'Not Found') => new HttpError(404, what, { code: 'notFound' })
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, message, { code })
