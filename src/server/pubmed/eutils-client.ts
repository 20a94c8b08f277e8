// The connector to NCBI E-utilities: esearch (PMIDs by relevance, optional years and publication
// types) and efetch (the records as XML). Every request waits for the process's rate limiter, carries
// `tool` and `email` (and the ROOT's API key when there is one), goes through the outbound client, and
// is retried on 429 and 5xx with exponential backoff, honouring Retry-After. The base URL comes from
// PUBMED_BASE_URL so tests talk to a scripted server.
import { outboundFetch, type OutboundLimits } from '../net/outbound/outbound-fetch.ts'
import { OutboundRefused } from '../net/outbound/outbound-policy.ts'
import { retryAfterMs } from '../net/retry-after.ts'
import { parsePubmedXml } from './parse-pubmed-xml.ts'
import { sharedEutilsLimiter, systemClock, type LimiterClock, type RateLimiter } from './rate-limiter.ts'
import type { PubmedArticle } from './types.ts'

export const defaultEutilsBaseUrl = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/'
export const eutilsTool = 'tessera'

const eutilsLimits: OutboundLimits = {
  maxResponseBytes: 32 * 1024 * 1024,
  maxRequestBytes: 64 * 1024,
  idleTimeoutMs: 30_000,
}
const maxAttempts = 4
const maxRetryWaitMs = 30_000

/** E-utilities could not be reached or kept failing; `status` is the last HTTP status (null: no answer). */
export class EutilsUnavailable extends Error {
  readonly code = 'pubmed.unavailable'
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.status = status
  }
}

export interface EsearchOptions {
  readonly fromYear?: number
  readonly toYear?: number
  /** PubMed publication types ([pt]), e.g. Meta-Analysis, Randomized Controlled Trial. */
  readonly publicationTypes?: readonly string[]
  readonly max?: number
}

export interface EutilsClientOptions {
  readonly baseUrl?: string
  readonly apiKey?: string | null
  readonly email?: string | null
  readonly limiter?: RateLimiter
  readonly clock?: LimiterClock
  readonly fetch?: typeof outboundFetch
  readonly signal?: AbortSignal
}

export interface EutilsClient {
  esearch(query: string, options?: EsearchOptions): Promise<string[]>
  efetch(pmids: readonly string[]): Promise<PubmedArticle[]>
  /** Milliseconds spent waiting for NCBI (and the limiter): what Tessera's own time excludes. */
  readonly waitedMs: number
}

/** The query with the filters in PubMed's own syntax (publication types as [pt]). */
export function withPublicationTypes(query: string, types: readonly string[] = []): string {
  const clean = types.map((type) => type.replace(/["[\]]/g, '').trim()).filter(Boolean)
  if (clean.length === 0) return query
  return `(${query}) AND (${clean.map((type) => `"${type}"[pt]`).join(' OR ')})`
}

export function createEutilsClient(options: EutilsClientOptions = {}): EutilsClient {
  const base = new URL(options.baseUrl ?? defaultEutilsBaseUrl)
  const limiter = options.limiter ?? sharedEutilsLimiter
  const clock = options.clock ?? systemClock
  const fetchFn = options.fetch ?? outboundFetch
  let waitedMs = 0

  const request = async (endpoint: string, params: Record<string, string>): Promise<string> => {
    const url = new URL(endpoint, base)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    url.searchParams.set('tool', eutilsTool)
    if (options.email) url.searchParams.set('email', options.email)
    if (options.apiKey) url.searchParams.set('api_key', options.apiKey)
    const started = clock.now()
    let lastStatus: number | null = null
    try {
      for (let attempt = 1; ; attempt++) {
        await limiter.acquire()
        let waitMs: number
        try {
          const response = await fetchFn(url, { signal: options.signal }, eutilsLimits)
          if (response.ok) return await response.text()
          lastStatus = response.status
          await response.body?.cancel()
          if (response.status !== 429 && response.status < 500)
            throw new EutilsUnavailable(`E-utilities answered ${response.status}`, response.status)
          waitMs = retryAfterMs(response.headers.get('retry-after')) ?? 500 * 2 ** (attempt - 1)
        } catch (error) {
          if (error instanceof EutilsUnavailable || options.signal?.aborted) throw error
          // No such host, nobody listening, or an address the outbound policy refuses: an offline
          // installation, not a hiccup; waiting would only delay the answer from the collection.
          const code =
            (error as NodeJS.ErrnoException).code ?? (error as { cause?: { code?: string } }).cause?.code
          if (error instanceof OutboundRefused || code === 'ENOTFOUND' || code === 'ECONNREFUSED')
            throw new EutilsUnavailable((error as Error).message, null)
          waitMs = 500 * 2 ** (attempt - 1)
          if (attempt >= maxAttempts) throw new EutilsUnavailable((error as Error).message, lastStatus)
        }
        if (attempt >= maxAttempts || waitMs > maxRetryWaitMs)
          throw new EutilsUnavailable(
            `E-utilities still answered ${lastStatus} after ${attempt} attempts`,
            lastStatus,
          )
        await clock.sleep(waitMs)
      }
    } finally {
      waitedMs += clock.now() - started
    }
  }

  return {
    get waitedMs() {
      return waitedMs
    },
    async esearch(query, search = {}) {
      const params: Record<string, string> = {
        db: 'pubmed',
        term: withPublicationTypes(query, search.publicationTypes),
        retmode: 'json',
        sort: 'relevance',
        retmax: String(search.max ?? 20),
      }
      if (search.fromYear || search.toYear) {
        params.datetype = 'pdat'
        params.mindate = String(search.fromYear ?? 1800)
        params.maxdate = String(search.toYear ?? 3000)
      }
      const body = await request('esearch.fcgi', params)
      let parsed: { esearchresult?: { idlist?: unknown[]; ERROR?: string } }
      try {
        parsed = JSON.parse(body) as typeof parsed
      } catch {
        throw new EutilsUnavailable('esearch did not answer JSON', null)
      }
      const ids = parsed.esearchresult?.idlist
      if (!Array.isArray(ids))
        throw new EutilsUnavailable(parsed.esearchresult?.ERROR ?? 'esearch answered no idlist', null)
      return ids.map(String).filter((id) => /^\d{1,9}$/.test(id))
    },
    async efetch(pmids) {
      if (pmids.length === 0) return []
      const body = await request('efetch.fcgi', {
        db: 'pubmed',
        id: pmids.join(','),
        retmode: 'xml',
        rettype: 'abstract',
      })
      return parsePubmedXml(body).articles
    },
  }
}
