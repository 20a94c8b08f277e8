// The E-utilities connector over real HTTP against the scripted server: the parameters NCBI asks for
// (tool, email, api_key, relevance sort, years, publication types), retries of 429 honouring
// Retry-After and of 5xx with backoff, and giving up on a server that stays down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureOutbound } from '../../src/server/net/outbound/outbound-policy.ts'
import { createEutilsClient, EutilsUnavailable } from '../../src/server/pubmed/eutils-client.ts'
import { createRateLimiter, systemClock, type LimiterClock } from '../../src/server/pubmed/rate-limiter.ts'
import { startScriptedEutilsServer, type ScriptedEutilsServer } from '../support/scripted-eutils-server.ts'

let server: ScriptedEutilsServer
beforeAll(async () => {
  configureOutbound({ allowLoopback: true, allowedHosts: [] })
  server = await startScriptedEutilsServer()
})
afterAll(async () => {
  await server?.close()
  configureOutbound({ allowLoopback: false, allowedHosts: [] })
})

/** The real clock, with the sleeps recorded and shortened: retries stay visible without waiting. */
function recordingClock(): LimiterClock & { sleeps: number[] } {
  const sleeps: number[] = []
  return {
    sleeps,
    now: systemClock.now,
    sleep: (ms) => (sleeps.push(ms), systemClock.sleep(Math.min(ms, 5))),
  }
}

describe('createEutilsClient', () => {
  it('searches by relevance with tool, email, key, years and publication types, then fetches the records', async () => {
    const client = createEutilsClient({
      baseUrl: server.baseUrl,
      apiKey: 'abc123abc123abc123',
      email: 'med@example.org',
      limiter: createRateLimiter(10),
    })
    const before = server.requests.length
    const pmids = await client.esearch('vitamin d[tiab] AND respiratory[tiab]', {
      fromYear: 2015,
      toYear: 2024,
      publicationTypes: ['Meta-Analysis', 'Randomized Controlled Trial'],
    })
    expect(pmids).toEqual(['90000001', '90000002', '90000003', '90000004'])
    const search = server.requests[before]!
    expect(search.endpoint).toBe('esearch.fcgi')
    expect(Object.fromEntries(search.params)).toMatchObject({
      db: 'pubmed',
      sort: 'relevance',
      retmode: 'json',
      tool: 'tessera',
      email: 'med@example.org',
      api_key: 'abc123abc123abc123',
      datetype: 'pdat',
      mindate: '2015',
      maxdate: '2024',
      term: '(vitamin d[tiab] AND respiratory[tiab]) AND ("Meta-Analysis"[pt] OR "Randomized Controlled Trial"[pt])',
    })
    const articles = await client.efetch(['90000001', '90000002'])
    expect(articles.map((a) => a.pmid)).toEqual(['90000001', '90000002'])
    expect(server.requests.at(-1)!.params.get('id')).toBe('90000001,90000002')
  })

  it('waits as Retry-After says on a 429 and retries 5xx with growing backoff', async () => {
    const clock = recordingClock()
    const client = createEutilsClient({ baseUrl: server.baseUrl, limiter: createRateLimiter(10), clock })
    server.failNext(1, 429, '2')
    expect(await client.esearch('vitamin d')).toHaveLength(4)
    expect(clock.sleeps).toEqual([2000])
    server.failNext(2, 502)
    expect(await client.esearch('vitamin d')).toHaveLength(4)
    expect(clock.sleeps).toEqual([2000, 500, 1000])
  })

  it('gives up with pubmed.unavailable when the service stays down, and does not retry a 400', async () => {
    const clock = recordingClock()
    const client = createEutilsClient({ baseUrl: server.baseUrl, limiter: createRateLimiter(10), clock })
    server.setDown(true)
    const before = server.requests.length
    await expect(client.esearch('vitamin d')).rejects.toThrow(EutilsUnavailable)
    expect(server.requests.length - before).toBe(4)
    server.setDown(false)
    server.failNext(1, 400)
    const at = server.requests.length
    await expect(client.esearch('vitamin d')).rejects.toMatchObject({
      code: 'pubmed.unavailable',
      status: 400,
    })
    expect(server.requests.length - at).toBe(1)
  })
  it('fails at once, without retrying, when nobody listens (an installation without network)', async () => {
    const clock = recordingClock()
    const client = createEutilsClient({
      baseUrl: 'http://127.0.0.1:1/',
      limiter: createRateLimiter(10),
      clock,
    })
    await expect(client.esearch('vitamin d')).rejects.toThrow(EutilsUnavailable)
    expect(clock.sleeps).toEqual([])
  })
})
