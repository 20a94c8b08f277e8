// A real HTTP server playing NCBI E-utilities for the PubMed tests: esearch answers by the query's
// words (the recorded vitamin D answer, or no hit), efetch answers the fixture's records for the ids
// asked (so the PMID cache is visible: a cached id is not asked again). Scripted failures: the next
// N requests answer 429 with Retry-After, or 500, or the server is "down" (503 every time). Every
// request is recorded with its query parameters.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pubmed/${name}`, import.meta.url), 'utf8')

export interface EutilsRequest {
  readonly endpoint: string
  readonly params: URLSearchParams
  readonly at: number
}

export interface ScriptedEutilsServer {
  readonly baseUrl: string
  readonly requests: EutilsRequest[]
  /** The next `count` requests answer `status` (429 with Retry-After: `retryAfter` seconds). */
  failNext(count: number, status: number, retryAfter?: string): void
  /** Every request answers 503 until set back. */
  setDown(down: boolean): void
  close(): Promise<void>
}

const efetchXml = fixture('efetch-vitamin-d.xml')
const records = [...efetchXml.matchAll(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g)].map((m) => m[0])
const pmidOf = (record: string) => /<PMID[^>]*>(\d+)<\/PMID>/.exec(record)?.[1] ?? null

export async function startScriptedEutilsServer(): Promise<ScriptedEutilsServer> {
  const requests: EutilsRequest[] = []
  let failures: { count: number; status: number; retryAfter?: string } = { count: 0, status: 500 }
  let down = false
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const endpoint = url.pathname.split('/').at(-1) ?? ''
    requests.push({ endpoint, params: url.searchParams, at: Date.now() })
    if (down) return void response.writeHead(503).end('Service unavailable')
    if (failures.count > 0) {
      failures.count--
      const headers: Record<string, string> = failures.retryAfter
        ? { 'retry-after': failures.retryAfter }
        : {}
      return void response.writeHead(failures.status, headers).end('{"error":"API rate limit exceeded"}')
    }
    if (endpoint === 'esearch.fcgi') {
      const term = (url.searchParams.get('term') ?? '').toLowerCase()
      const body = /vitamin/.test(term) ? fixture('esearch-vitamin-d.json') : fixture('esearch-empty.json')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(body)
    }
    if (endpoint === 'efetch.fcgi') {
      const ids = new Set((url.searchParams.get('id') ?? '').split(','))
      // The record without a PMID travels with every answer: the parser must skip it.
      const chosen = records.filter((record) => ids.has(pmidOf(record) ?? '') || pmidOf(record) === null)
      const xml = `<?xml version="1.0" ?>\n<PubmedArticleSet>\n${chosen.join('\n')}\n</PubmedArticleSet>\n`
      return void response.writeHead(200, { 'content-type': 'text/xml' }).end(xml)
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/entrez/eutils/`,
    requests,
    failNext: (count, status, retryAfter) => void (failures = { count, status, retryAfter }),
    setDown: (value) => void (down = value),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
