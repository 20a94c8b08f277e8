// A scripted LinkedIn over real HTTP for the influencing tests: the OAuth 2 authorization endpoint
// (answers as if the member consented: 302 to the redirect address with a code and the state), the
// token endpoint (checks client id and secret, the redirect address and the PKCE verifier against the
// challenge), OpenID userinfo, the Posts API's author finder (paged by start/count) and the Member
// Post Analytics API's entity finder. `tooMany` answers the next request of a path with 429 and a
// Retry-After; `expireTokens` makes every token answer 401 from then on.
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ScriptedLinkedinPost {
  urn: string
  publishedAt: number
  commentary: string
  figures: Record<'IMPRESSION' | 'MEMBERS_REACHED' | 'REACTION' | 'COMMENT' | 'RESHARE', number>
}

export interface ScriptedLinkedinServer {
  /** LINKEDIN_AUTH_URL */
  readonly authUrl: string
  /** LINKEDIN_BASE_URL */
  readonly apiUrl: string
  readonly requests: { method: string; path: string; query: Record<string, string>; status: number }[]
  readonly posts: ScriptedLinkedinPost[]
  tooMany(path: string, retryAfterSeconds: number): void
  expireTokens(): void
  close(): Promise<void>
}

export async function startScriptedLinkedinServer(options: {
  clientId: string
  clientSecret: string
  memberId: string
  posts: ScriptedLinkedinPost[]
}): Promise<ScriptedLinkedinServer> {
  const requests: ScriptedLinkedinServer['requests'] = []
  const codes = new Map<string, { challenge: string; redirectUri: string }>()
  const tokens = new Set<string>()
  const tooMany = new Map<string, number>()

  const readBody = async (request: IncomingMessage) => {
    const parts: Buffer[] = []
    for await (const part of request) parts.push(part as Buffer)
    return Buffer.concat(parts).toString('utf8')
  }
  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
    return status
  }

  async function answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number> {
    const path = url.pathname
    const wait = tooMany.get(path)
    if (wait !== undefined) {
      tooMany.delete(path)
      return json(response, 429, { message: 'Too many requests' }, { 'retry-after': String(wait) })
    }
    if (path === '/oauth/v2/authorization') {
      const q = url.searchParams
      if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code')
        return json(response, 400, { error: 'invalid_request' })
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
        return json(response, 400, { error: 'invalid_request', error_description: 'PKCE' })
      const code = randomBytes(12).toString('hex')
      codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')! })
      const back = new URL(q.get('redirect_uri')!)
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.get('state')!)
      response.writeHead(302, { location: back.toString() })
      response.end()
      return 302
    }
    if (path === '/oauth/v2/accessToken' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const issued = codes.get(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (
        form.get('grant_type') !== 'authorization_code' ||
        form.get('client_id') !== options.clientId ||
        form.get('client_secret') !== options.clientSecret ||
        !issued ||
        issued.redirectUri !== form.get('redirect_uri') ||
        issued.challenge !== challenge
      )
        return json(response, 400, { error: 'invalid_grant' })
      codes.delete(form.get('code')!)
      const token = `AQ${randomBytes(16).toString('hex')}`
      tokens.add(token)
      return json(response, 200, {
        access_token: token,
        expires_in: 5_184_000,
        scope: 'r_member_postAnalytics',
      })
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    if (!tokens.has(bearer))
      return json(response, 401, { status: 401, serviceErrorCode: 65600, message: 'Invalid access token' })
    if (path === '/v2/userinfo')
      return json(response, 200, { sub: options.memberId, name: 'Scripted Member' })
    if (request.headers['linkedin-version'] === undefined)
      return json(response, 400, { message: 'LinkedIn-Version' })
    if (path === '/rest/posts') {
      const q = url.searchParams
      if (q.get('q') !== 'author' || q.get('author') !== `urn:li:person:${options.memberId}`)
        return json(response, 403, { message: 'Not the member' })
      const start = Number(q.get('start') ?? 0)
      const count = Number(q.get('count') ?? 10)
      const elements = options.posts.slice(start, start + count).map((post) => ({
        id: post.urn,
        author: `urn:li:person:${options.memberId}`,
        commentary: post.commentary,
        publishedAt: post.publishedAt,
        lifecycleState: 'PUBLISHED',
      }))
      return json(response, 200, { elements, paging: { start, count, total: options.posts.length } })
    }
    if (path === '/rest/memberCreatorPostAnalytics') {
      const q = url.searchParams
      const entity = /^\((share|ugc):(.+)\)$/.exec(q.get('entity') ?? '')
      const post = options.posts.find((p) => p.urn === entity?.[2])
      const metric = q.get('queryType') as keyof ScriptedLinkedinPost['figures']
      if (q.get('q') !== 'entity' || !post || !(metric in post.figures))
        return json(response, 404, { message: 'No such post' })
      return json(response, 200, {
        elements: [
          {
            count: post.figures[metric],
            metricType: {
              'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1': metric,
            },
          },
        ],
      })
    }
    return json(response, 404, { message: 'Not scripted' })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    answer(request, response, url).then(
      (status) =>
        requests.push({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          status,
        }),
      (error: Error) => {
        response.writeHead(500)
        response.end(error.message)
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    authUrl: `${base}/oauth/v2`,
    apiUrl: base,
    requests,
    posts: options.posts,
    tooMany: (path, seconds) => tooMany.set(path, seconds),
    expireTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
