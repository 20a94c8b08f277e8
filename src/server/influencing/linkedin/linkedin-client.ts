// LinkedIn's OAuth 2 and Member Post Analytics API (decision 0109), read-only, through the one
// outbound client. LINKEDIN_AUTH_URL replaces https://www.linkedin.com/oauth/v2 (authorization and
// token endpoints), LINKEDIN_BASE_URL replaces https://api.linkedin.com (tests: a scripted server).
// A 401 is an expired or revoked token (the connection must be made again); a 429 is waited out per
// its Retry-After up to `maxRetryWaitMs`, beyond that the sync stops and says when to come back.
import { outboundFetch, type OutboundLimits } from '../../net/outbound/outbound-fetch.ts'
import { OutboundRefused } from '../../net/outbound/outbound-policy.ts'
import { retryAfterMs } from '../../net/retry-after.ts'

export type LinkedinErrorCode =
  | 'influencing.linkedinExpired'
  | 'influencing.linkedinRejected'
  | 'influencing.linkedinRateLimited'
  | 'influencing.linkedinUnreachable'
  | 'influencing.linkedinBadAnswer'

/** A failed call; tokens and secrets are never in the message. */
export class LinkedinError extends Error {
  readonly code: LinkedinErrorCode
  /** For a 429: how long LinkedIn asked to wait. */
  readonly retryAfterMs: number | null
  constructor(code: LinkedinErrorCode, message: string, retryAfter: number | null = null) {
    super(message)
    this.name = 'LinkedinError'
    this.code = code
    this.retryAfterMs = retryAfter
  }
}

const limits: OutboundLimits = {
  maxResponseBytes: 8 * 1024 * 1024,
  maxRequestBytes: 16 * 1024,
  idleTimeoutMs: 30_000,
}
/** The API version LinkedIn's versioned /rest endpoints are called with (YYYYMM). */
export const linkedinVersion = '202506'
export const linkedinScopes = ['openid', 'profile', 'r_member_postAnalytics', 'r_member_social']

let settings = { maxAttempts: 4, maxRetryWaitMs: 60_000 }

/** Tests: fewer attempts, shorter waits. */
export function configureLinkedin(options: Partial<typeof settings>): void {
  settings = { ...settings, ...options }
}

const trimmed = (url: string) => url.replace(/\/+$/, '')
export const authBase = () => trimmed(process.env.LINKEDIN_AUTH_URL || 'https://www.linkedin.com/oauth/v2')
export const apiBase = () => trimmed(process.env.LINKEDIN_BASE_URL || 'https://api.linkedin.com')

export function authorizationUrl(options: {
  clientId: string
  redirectUri: string
  state: string
  codeChallenge: string
}): string {
  const url = new URL(`${authBase()}/authorization`)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    state: options.state,
    scope: linkedinScopes.join(' '),
    code_challenge: options.codeChallenge,
    code_challenge_method: 'S256',
  }).toString()
  return url.toString()
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/** One call with the retries: dropped connections and 5xx with backoff, 429 per Retry-After. */
async function call(url: URL, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let response: Response
    try {
      response = await outboundFetch(url, { ...init, signal }, limits)
    } catch (error) {
      if (signal?.aborted) throw error
      if (error instanceof OutboundRefused || attempt >= settings.maxAttempts)
        throw new LinkedinError('influencing.linkedinUnreachable', `LinkedIn (${url.host}) cannot be reached`)
      await sleep(250 * 2 ** attempt, signal)
      continue
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel()
      const wait =
        response.status === 429
          ? (retryAfterMs(response.headers.get('retry-after')) ?? 1000 * 2 ** attempt)
          : 250 * 2 ** attempt
      if (attempt >= settings.maxAttempts || wait > settings.maxRetryWaitMs) {
        if (response.status === 429)
          throw new LinkedinError(
            'influencing.linkedinRateLimited',
            `LinkedIn asks to wait ${Math.ceil(wait / 1000)} s`,
            wait,
          )
        throw new LinkedinError(
          'influencing.linkedinBadAnswer',
          `LinkedIn answered ${response.status} to ${url.pathname}`,
        )
      }
      await sleep(wait, signal)
      continue
    }
    return response
  }
}

async function jsonOf<T>(response: Response, what: string): Promise<T> {
  try {
    return (await response.json()) as T
  } catch {
    throw new LinkedinError('influencing.linkedinBadAnswer', `LinkedIn's answer to ${what} is not JSON`)
  }
}

export interface LinkedinTokens {
  accessToken: string
  refreshToken: string | null
  expiresAt: Date | null
}

/** The authorization code for tokens (with the PKCE verifier); a refused code is linkedinRejected. */
export async function exchangeCode(options: {
  clientId: string
  clientSecret: string
  code: string
  redirectUri: string
  codeVerifier: string
  now: Date
}): Promise<LinkedinTokens> {
  const response = await call(new URL(`${authBase()}/accessToken`), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: options.code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      client_secret: options.clientSecret,
      code_verifier: options.codeVerifier,
    }).toString(),
  })
  if (!response.ok) {
    await response.body?.cancel()
    throw new LinkedinError(
      'influencing.linkedinRejected',
      `LinkedIn refused the authorization (${response.status})`,
    )
  }
  const body = await jsonOf<Record<string, unknown>>(response, 'the token exchange')
  if (typeof body.access_token !== 'string' || !body.access_token)
    throw new LinkedinError('influencing.linkedinBadAnswer', 'LinkedIn sent no access token')
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : null
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresAt: seconds === null ? null : new Date(options.now.getTime() + seconds * 1000),
  }
}

/** GET on the API with the member's token; 401 is linkedinExpired. */
export async function getApi<T>(
  token: string,
  path: string,
  query: string,
  signal?: AbortSignal,
): Promise<T> {
  const url = new URL(`${apiBase()}${path}${query ? `?${query}` : ''}`)
  const response = await call(
    url,
    {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'linkedin-version': linkedinVersion,
        'x-restli-protocol-version': '2.0.0',
      },
    },
    signal,
  )
  if (response.status === 401) {
    await response.body?.cancel()
    throw new LinkedinError(
      'influencing.linkedinExpired',
      'LinkedIn no longer accepts the token: connect again',
    )
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new LinkedinError(
      'influencing.linkedinBadAnswer',
      `LinkedIn answered ${response.status} to ${path}`,
    )
  }
  return jsonOf<T>(response, path)
}
