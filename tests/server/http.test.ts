// What every response carries: security headers, one error shape, JSON 404s under /api, the app's
// index.html elsewhere, request ids in logs and no secrets in them.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

function captureLogs() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, logger: { level: 'debug', stream } }
}

// An inline script like the built index.html's theme and sign-in shell script, and its CSP hash
// (printf %s "$INLINE" | openssl dgst -sha256 -binary | base64).
const INLINE = "document.documentElement.dataset.theme = 'light'"
const INLINE_HASH = 'sha256-5lWycaGwv04WzfxoWTowSue9gvfWBSkjubaNCvH/Hh4='

describe('http behaviour', () => {
  let t: TestApp
  const logs = captureLogs()
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'tessera-client-'))
    writeFileSync(join(clientDir, 'index.html'), `<!doctype html><title>Tessera</title><script>${INLINE}</script><script type="module" src="/app.js"></script>`)
    writeFileSync(join(clientDir, 'app.js'), 'console.log(1)')
    writeFileSync(join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    t = await buildApp({ clientDir, logger: logs.logger })
  })
  afterAll(() => t.close())

  const checkSecurityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy'])
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
    for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-powered-by']).toBeUndefined()
    expect(headers['access-control-allow-origin']).toBeUndefined()
  }

  // Decision 0070: a JSON answer of the API is data, never a page: a policy that allows nothing, no
  // framing, nosniff, the resource policy, no-store; not the page's policy and page-only headers.
  const checkApiHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-type']).toMatch(/^application\/json/)
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['cache-control']).toBe('no-store')
    for (const pageOnly of ['referrer-policy', 'cross-origin-opener-policy', 'permissions-policy', 'x-powered-by', 'access-control-allow-origin'])
      expect(headers[pageOnly]).toBeUndefined()
  }

  it.each([
    ['a success', { url: '/api/health' }, 200],
    ['a 401', { url: '/api/auth/get-user' }, 401],
    ['an unknown API path', { url: '/api/nothing-here' }, 404],
  ])("sends the API's headers on %s", async (_case, request, status) => {
    const response = await t.app.inject(request)
    expect(response.statusCode).toBe(status)
    checkApiHeaders(response.headers)
  })

  it.each([
    ['the app', { url: '/some/client/route' }, 200],
    ['a missing file', { url: '/assets/gone-0ld.js' }, 404],
  ])("sends the page's security headers on %s", async (_case, request, status) => {
    const response = await t.app.inject(request)
    expect(response.statusCode).toBe(status)
    checkSecurityHeaders(response.headers)
  })

  // Decision 0058: the page's headers on every file of a first load cost about 500 bytes each.
  it.each([
    ['a script', '/app.js', undefined],
    ['an SVG (a document when opened alone)', '/logo.svg', "default-src 'none'"],
  ])('sends %s the headers that act on files only', async (_case, url, policy) => {
    const response = await t.app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    if (policy === undefined) expect(response.headers['content-security-policy']).toBeUndefined()
    else {
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain(policy)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain('sandbox')
      expect(csp).not.toMatch(/script-src/)
    }
    for (const pageOnly of ['referrer-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy', 'x-powered-by'])
      expect(response.headers[pageOnly]).toBeUndefined()
  })

  it("allows the app's inline script by its hash alone on pages; the API's JSON allows no script", async () => {
    const page = String((await t.app.inject({ url: '/login' })).headers['content-security-policy'])
    const scriptSrc = page.split(';').find((directive) => directive.trim().startsWith('script-src'))
    expect(scriptSrc?.trim()).toBe(`script-src 'self' '${INLINE_HASH}'`)
    const api = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy'])
    expect(api).not.toContain('script-src')
    expect(api).not.toContain(INLINE_HASH)
  })

  it("sends the API's headers on a bad request", async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const response = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(await t.signIn(user.email, password)), payload: { username: 'x', role: 'ROOT' } })
    expect(response.statusCode).toBe(400)
    checkApiHeaders(response.headers)
  })

  it('answers unknown /api paths with a JSON 404 and other paths with the app', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here' })
    expect(api.headers['content-type']).toMatch(/application\/json/)
    expect(api.json()).toMatchObject({ message: expect.any(String) })
    for (const url of ['/admin/users', '/', '/login?next=%2F']) {
      const page = await t.app.inject({ url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/text\/html/)
      expect(page.body).toContain('<title>Tessera</title>')
    }
  })

  it.each(['/assets/page-0ld.js', '/assets/no-extension', '/app.js.map', '/styles.css', '/favicon.ico', '/brand/logo.svg', '/fonts/x.woff2', '/manifest.webmanifest', '/robots.txt'])(
    'answers the missing asset %s with 404, not with the app',
    async (url) => {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('<title>Tessera</title>')
    },
  )

  it.each(['/admin/users/john.doe', '/admin/users/jane@example.com', '/product-data/v1.2', '/admin/users/john.doe?tab=audit'])('answers the page %s, which has a dot, with the app', async (url) => {
    const response = await t.app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.body).toContain('<title>Tessera</title>')
  })

  it('answers no CORS preflight', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/signin', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('reports bad fields with stable codes', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const response = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(await t.signIn(user.email, password)), payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'validation', fieldErrors: { username: { code: 'username.required', params: { missingProperty: 'username' } } } })
  })

  it('serves the contract at /api/openapi.json', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' })
    expect(response.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/auth/signin': expect.any(Object) } })
  })

  it('logs requests with ids and never logs passwords, tokens or Authorization headers', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const token = await t.signIn(user.email, password)
    await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })
    await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: 'a wrong password' } })
    const all = logs.lines.join('\n')
    expect(logs.lines.some((line) => JSON.parse(line).reqId)).toBe(true)
    expect(all).not.toContain(password)
    expect(all).not.toContain('a wrong password')
    expect(all).not.toContain(token)
  })

  it('redacts credentials even when code logs them by mistake', () => {
    t.app.log.info({ req: { headers: { authorization: 'Bearer leaked-token-value' } }, body: { password: 'leaked-password', newPassword: 'leaked-new', token: 'leaked-token' } }, 'dump')
    const line = logs.lines.find((entry) => entry.includes('"dump"'))!
    expect(line).not.toMatch(/leaked/)
    expect(line).toContain('[redacted]')
  })
})

describe('server errors', () => {
  let t: TestApp
  const logs = captureLogs()
  beforeAll(async () => {
    t = await buildApp({ logger: logs.logger })
  })
  afterAll(() => t.close())

  it('answers 500 with only a message and an error id, and logs the details under that id', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    await t.database.handle.db.execute('drop table audit_log')
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password } })
    expect(response.statusCode).toBe(500)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(['errorId', 'message'])
    expect(body.message).toBe('Internal Server Error')
    expect(response.body).not.toMatch(/audit_log|relation/)
    const logged = logs.lines.map((line) => JSON.parse(line)).find((entry) => entry.errorId === body.errorId)
    expect(JSON.stringify(logged)).toMatch(/audit_log/)
    expect(response.headers['content-security-policy']).toBeDefined()
  })
})
