// npm run screenshots: the login page, the dashboard in dark and light mode, a French (NERES) page
// and an admin page at 1440px width, taken in headless Debian Chromium from the real server (fresh
// embedded database, users created through the API), written to docs/screenshots/.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/e2e-env.ts'
import { createUserViaApi, ensureClientBuilt, rootDir, signInViaApi, startRealServer } from '../tests/e2e/support/real-server.ts'

const outDir = join(rootDir, 'docs/screenshots')
const VIEWPORT = { width: 1440, height: 900 }

/** People to sign in as, and a few more so the admin list has rows to show. */
const PEOPLE = [
  { email: 'anna.berger@demo.example', username: 'Anna Berger', role: 'ADMIN', group: 'DEMO', features: ['expertMode'] },
  { email: 'camille.martin@neres.example', username: 'Camille Martin', role: 'ADMIN', group: 'NERES', features: [] },
  { email: 'jonas.keller@bpi.example', username: 'Jonas Keller', role: 'WRITE', group: 'BPI', features: [] },
  { email: 'lena.huber@igepha.example', username: 'Lena Huber', role: 'READ', group: 'IGEPHA', features: [] },
  { email: 'paul.wagner@demo.example', username: 'Paul Wagner', role: 'READ', group: 'DEMO', features: [] },
  { email: 'sophie.richter@tessera.example', username: 'Sophie Richter', role: 'ADMIN', group: 'PARENT', features: [] },
  { email: 'louis.bernard@neres.example', username: 'Louis Bernard', role: 'WRITE', group: 'NERES', features: ['expertMode'] },
] as const

interface Shot {
  readonly file: string
  readonly path: string
  readonly token?: string
  readonly themeMode?: 'dark' | 'light'
  /** Waited for before the picture is taken. */
  readonly ready: string
}

async function take(browser: Browser, baseURL: string, shot: Shot): Promise<void> {
  const localStorage = [
    ...(shot.token ? [{ name: 'user-token', value: shot.token }] : []),
    ...(shot.themeMode ? [{ name: 'themeMode', value: shot.themeMode }] : []),
  ]
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, deviceScaleFactor: 1, storageState: { cookies: [], origins: [{ origin: baseURL, localStorage }] } })
  try {
    const page = await context.newPage()
    await page.goto(shot.path)
    await page.locator(shot.ready).first().waitFor()
    await settle(page)
    await page.screenshot({ path: join(outDir, shot.file) })
    console.log(`docs/screenshots/${shot.file}`)
  } finally {
    await context.close()
  }
}

/** No progress bars, fonts and images loaded, transitions over. */
async function settle(page: Page): Promise<void> {
  await page.locator('[data-testid="app-progress"], .MuiLinearProgress-root').first().waitFor({ state: 'detached' })
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all([...document.images].map((image) => (image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })))))
  })
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))))
}

async function main() {
  ensureClientBuilt({ log: console.log })
  mkdirSync(outDir, { recursive: true })
  const server = await startRealServer()
  let browser: Browser | undefined
  try {
    const { baseURL } = server
    const root = await signInViaApi(baseURL, server.root.email, server.root.password)
    const password = 'screenshot-password-1'
    for (const person of PEOPLE) await createUserViaApi(baseURL, root.token, { ...person, password })
    const demo = await signInViaApi(baseURL, PEOPLE[0].email, password)
    const neres = await signInViaApi(baseURL, PEOPLE[1].email, password)
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
    const shots: Shot[] = [
      { file: 'login.png', path: '/login', ready: 'button[type="submit"]' },
      { file: 'dashboard-dark.png', path: '/', token: demo.token, themeMode: 'dark', ready: '#main-content h1' },
      { file: 'dashboard-light.png', path: '/', token: demo.token, themeMode: 'light', ready: '#main-content h1' },
      { file: 'neres-dashboard-fr.png', path: '/', token: neres.token, themeMode: 'dark', ready: '#main-content h1' },
      { file: 'admin-users.png', path: '/admin/users', token: root.token, themeMode: 'dark', ready: '#main-content table tbody tr' },
    ]
    for (const shot of shots) await take(browser, baseURL, shot)
  } finally {
    await browser?.close()
    await server.stop()
  }
}

await main()
