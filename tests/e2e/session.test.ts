// Sign-in, reload, dead tokens and logout as a user meets them (spec sections 2, 4, 7 and 8).
import { describe, expect, it } from 'vitest'
import {
  env,
  localStorageOf,
  newContext,
  pathname,
  user,
  waitForLayout,
  waitForPath,
} from './support/browser.ts'
import { text } from './support/messages.ts'
import { signInViaApi, signOutViaApi } from './support/real-server.ts'
import { measureLoad } from './support/wire-metrics.ts'

describe('serving the app', () => {
  it.each(['/', '/login', '/user/settings', '/no/such/page'])(
    'answers %s with the app (200, index.html)',
    async (path) => {
      const response = await fetch(`${env.baseURL}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(await response.text()).toContain('<div id="root"></div>')
    },
  )
})

describe('signing in', () => {
  it('signs in with e-mail and password, lands on the dashboard and keeps the session on reload', async () => {
    const who = user('WRITE.DEMO')
    const page = await (await newContext()).newPage()
    await page.goto('/login')
    await page.getByLabel(text('login.email')).fill(who.email)
    await page.getByLabel(text('login.password'), { exact: true }).fill(who.password)
    await page.getByRole('button', { name: text('login.submit') }).click()
    await waitForPath(page, '/')
    await waitForLayout(page)
    await page.getByRole('heading', { level: 1, name: text('page.dashboard') }).waitFor()
    const stored = await localStorageOf(page)
    expect(stored['user-token']).toMatch(/\S{20,}/)

    // A reload of a signed-in page (the server answers index.html for every app path).
    await page.goto('/user/settings')
    await waitForLayout(page)
    await page.reload()
    await waitForLayout(page)
    expect(pathname(page)).toBe('/user/settings')
    expect((await localStorageOf(page))['user-token']).toBe(stored['user-token'])
    await page.getByTestId('profile-button').click()
    expect(await page.getByTestId('profile-email').textContent()).toBe(who.email)
  })

  it('draws /login without the session machine and the catalogues, and loads the machine at the first keystroke', async () => {
    const page = await (await newContext()).newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/login')
    await page.getByRole('button', { name: text('login.submit') }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => /\/assets\/session-|messages-(de|en|fr)\.gen/.test(path))).toEqual([])
    await page.getByLabel(text('login.email')).press('a')
    await expect.poll(() => scripts.some((path) => path.startsWith('/assets/session-'))).toBe(true)
  })

  // Bytes as they come over the wire (compressed bodies and headers, from the DevTools protocol;
  // npm run bench:web measures the same). Issue 14's targets are 120 KB for /login and 200 KB for /
  // signed in; what the build reaches today is the bound (docs/benchmarks.md, decision 0031).
  it('sends the first /login render in at most 120 KB on the wire, its scripts compressed', async () => {
    const context = await newContext()
    const load = await measureLoad(
      context,
      env.baseURL,
      { label: '/login', url: '/login', path: '/login', ready: 'button[type="submit"]' },
      1,
    )
    expect(load.requests.length).toBeGreaterThan(3)
    expect(load.bytes / 1024).toBeGreaterThan(50)
    // 130.7 KB measured on 2026-11-26 (decision 0053); 120.0 after the font cut to the weights and
    // characters used, files without the page's headers and the favicon inline (decision 0058).
    // Issue 14's target is 120; 119.7 after the pages' preload lists lost the files always loaded
    // first and the pre-React-18 shims went (decision 0066). 120.1 on 2026-11-28 with the browser tab
    // naming the page (issue 37, item 7); 119.85 with the guards' policy check loaded with the signed-in
    // files and index.html and public/ files revalidated by their ETag alone (decision 0093). 120.26
    // after the medicine-check and podcast pages; 118.47 with the pages' imports and preload lists in
    // page-loaders.gen.ts instead of the entry (decision 0093, addendum).
    expect(load.bytes / 1024).toBeLessThanOrEqual(120)
    const framework = load.requests.find((request) => /\/assets\/framework-[\w-]+\.js$/.test(request.url))!
    const answer = await fetch(`${env.baseURL}${framework.url}`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    })
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('loads / signed in with at most 15 requests before the largest paint and at most 200 KB on the wire, without the session machine, and nothing again from a warm cache', async () => {
    const context = await newContext({ token: user('READ.DEMO').token })
    const spec = { label: '/', url: '/', path: '/', ready: '#main-content h1' }
    const cold = await measureLoad(context, env.baseURL, spec, 1)
    expect(cold.requestsBeforeLcp).toBeGreaterThan(3)
    expect(cold.requestsBeforeLcp).toBeLessThanOrEqual(15)
    // 290 KB until 2026-11-26 (281 measured); the shell's part of the catalogue only, the dashboard's
    // path-and-guard table and the popover and dialogs on demand brought it to 257 (decision 0053).
    // 244 after decision 0058 (font, file headers); 211.5 with the overlays, the tooltips' code, the
    // data cache and MUI's CSS-variables code off the first paint (decision 0066). 203.6 with the API
    // errors' texts out of the shell's catalogue, the search field without MUI's input components and
    // InputBase out of the signed-in group (decision 0067). 202.3 with the dashboard's load failure
    // and the first paint's chips without MUI's Alert and Chip (decision 0069). With the API's own
    // security headers (decision 0070), no sign-in shell logo, the bell's badge without Badge and MUI's
    // Link out of the signed-in group (decision 0071): 200.2 here (READ of DEMO: its own logo and
    // tiles), 199.4 in bench:web (ROOT of PARENT). Issue 14's target is 200. This browser has no session
    // cookie, so the app draws the page itself; the page a signed-in browser gets, the server's, is
    // measured in server-rendering.test.ts (at most 200). 200.5 here on 2026-11-28, with the session
    // machine's file apart from the HTTP client's (decision 0079). 202.6 on 2026-11-28 after issue 37
    // (the dashboard's assistants, tab titles). 190.2 with the session presumed from the boot script's
    // get-user answer: the session machine (XState) loads only when something is sent to the session,
    // as on the server's page (decision 0093).
    expect(cold.bytes / 1024).toBeLessThanOrEqual(200)
    expect(cold.requests.filter((request) => request.url.startsWith('/assets/session-'))).toEqual([])
    // The session check is asked for once, by the page's own boot script, not after the app's scripts ran.
    const getUser = cold.requests.filter((request) => request.url === '/api/auth/get-user')
    expect(getUser.map((request) => request.initiator)).toEqual(['/'])
    const warm = await measureLoad(context, env.baseURL, spec, 1)
    expect(warm.requests.filter((request) => request.url.startsWith('/assets/'))).toEqual([])
  })

  it("shows 'User and/or Password wrong' for a wrong password and stays on /login without a token", async () => {
    const who = user('READ.BPI')
    const page = await (await newContext()).newPage()
    await page.goto('/login')
    await page.getByLabel(text('login.email')).fill(who.email)
    await page.getByLabel(text('login.password'), { exact: true }).fill(`${who.password}-wrong`)
    await page.getByRole('button', { name: text('login.submit') }).click()
    await page.getByText('User and/or Password wrong').waitFor()
    expect(pathname(page)).toBe('/login')
    expect((await localStorageOf(page))['user-token']).toBeUndefined()
  })

  it('sends a signed-in user who opens /login to /', async () => {
    const page = await (await newContext({ token: user('READ.PARENT').token })).newPage()
    await page.goto('/login')
    await waitForPath(page, '/')
    await waitForLayout(page)
  })

  it('sends a visitor without a token from a protected page to /login', async () => {
    const page = await (await newContext()).newPage()
    await page.goto('/user/settings')
    await waitForPath(page, '/login')
    await page.getByRole('button', { name: text('login.submit') }).waitFor()
  })
})

describe('dead tokens', () => {
  it("sends a revoked token to /login with 'Invalid Token' and removes it", async () => {
    const who = user('ADMIN.IGEPHA')
    const { token } = await signInViaApi(env.baseURL, who.email, who.password)
    await signOutViaApi(env.baseURL, token)
    const page = await (await newContext({ token })).newPage()
    await page.goto('/user/settings')
    await waitForPath(page, '/login')
    await page.getByText('Invalid Token').waitFor()
    expect((await localStorageOf(page))['user-token']).toBeUndefined()
  })

  it('sends a token the server never issued to /login', async () => {
    const page = await (await newContext({ token: 'not-a-token-the-server-issued-0123456789' })).newPage()
    await page.goto('/user/settings')
    await waitForPath(page, '/login')
    await page.getByText('Invalid Token').waitFor()
  })

  it('leaves an open page for /login when its session is ended elsewhere, at the next lookup', async () => {
    const who = user('WRITE.NERES')
    const { token } = await signInViaApi(env.baseURL, who.email, who.password)
    const page = await (await newContext({ token })).newPage()
    await page.goto('/user/settings')
    await waitForLayout(page)
    await signOutViaApi(env.baseURL, token)
    await page.reload()
    await waitForPath(page, '/login')
  })
})

describe('logout', () => {
  it('removes exactly the token, thread_id and disclaimerAcknowledged keys and customLogo, keeps themeMode and the language, and goes to /login', async () => {
    const who = user('ROOT.DEMO')
    const { token } = await signInViaApi(env.baseURL, who.email, who.password)
    // The language the user chose is a preference like themeMode, kept per user (decision 0005).
    const kept = {
      themeMode: 'light',
      [`locale:${who.id}`]: 'en',
      'unrelated-key': 'stays',
      'thread-note': 'no id fragment',
    }
    const removed = {
      chat_thread_id_42: 't-42',
      'bpi-thread_id': 't-1',
      disclaimerAcknowledged: 'true',
      'pubmed-disclaimerAcknowledged-v2': 'true',
      customLogo: 'data:image/png;base64,iVBORw0KGgo=',
    }
    const page = await (await newContext({ token, storage: { ...kept, ...removed } })).newPage()
    await page.goto('/user/settings')
    await waitForLayout(page)
    // The app reads the language under that key: this DEMO user sees English, not the group's German.
    await page.getByRole('heading', { level: 1, name: text('page.userSettings', 'en') }).waitFor()
    await page.getByTestId('profile-button').click()
    // The browser forgets the session at once and tells the server beside it (the session machine's
    // signOutOnServer): wait for that answer before asking the server about the token.
    const signedOut = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/signout') && response.request().method() === 'POST',
    )
    await page.getByTestId('logout').click()
    await waitForPath(page, '/login')
    await page.getByRole('button', { name: text('login.submit') }).waitFor()
    expect((await signedOut).status()).toBe(204)
    const after = await localStorageOf(page)
    expect(after).toEqual(kept)
    // The server ended the session too: the old token no longer opens anything.
    const lookup = await fetch(`${env.baseURL}/api/auth/get-user`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(lookup.status).toBe(401)
  })
})
