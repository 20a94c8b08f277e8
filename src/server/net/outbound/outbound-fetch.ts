// THE client for URLs that someone other than the operator's code chose (a model provider's base
// URL; later feeds, pages, NCBI): a fetch-compatible function over node:http(s) whose connections
// can only reach addresses the outbound policy allows. The host name is resolved once, every
// address it resolves to is checked, and the connection is made to those checked addresses (the
// lookup hands them to the socket), so a second DNS answer cannot switch it elsewhere (rebinding).
// http and https only; redirects are not followed; the answer's size and the silence are limited.
import { promises as dns, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { assertAddressAllowed, onOutboundPolicyChange, OutboundRefused } from './outbound-policy.ts'

export interface OutboundLimits {
  /** Largest answer body read, in bytes; more fails the body's stream with OutboundRefused('tooLarge'). */
  readonly maxResponseBytes: number
  /** Largest request body sent, in bytes. */
  readonly maxRequestBytes: number
  /** Longest silence on the connection (connecting included) before it is given up, in ms. */
  readonly idleTimeoutMs: number
}

/** Model providers: image answers arrive as base64 JSON (four 1024 px PNGs are some 10 MB). */
export const providerLimits: OutboundLimits = {
  maxResponseBytes: 64 * 1024 * 1024,
  maxRequestBytes: 64 * 1024 * 1024,
  idleTimeoutMs: 120_000,
}

let agents = createAgents()
onOutboundPolicyChange(() => {
  // Pooled connections were checked under the old policy: none is reused under the new one.
  agents.http.destroy()
  agents.https.destroy()
  agents = createAgents()
})

function createAgents() {
  return { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }
}

/**
 * How a host name becomes addresses: the system's resolver (getaddrinfo, as every Node client). Tests
 * pass their own answers, a host name that resolves to this machine or changes its answer (rebinding).
 */
export type HostResolver = (hostname: string, family: number) => Promise<LookupAddress[]>

const systemResolver: HostResolver = (hostname, family) =>
  dns.lookup(hostname, { all: true, verbatim: true, family })

/**
 * The socket's lookup: resolves every address of `hostname`, refuses the lot if one is not allowed,
 * and hands the checked ones to the socket, which connects to nothing else. Each new connection asks
 * again and checks again.
 */
function guardedLookup(resolveHost: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    // net gives the family as 4, 6 or 0, or as 'IPv4' / 'IPv6'.
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0)
    resolveHost(hostname, family).then(
      (addresses) => {
        try {
          if (addresses.length === 0)
            throw new OutboundRefused('unspecified', `${hostname} resolved to no address`)
          for (const { address } of addresses) assertAddressAllowed(hostname, address)
        } catch (refusal) {
          return callback(refusal as NodeJS.ErrnoException, '', 0)
        }
        if (options.all)
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses)
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

/** Checks a URL before anything is sent: scheme, and the host when it is an address (written in any IPv4 form). */
export function assertOutboundUrl(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefused('scheme', `Only http and https addresses are fetched, not ${url.protocol}`)
  // The URL parser already turned 0x7f000001, 0177.0.0.1, 2130706433 and 127.1 into 127.0.0.1.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host)) assertAddressAllowed(host, host)
}

/** A fetch (same arguments and Response) whose connections obey the outbound policy and `limits`. */
export async function outboundFetch(
  input: string | URL | Request,
  init?: RequestInit,
  limits: OutboundLimits = providerLimits,
  resolveHost: HostResolver = systemResolver,
): Promise<Response> {
  const request = new Request(input, init)
  const url = new URL(request.url)
  assertOutboundUrl(url)
  // Bodies here are JSON or a multipart form (image edits): bounded, so read whole; Request set the form's boundary.
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
  if (body && body.byteLength > limits.maxRequestBytes)
    throw new OutboundRefused(
      'tooLarge',
      `The request body has ${body.byteLength} bytes; at most ${limits.maxRequestBytes} are sent`,
    )
  const headers: Record<string, string> = Object.fromEntries(request.headers)
  if (body) headers['content-length'] = String(body.byteLength)
  const secure = url.protocol === 'https:'
  return new Promise<Response>((resolve, reject) => {
    const outgoing = (secure ? https : http).request(
      url,
      {
        method: request.method,
        headers,
        agent: secure ? agents.https : agents.http,
        lookup: guardedLookup(resolveHost),
        signal: request.signal,
        timeout: limits.idleTimeoutMs,
      },
      (incoming) => {
        const responseHeaders = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value])
            if (one !== undefined) responseHeaders.append(name, one)
        }
        const status = incoming.statusCode ?? 502
        const empty = request.method === 'HEAD' || status === 204 || status === 304
        resolve(
          new Response(empty ? null : limitedBody(incoming, limits.maxResponseBytes), {
            status,
            statusText: incoming.statusMessage ?? '',
            headers: responseHeaders,
          }),
        )
        if (empty) incoming.resume()
      },
    )
    outgoing.on('timeout', () =>
      outgoing.destroy(
        Object.assign(new Error(`No answer from ${url.host} for ${limits.idleTimeoutMs} ms`), {
          code: 'ETIMEDOUT',
        }),
      ),
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/**
 * The answer's body as a web stream that fails past `max` bytes (and closes the connection). Built by
 * hand rather than with Readable.toWeb: a caller that cancels the body (a 404, a redirect it does not
 * follow) destroyed the node stream under the adapter, whose late chunks then threw "Controller is
 * already closed" as an uncaught exception. Here cancel destroys the connection and nothing is
 * enqueued after the stream ended, failed or was cancelled.
 */
function limitedBody(incoming: http.IncomingMessage, max: number): ReadableStream<Uint8Array> {
  let seen = 0
  let settled = false
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (error: Error) => {
          if (settled) return
          settled = true
          controller.error(error)
        }
        incoming.on('data', (chunk: Buffer) => {
          if (settled) return
          seen += chunk.byteLength
          if (seen > max) {
            fail(new OutboundRefused('tooLarge', `The answer is larger than ${max} bytes`))
            incoming.destroy()
            return
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          if ((controller.desiredSize ?? 1) <= 0) incoming.pause()
        })
        incoming.on('end', () => {
          if (settled) return
          settled = true
          controller.close()
        })
        incoming.on('error', fail)
        incoming.on('close', () => fail(new Error('The connection closed before the answer was complete')))
      },
      pull() {
        incoming.resume()
      },
      cancel() {
        settled = true
        incoming.destroy()
      },
    },
    { highWaterMark: 1024 * 1024, size: (chunk) => chunk.byteLength },
  )
}
