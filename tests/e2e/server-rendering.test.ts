// The signed-in `/` rendered on the server (SERVER_RENDERING=true, decision 0075), on a server of its
// own: the document of a live session cookie is the user's own dashboard with the user's own data,
// any other request gets the plain page; in Chromium the server's page paints and the app takes over
// the very same elements (hydration, no second drawing, no error), and a browser that would draw the
// page differently (no token stored, a light theme) never shows it.
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, NARROW, WIDE } from './support/browser.ts'
import { text } from './support/messages.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './support/real-server.ts'
import { measureLoad } from './support/wire-metrics.ts'

let server: RunningServer
const people: Record<'demo' | 'bpi', { email: string; password: string; token: string }> = {
  demo: { email: 'ssr-demo@demo.e2e.test', password: 'pw-ssr-demo-long-enough', token: '' },
  bpi: { email: 'ssr-bpi@bpi.e2e.test', password: 'pw-ssr-bpi-long-enough', token: '' },
}

beforeAll(async () => {
  server = await startRealServer({ env: { SERVER_RENDERING: 'true' } })
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  await createUserViaApi(server.baseURL, root.token, {
    email: people.demo.email,
    username: 'ssr-demo',
    password: people.demo.password,
    role: 'READ',
    group: 'DEMO',
  })
  await createUserViaApi(server.baseURL, root.token, {
    email: people.bpi.email,
    username: 'ssr-bpi',
    password: people.bpi.password,
    role: 'ADMIN',
    group: 'BPI',
  })
  for (const person of Object.values(people))
    person.token = (await signInViaApi(server.baseURL, person.email, person.password)).token
})

afterAll(async () => {
  await server?.stop()
})

const fetchPage = (cookie?: string) => fetch(`${server.baseURL}/`, { headers: cookie ? { cookie } : {} })
const pageData = (html: string) => {
  const match = /<script type="application\/json" id="tessera-page-data">(.*?)<\/script>/s.exec(html)
  return match
    ? (JSON.parse(match[1]!) as { user: { email: string; group: string }; tiles: { id: string }[] })
    : null
}

describe('the document of /', () => {
  it('is the signed-in user’s own page, with their data and uncached, for a live session cookie', async () => {
    for (const [key, other] of [
      ['demo', 'bpi'],
      ['bpi', 'demo'],
    ] as const) {
      const response = await fetchPage(`tessera-session=${people[key].token}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('vary')).toMatch(/Cookie/)
      const html = await response.text()
      const data = pageData(html)
      expect(data?.user.email).toBe(people[key].email)
      expect(html).not.toContain(people[other].email)
      // The dashboard is in the markup: its heading and a section of applications.
      expect(html).toMatch(/<div id="root">.*<main[^>]*id="main-content".*<h1[^>]*>/s)
      expect(html).toContain(text('page.dashboard'))
      // The tiles are those the API gives that user.
      const api = (await (
        await fetch(`${server.baseURL}/api/tiles`, {
          headers: { authorization: `Bearer ${people[key].token}` },
        })
      ).json()) as { items: { id: string }[] }
      expect(data?.tiles.map((tile) => tile.id)).toEqual(api.items.map((tile) => tile.id))
    }
  })

  it('carries its styles in <head>, names the app’s entry without running it, and has no sign-in form', async () => {
    const html = await (await fetchPage(`tessera-session=${people.demo.token}`)).text()
    const [head, body] = html.split('</head>') as [string, string]
    // Emotion's rules as the elements its browser cache adopts: the page's classes, all in <head>.
    const names = /<style data-emotion="css ([^"]+)">/.exec(head)?.[1]?.split(' ') ?? []
    expect(names.length).toBeGreaterThan(20)
    const classes = new Set([...body.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]))
    expect(classes.size).toBeGreaterThan(20)
    for (const name of classes) expect(names).toContain(name)
    expect(body).not.toContain('<style')
    // The boot script starts the entry after the first frame (index.html); nothing runs it before.
    expect(head).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/index-[\w-]+\.js" data-entry>/,
    )
    // So is the file that takes the page over, which the entry would otherwise ask for only once it runs.
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/take-over-page-[\w-]+\.js">/)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('<template id="login-shell-markup"')
  })

  it('is compressed with brotli for a browser that also accepts zstd', async () => {
    const response = await fetch(`${server.baseURL}/`, {
      headers: {
        cookie: `tessera-session=${people.demo.token}`,
        'accept-encoding': 'gzip, deflate, br, zstd',
      },
    })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(pageData(await response.text())?.user.email).toBe(people.demo.email)
  })

  it('is sent in the encoding each browser takes, the kept page compressed once per encoding', async () => {
    const get = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        const request = http.get(
          `${server.baseURL}/`,
          {
            agent: false,
            headers: { cookie: `tessera-session=${people.demo.token}`, 'accept-encoding': acceptEncoding },
          },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            )
            response.on('error', reject)
          },
        )
        request.on('error', reject)
      })
    const plain = await get('identity')
    expect(plain.encoding).toBeUndefined()
    expect(plain.vary).toMatch(/accept-encoding/i)
    const html = plain.body.toString()
    expect(pageData(html)?.user.email).toBe(people.demo.email)
    const gzipped = await get('gzip;q=1, br;q=0')
    expect(gzipped.encoding).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(html)
    for (const attempt of [1, 2]) {
      const brotli = await get('br')
      expect(brotli.encoding, `attempt ${attempt}`).toBe('br')
      expect(brotliDecompressSync(brotli.body).toString()).toBe(html)
    }
  })

  it('is rendered again when what it shows changes, and a page kept for a session ends with the session', async () => {
    const token = await ownReader('ssr-kept')
    const cookie = `tessera-session=${token}`
    const first = await (await fetchPage(cookie)).text()
    // A second load is the same page (kept, decision 0087) ...
    expect(await (await fetchPage(cookie)).text()).toBe(first)
    expect(pageData(first)).toMatchObject({ user: { username: 'ssr-kept' } })
    // ... until the user's data changes: the page shows the new name at once.
    const renamed = await fetch(`${server.baseURL}/api/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ssr-renamed' }),
    })
    expect(renamed.status).toBe(200)
    const after = await (await fetchPage(cookie)).text()
    expect(pageData(after)).toMatchObject({ user: { username: 'ssr-renamed' } })
    // Signed out, the same cookie gets the plain page, never the kept one.
    expect(
      (
        await fetch(`${server.baseURL}/api/auth/signout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(204)
    expect(pageData(await (await fetchPage(cookie)).text())).toBeNull()
  })

  it('is the plain page without a cookie, with a token that is not live, and after sign-out', async () => {
    const signedOut = await signInViaApi(server.baseURL, people.demo.email, people.demo.password)
    const signout = await fetch(`${server.baseURL}/api/auth/signout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedOut.token}` },
    })
    expect(signout.status).toBe(204)
    expect(signout.headers.get('set-cookie')).toContain('Max-Age=0')
    for (const cookie of [
      undefined,
      `tessera-session=${'x'.repeat(43)}`,
      `tessera-session=${signedOut.token}`,
      'tessera-session=<script>',
    ]) {
      const response = await fetchPage(cookie)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const html = await response.text()
      expect(pageData(html)).toBeNull()
      expect(html).toContain('<div id="root"></div>')
    }
  })
})

async function openWithCookie(
  token: string,
  storage: Record<string, string>,
  viewport: { width: number; height: number } = WIDE,
) {
  const context = await (
    await browser()
  ).newContext({
    baseURL: server.baseURL,
    viewport,
    storageState: {
      cookies: [
        {
          name: 'tessera-session',
          value: token,
          domain: new URL(server.baseURL).hostname,
          path: '/',
          httpOnly: true,
          sameSite: 'Strict',
          secure: false,
          expires: -1,
        },
      ],
      origins: [
        {
          origin: server.baseURL,
          localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  // What the document showed before any script ran: its heading, marked so a later check can tell
  // whether the app kept that element (hydration) or drew a new one.
  await page.addInitScript(() => {
    const order = { parsed: Number.NaN, frame: Number.NaN, app: Number.NaN }
    ;(window as unknown as { order: typeof order }).order = order
    const addListener = window.addEventListener.bind(window)
    window.addEventListener = ((type: string, ...rest: [EventListener, AddEventListenerOptions?]) => {
      if (type === 'vite:preloadError') order.app = performance.now()
      addListener(type, ...rest)
    }) as typeof window.addEventListener
    document.addEventListener('DOMContentLoaded', () => {
      order.parsed = performance.now()
      requestAnimationFrame(() => (order.frame = performance.now()))
      const heading = document.querySelector('#main-content h1') as
        (HTMLElement & { fromServer?: boolean }) | null
      if (heading) heading.fromServer = true
      const root = document.getElementById('root')
      ;(window as unknown as { firstView: unknown }).firstView = {
        heading: heading?.textContent ?? null,
        rootShown: root ? getComputedStyle(root).display !== 'none' : false,
      }
    })
  })
  return { page, problems, close: () => context.close() }
}

/** A READ user of DEMO made for one test (whose sign-out or new name must not touch the others), signed in: the token. */
async function ownReader(username: string): Promise<string> {
  const who = { email: `${username}@demo.e2e.test`, password: `pw-${username}-long-enough` }
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  await createUserViaApi(server.baseURL, root.token, { ...who, username, role: 'READ', group: 'DEMO' })
  return (await signInViaApi(server.baseURL, who.email, who.password)).token
}

/** Holds back the file that takes the page over, so the page stays the server's alone; returns what lets it through. */
async function holdTakeOver(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/take-over-page-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

const firstView = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { firstView: { heading: string | null; rootShown: boolean } }).firstView,
  )
const headingFromServer = (page: Page) =>
  page.evaluate(
    () =>
      (document.querySelector('#main-content h1') as (HTMLElement & { fromServer?: boolean }) | null)
        ?.fromServer === true,
  )

describe('the server’s page in the browser', () => {
  it('shows the dashboard before the app runs, and the app takes over those elements without an error', async () => {
    const { page, problems, close } = await openWithCookie(people.bpi.token, {
      'user-token': people.bpi.token,
    })
    try {
      await page.goto('/')
      expect(await firstView(page)).toEqual({ heading: text('page.dashboard'), rootShown: true })
      // Drawn before the app ran: the app's entry (main.tsx, known by the listener it adds first) ran
      // after the page's first frame, not before the document was parsed as a module script would.
      // That frame (and so the entry) may come after the load event page.goto waits for.
      await page.waitForFunction(
        () => !Number.isNaN((window as unknown as { order: { app: number } }).order.app),
      )
      const order = await page.evaluate(
        () => (window as unknown as { order: { parsed: number; frame: number; app: number } }).order,
      )
      expect(order.frame).toBeGreaterThan(order.parsed)
      expect(order.app).toBeGreaterThan(order.frame)
      // Taken over: the search filters the cards (React answers), on the server's own elements.
      const cards = page.locator('#main-content h3')
      await expect.poll(() => cards.count()).toBeGreaterThan(3)
      // The assistants' cards come after the first paint (decision 0089): counted once they are there.
      await expect.poll(() => page.locator('#main-content [aria-busy="true"]').count()).toBe(0)
      const all = await cards.count()
      const search = page.getByRole('searchbox', { name: text('dashboard.search') })
      // Taken over once React has adopted the field (its props on the element).
      await expect
        .poll(() =>
          search.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
        )
        .toBe(true)
      // The app's mark of the page answering input (bench:web reads it): set once, by the take-over.
      const marks = await page.evaluate(() =>
        performance.getEntriesByName('tessera:interactive').map((entry) => entry.startTime),
      )
      expect(marks).toHaveLength(1)
      expect(marks[0]).toBeGreaterThan(order.app)
      await search.fill('zzz-matches-nothing')
      await expect.poll(() => cards.count()).toBe(0)
      await search.fill('')
      await expect.poll(() => cards.count()).toBe(all)
      expect(await headingFromServer(page)).toBe(true)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it('keeps a search typed before the app took the page over', async () => {
    const { page, problems, close } = await openWithCookie(people.bpi.token, {
      'user-token': people.bpi.token,
    })
    try {
      // The file that takes the page over arrives late: the search is typed into the server's page.
      const release = await holdTakeOver(page)
      await page.goto('/')
      const search = page.getByRole('searchbox', { name: text('dashboard.search') })
      await search.fill('zzz-matches-nothing')
      const cards = page.locator('#main-content h3')
      expect(await cards.count()).toBeGreaterThan(3)
      release()
      await expect.poll(() => cards.count()).toBe(0)
      expect(await search.inputValue()).toBe('zzz-matches-nothing')
      expect(await headingFromServer(page)).toBe(true)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it('opens a tile clicked before the app took the page over, once it has', async () => {
    const { page, problems, close } = await openWithCookie(people.bpi.token, {
      'user-token': people.bpi.token,
    })
    try {
      const release = await holdTakeOver(page)
      await page.goto('/')
      const tile = page.locator('#main-content button.tsr-tile__action').first()
      const title = await tile.getAttribute('aria-label')
      expect(title).toBeTruthy()
      await tile.click()
      const dialog = page.getByRole('dialog', { name: title! })
      // Nothing handles the click yet (and the browser did nothing of its own with it).
      expect(
        await tile.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      ).toBe(false)
      expect(await dialog.count()).toBe(0)
      expect(new URL(page.url()).pathname).toBe('/')
      release()
      await dialog.waitFor()
      expect(await headingFromServer(page)).toBe(true)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it('comes in at most 200 KB on the wire with at most 15 requests before the largest paint (issue 14)', async () => {
    const { page, close } = await openWithCookie(people.demo.token, { 'user-token': people.demo.token })
    try {
      await page.close()
      const load = await measureLoad(
        page.context(),
        server.baseURL,
        { label: '/', url: '/', path: '/', ready: '#main-content h1' },
        1,
      )
      // The server's page itself, then the app that takes it over.
      expect(load.requests[0]!.url).toBe('/')
      expect(load.requests.some((request) => /^\/assets\/take-over-page-[\w-]+\.js$/.test(request.url))).toBe(
        true,
      )
      expect(load.requestsBeforeLcp).toBeGreaterThan(3)
      expect(load.requestsBeforeLcp).toBeLessThanOrEqual(15)
      // 210.1 KB (ROOT of PARENT in bench:web) before the session machine (XState) stayed off a page
      // the server rendered until something is sent to the session (decision 0079): 197.7 after.
      expect(load.bytes / 1024).toBeGreaterThan(100)
      expect(load.bytes / 1024).toBeLessThanOrEqual(200)
    } finally {
      await close()
    }
  })

  it('loads the session machine only when the user signs out, and then signs out as everywhere else', async () => {
    const token = await ownReader('ssr-signout')
    const { page, problems, close } = await openWithCookie(token, { 'user-token': token })
    try {
      const asked: string[] = []
      page.on('request', (request) => asked.push(new URL(request.url()).pathname))
      const machineAsked = () => asked.filter((path) => /^\/assets\/session-[\w-]+\.js$/.test(path)).length
      await page.goto('/')
      const search = page.getByRole('searchbox', { name: text('dashboard.search') })
      await expect
        .poll(() =>
          search.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
        )
        .toBe(true)
      await page.waitForLoadState('networkidle')
      // Taken over and signed in without XState's file and without asking the API who the user is:
      // the page is the server's answer (decision 0079).
      expect(machineAsked()).toBe(0)
      expect(asked).not.toContain('/api/auth/get-user')
      expect(await page.getByTestId('profile-button').textContent()).toContain('ssr-signout')
      await page.getByTestId('profile-button').click()
      const signedOut = page.waitForResponse(
        (response) => response.url().endsWith('/api/auth/signout') && response.request().method() === 'POST',
      )
      await page.getByTestId('logout').click()
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByRole('button', { name: text('login.submit') }).waitFor()
      expect((await signedOut).status()).toBe(204)
      expect(machineAsked()).toBe(1)
      // The machine's own lookup took the page's answer: still no get-user request.
      expect(asked).not.toContain('/api/auth/get-user')
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull()
      const lookup = await fetch(`${server.baseURL}/api/auth/get-user`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(lookup.status).toBe(401)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it('saves a new username from the app the server’s page became, and shows it (the machine looks the user up again)', async () => {
    const token = await ownReader('ssr-rename')
    const { page, problems, close } = await openWithCookie(token, { 'user-token': token })
    try {
      await page.goto('/')
      expect(await headingFromServer(page)).toBe(true)
      // Within the app, without a new document: the session is still the page's. Once the app has
      // taken the button over (a click before that is held and repeated: another test's concern).
      const profileButton = page.getByTestId('profile-button')
      await expect
        .poll(() =>
          profileButton.evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps')),
          ),
        )
        .toBe(true)
      await profileButton.click()
      const popover = page.getByTestId('profile-popover')
      await popover.getByRole('tab', { name: text('layout.settingsTab') }).click()
      await popover.getByRole('link', { name: text('layout.languageAndAccount') }).click()
      await page.waitForURL((url) => url.pathname === '/user/settings')
      const profile = page.getByRole('region', { name: text('settings.profile') })
      await profile.getByLabel(text('settings.username')).fill('Dr. Renate Umbenannt')
      await profile.getByRole('button', { name: text('settings.save') }).click()
      await page.getByText(text('settings.saved')).waitFor()
      await page.waitForFunction(() =>
        document
          .querySelector('[data-testid="profile-button"]')
          ?.textContent?.includes('Dr. Renate Umbenannt'),
      )
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it('never shows the page where no token is stored, and lands on /login', async () => {
    const { page, problems, close } = await openWithCookie(people.demo.token, {})
    try {
      await page.goto('/')
      expect(await firstView(page)).toEqual({ heading: text('page.dashboard'), rootShown: false })
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByRole('button', { name: text('login.submit') }).waitFor()
      expect(await page.locator('#main-content').count()).toBe(0)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it.each([
    // Light, not the dark page the server drew (#0f1420).
    [
      'who chose the light theme',
      { themeMode: 'light' },
      WIDE,
      async (page: Page) =>
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
          'rgb(15, 20, 32)',
        ),
    ],
    // The narrow layout: the drawer is not docked beside the page.
    [
      'on a screen narrower than the server’s wide layout',
      {},
      NARROW,
      async (page: Page) => expect(await page.getByTestId('app-drawer').count()).toBe(0),
    ],
  ] as const)(
    'draws the page afresh, never showing the server’s, for a user %s',
    async (_case, storage, viewport, drawnAsThisBrowser) => {
      const { page, problems, close } = await openWithCookie(
        people.demo.token,
        { 'user-token': people.demo.token, ...storage },
        viewport,
      )
      try {
        await page.goto('/')
        expect((await firstView(page)).rootShown).toBe(false)
        await page.locator('#main-content h1').waitFor()
        expect(await headingFromServer(page)).toBe(false)
        expect(await page.evaluate(() => document.documentElement.dataset.stale)).toBeUndefined()
        await drawnAsThisBrowser(page)
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    },
  )
})
