// One GET of a feed, page or transcript through the outbound client, read as a stream under the size
// and time limits, with a conditional GET when the source kept an ETag or Last-Modified. Every failure
// becomes a SourceFetchFailed with an analysisFetch.* code the pages show in the user's language.
import { outboundFetch } from '../../net/outbound/outbound-fetch.ts'
import { OutboundRefused } from '../../net/outbound/outbound-policy.ts'
import { outboundLimitsFor, sourceFetchLimits } from './fetch-limits.ts'

export type SourceFetchErrorCode =
  | 'analysisFetch.tooLarge'
  | 'analysisFetch.timeout'
  | 'analysisFetch.refused'
  | 'analysisFetch.redirected'
  | 'analysisFetch.httpStatus'
  | 'analysisFetch.unreachable'
  | 'analysisFetch.notAFeed'

export class SourceFetchFailed extends Error {
  readonly code: SourceFetchErrorCode
  constructor(code: SourceFetchErrorCode, message: string) {
    super(message)
    this.name = 'SourceFetchFailed'
    this.code = code
  }
}

export interface FetchedText {
  readonly status: 200 | 304
  readonly text: string
  readonly contentType: string
  readonly etag: string | null
  readonly lastModified: string | null
}

export interface Validators {
  readonly etag?: string | null
  readonly lastModified?: string | null
}

export async function fetchText(
  url: string,
  validators: Validators = {},
  maxBytes?: number,
): Promise<FetchedText> {
  const limits = sourceFetchLimits()
  const max = maxBytes ?? limits.maxBytes
  const headers: Record<string, string> = {
    accept:
      'application/rss+xml, application/atom+xml, application/xml, text/xml, text/html, text/vtt, application/x-subrip, application/json;q=0.9, */*;q=0.5',
    'user-agent': 'Tessera-Analysis/1.0',
  }
  if (validators.etag) headers['if-none-match'] = validators.etag
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified
  const deadline = AbortSignal.timeout(limits.totalTimeoutMs)
  try {
    const response = await outboundFetch(url, { headers, signal: deadline }, outboundLimitsFor(max))
    const etag = response.headers.get('etag')
    const lastModified = response.headers.get('last-modified')
    const contentType = response.headers.get('content-type') ?? ''
    if (response.status === 304) return { status: 304, text: '', contentType, etag, lastModified }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel()
      throw new SourceFetchFailed(
        'analysisFetch.redirected',
        `${url} redirects to ${response.headers.get('location') ?? '?'}`,
      )
    }
    if (response.status !== 200) {
      await response.body?.cancel()
      throw new SourceFetchFailed('analysisFetch.httpStatus', `${url} answered ${response.status}`)
    }
    const declared = Number(response.headers.get('content-length') ?? NaN)
    if (declared > max) {
      await response.body?.cancel()
      throw new SourceFetchFailed(
        'analysisFetch.tooLarge',
        `${url} announces ${declared} bytes; at most ${max} are read`,
      )
    }
    const bytes = await readLimited(response, max)
    return { status: 200, text: decode(bytes, contentType), contentType, etag, lastModified }
  } catch (error) {
    throw toFetchFailure(error, url, deadline)
  }
}

/** The body's bytes, at most `max` of them (the outbound client fails the stream past its own limit too). */
async function readLimited(response: Response, max: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  let total = 0
  // Node's web streams are async iterables (the DOM typings do not say so).
  for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength
    if (total > max)
      throw new SourceFetchFailed('analysisFetch.tooLarge', `The answer is larger than ${max} bytes`)
    parts.push(chunk)
  }
  return Buffer.concat(parts, total)
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

export function toFetchFailure(error: unknown, url: string, deadline?: AbortSignal): SourceFetchFailed {
  if (error instanceof SourceFetchFailed) return error
  const cause = (error as { cause?: unknown })?.cause
  const refused = [error, cause].find((one): one is OutboundRefused => one instanceof OutboundRefused)
  if (refused) {
    return refused.reason === 'tooLarge'
      ? new SourceFetchFailed('analysisFetch.tooLarge', refused.message)
      : new SourceFetchFailed('analysisFetch.refused', refused.message)
  }
  const code = (error as { code?: string })?.code ?? (cause as { code?: string })?.code
  if (deadline?.aborted || code === 'ETIMEDOUT' || (error as Error)?.name === 'TimeoutError')
    return new SourceFetchFailed('analysisFetch.timeout', `${url} did not answer in time`)
  return new SourceFetchFailed(
    'analysisFetch.unreachable',
    `${url}: ${(error as Error)?.message ?? String(error)}`,
  )
}
