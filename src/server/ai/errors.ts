// The provider layer's error codes and how a provider's failure maps onto them. Codes are message
// keys (`ai.*` in manifest/messages/ai-admin/) so the chat can say what went wrong in the user's language.
import { APICallError } from 'ai'
import { OutboundRefused } from '../net/outbound/outbound-policy.ts'
import { retryAfterMs as retryAfterHeaderMs } from '../net/retry-after.ts'

export const aiErrorCodes = [
  'ai.rateLimited',
  'ai.authFailed',
  'ai.timeout',
  'ai.contextTooLong',
  'ai.contentFiltered',
  'ai.contentPolicy',
  'ai.providerUnavailable',
  'ai.badResponse',
  'ai.stopped',
  'ai.modelNotAllowed',
  'ai.budgetExceeded',
  'ai.imageBudgetExceeded',
  'ai.addressRefused',
] as const
export type AiErrorCode = (typeof aiErrorCodes)[number]

export type AiRefusalCode = 'ai.modelNotAllowed' | 'ai.budgetExceeded' | 'ai.imageBudgetExceeded'

/** A call refused before it reached a provider (model not allowed for the tenant, token or image budget spent). */
export class AiRefusal extends Error {
  readonly code: AiRefusalCode

  constructor(code: AiRefusalCode) {
    super(code)
    this.name = 'AiRefusal'
    this.code = code
  }
}

/** Raised by the gateway's own timers; distinguishes a timeout from the caller's abort. */
export class AiTimeout extends Error {
  constructor() {
    super('ai.timeout')
    this.name = 'AiTimeout'
  }
}

/** Maps a failed call to a code: HTTP status first, then the provider's error body. */
export function classifyProviderError(error: unknown): AiErrorCode {
  // The outbound guard refused the provider's address (loopback, private, link-local...): decision 0086.
  if ([...causeChain(error)].some((cause) => cause instanceof OutboundRefused && cause.reason !== 'tooLarge'))
    return 'ai.addressRefused'
  const cause = unwrap(error)
  if (cause instanceof AiTimeout) return 'ai.timeout'
  if (APICallError.isInstance(cause)) {
    const body = `${cause.responseBody ?? ''} ${cause.message}`.toLowerCase()
    if (body.includes('context_length_exceeded') || body.includes('maximum context length'))
      return 'ai.contextTooLong'
    if (body.includes('content_filter') || body.includes('content management policy'))
      return 'ai.contentFiltered'
    // Image endpoints: DALL-E's content_policy_violation, gpt-image's moderation_blocked ("safety system").
    if (
      body.includes('content_policy_violation') ||
      body.includes('moderation_blocked') ||
      body.includes('safety system')
    )
      return 'ai.contentPolicy'
    const status = cause.statusCode
    if (status === 401 || status === 403) return 'ai.authFailed'
    if (status === 429) return 'ai.rateLimited'
    if (status === 408 || status === 504) return 'ai.timeout'
    if (status === undefined || status >= 500) return 'ai.providerUnavailable'
    return 'ai.badResponse'
  }
  const name = cause instanceof Error ? cause.name : ''
  if (name === 'TimeoutError') return 'ai.timeout'
  if (isNetworkFailure(error)) return 'ai.providerUnavailable'
  return 'ai.badResponse'
}

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
])

// fetch's own failures (refused connection, DNS) arrive as TypeError "fetch failed" with the system error as cause.
function isNetworkFailure(error: unknown): boolean {
  return [...causeChain(error)].some(
    (cause) =>
      (cause instanceof TypeError && /fetch failed/i.test(cause.message)) || networkCodes.has(codeOf(cause)),
  )
}

/** An error and its causes, outermost first (at most six deep). */
function* causeChain(error: unknown): Generator<Error> {
  let current = error
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    yield current
    current = (current as { cause?: unknown }).cause
  }
}

const codeOf = (error: Error) => String((error as { code?: unknown }).code)

/**
 * The connection closed before any answer ("other side closed", a reset): what a pooled keep-alive
 * connection gives when the provider (or a proxy before it) dropped it just as it was reused. undici
 * does not retry a POST on it (nodejs/undici#3492); the gateway tries once more on a new connection.
 */
export function isClosedConnection(error: unknown): boolean {
  return [...causeChain(error)].some(
    (cause) => codeOf(cause) === 'UND_ERR_SOCKET' || codeOf(cause) === 'ECONNRESET',
  )
}

/** Retry-After of a 429/503 in milliseconds (seconds or an HTTP date), when the provider sent one. */
export function retryAfterMs(error: unknown): number | undefined {
  const cause = unwrap(error)
  if (!APICallError.isInstance(cause)) return undefined
  const headers = cause.responseHeaders ?? {}
  const ms = headers['retry-after-ms']
  if (ms && Number.isFinite(Number(ms))) return Number(ms)
  return retryAfterHeaderMs(headers['retry-after']) ?? undefined
}

/** Whether a failure before the first token is worth another attempt: 429, 5xx, unreachable. */
export function isRetryable(code: AiErrorCode): boolean {
  return code === 'ai.rateLimited' || code === 'ai.providerUnavailable'
}

// The SDK wraps errors (RetryError, errors with `cause`); the first APICallError or timeout inside decides.
function unwrap(error: unknown): unknown {
  let current = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (APICallError.isInstance(current) || current instanceof AiTimeout) return current
    const next = (current as { lastError?: unknown }).lastError ?? (current as { cause?: unknown }).cause
    if (next === undefined) return current
    current = next
  }
  return current
}
