// The Mailchimp Marketing API v3 connector (issue 41): read-only GETs with the key as Basic auth,
// through the one outbound client. The datacenter is the key's suffix (`…-us21` →
// https://us21.api.mailchimp.com/3.0); MAILCHIMP_BASE_URL replaces the address (tests: a scripted
// server; `{dc}` in it stands for the datacenter). A 429 is waited out per its Retry-After (at most
// `maxRetryWaitMs`, `maxAttempts` times); 5xx and dropped connections are retried with backoff.
import { outboundFetch, type OutboundLimits } from '../net/outbound/outbound-fetch.ts'
import { OutboundRefused } from '../net/outbound/outbound-policy.ts'
import { retryAfterMs } from '../net/retry-after.ts'

export type MailchimpErrorCode =
  | 'campaigns.keyFormat'
  | 'campaigns.keyRejected'
  | 'campaigns.unreachable'
  | 'campaigns.rateLimited'
  | 'campaigns.badAnswer'

/** A failed call, with the code the pages explain; the key is never in the message. */
export class MailchimpError extends Error {
  readonly code: MailchimpErrorCode
  readonly status: number | null
  constructor(code: MailchimpErrorCode, message: string, status: number | null = null) {
    super(message)
    this.name = 'MailchimpError'
    this.code = code
    this.status = status
  }
}

const mailchimpLimits: OutboundLimits = {
  maxResponseBytes: 32 * 1024 * 1024,
  maxRequestBytes: 1024,
  idleTimeoutMs: 30_000,
}

let settings = { baseUrl: undefined as string | undefined, maxAttempts: 5, maxRetryWaitMs: 60_000 }

/** Tests and the bench: another address, fewer attempts, shorter waits. */
export function configureMailchimp(options: Partial<typeof settings>): void {
  settings = { ...settings, ...options }
}

/** The datacenter of a key `<32 hex>-<dc>`; throws campaigns.keyFormat without one. */
export function datacenterOf(apiKey: string): string {
  const match = /^[0-9a-f]{32}-([a-z]{2,4}[0-9]{1,3})$/i.exec(apiKey.trim())
  if (!match)
    throw new MailchimpError(
      'campaigns.keyFormat',
      'A Mailchimp API key has the form 0123…cdef-us21: 32 characters, a dash and the datacenter',
    )
  return match[1]!.toLowerCase()
}

export function apiBaseOf(datacenter: string): string {
  const configured = settings.baseUrl ?? process.env.MAILCHIMP_BASE_URL
  const base = configured
    ? configured.replaceAll('{dc}', datacenter)
    : `https://${datacenter}.api.mailchimp.com/3.0`
  return base.replace(/\/+$/, '')
}

export interface MailchimpClient {
  /** GET `path` (with query) as JSON. */
  get<T>(path: string, query?: Record<string, string | number>, signal?: AbortSignal): Promise<T>
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/** Seconds (or an HTTP date) of a Retry-After header, in ms; null when absent or unreadable. */

export function createMailchimpClient(apiKey: string): MailchimpClient {
  const datacenter = datacenterOf(apiKey)
  const base = apiBaseOf(datacenter)
  const authorization = `Basic ${Buffer.from(`tessera:${apiKey.trim()}`).toString('base64')}`
  const getOnce = async <T>(
    path: string,
    query: Record<string, string | number>,
    signal: AbortSignal,
  ): Promise<T> => {
    const url = new URL(`${base}${path}`)
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value))
    for (let attempt = 1; ; attempt++) {
      let response: Response
      try {
        response = await outboundFetch(
          url,
          { headers: { authorization, accept: 'application/json' }, signal },
          mailchimpLimits,
        )
      } catch (error) {
        if (signal?.aborted) throw error
        if (error instanceof OutboundRefused || attempt >= settings.maxAttempts)
          throw new MailchimpError(
            'campaigns.unreachable',
            `Mailchimp (${url.host}) cannot be reached: is the key's datacenter (-${datacenter}) right? ${(error as Error).message}`,
          )
        await sleep(Math.min(settings.maxRetryWaitMs, 250 * 2 ** attempt), signal)
        continue
      }
      if (response.ok) {
        try {
          return (await response.json()) as T
        } catch {
          throw new MailchimpError('campaigns.badAnswer', `Mailchimp's answer to ${path} is not JSON`)
        }
      }
      const detail = await response.text().catch(() => '')
      if (response.status === 401 || response.status === 403)
        throw new MailchimpError(
          'campaigns.keyRejected',
          `Mailchimp refused the key (${response.status}): it is invalid, revoked, or its datacenter suffix (-${datacenter}) is not the account's`,
          response.status,
        )
      const retryable = response.status === 429 || response.status >= 500
      if (!retryable || attempt >= settings.maxAttempts)
        throw new MailchimpError(
          response.status === 429 ? 'campaigns.rateLimited' : 'campaigns.badAnswer',
          `Mailchimp answered ${response.status} to ${path}: ${detail.slice(0, 200)}`,
          response.status,
        )
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? Math.min(30_000, 500 * 2 ** attempt)
      if (wait > settings.maxRetryWaitMs)
        throw new MailchimpError(
          'campaigns.rateLimited',
          `Mailchimp asks to wait ${Math.round(wait / 1000)} s`,
          429,
        )
      await sleep(wait, signal)
    }
  }
  return {
    async get<T>(path: string, query: Record<string, string | number> = {}, signal?: AbortSignal) {
      // A signal of this call only, tied to the caller's while the call runs. Given the job's own
      // signal, each request left a listener on it (10,015 in a sync of 5,000 campaigns), and undici
      // lists them all (getEventListeners) for every new Request: a cost growing with each request,
      // paid on the event loop (decision 0107).
      signal?.throwIfAborted()
      const own = new AbortController()
      const abort = () => own.abort(signal!.reason)
      signal?.addEventListener('abort', abort, { once: true })
      try {
        return await getOnce<T>(path, query, own.signal)
      } finally {
        signal?.removeEventListener('abort', abort)
      }
    },
  }
}

/** Every item of a paged list (count/offset), page by page; stops at total_items or a short page. */
export async function* pagesOf<T>(
  client: MailchimpClient,
  path: string,
  field: string,
  query: Record<string, string | number>,
  pageSize: number,
  signal?: AbortSignal,
): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await client.get<Record<string, unknown>>(
      path,
      { ...query, count: pageSize, offset },
      signal,
    )
    const items = page[field]
    if (!Array.isArray(items))
      throw new MailchimpError('campaigns.badAnswer', `Mailchimp's ${path} answer has no ${field} list`)
    if (items.length > 0) yield items as T[]
    const total = typeof page.total_items === 'number' ? page.total_items : null
    if (items.length < pageSize || (total !== null && offset + items.length >= total)) return
  }
}
