// The test side: one connection per test file to the shared Chromium, contexts signed in by
// putting an API token into localStorage (no typing), and small waits on what the user sees.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeEach, inject } from 'vitest'
import type { E2eEnv, E2eUser } from './e2e-env.ts'
import { text } from './messages.ts'
import { createUserViaApi, signInViaApi } from './real-server.ts'

export const env: E2eEnv = inject('e2e')
export const WIDE = { width: 1440, height: 900 } as const
export const NARROW = { width: 1000, height: 800 } as const

let connection: Promise<Browser> | undefined
const contexts = new Set<BrowserContext>()

/** The shared browser; the connection (and every context opened through here) closes after the file. */
export function browser(): Promise<Browser> {
  connection ??= chromium.connect(env.wsEndpoint)
  return connection
}

// A failed test prints what each of its open pages showed (the accessibility tree, as a user of a
// screen reader would meet it): a flaky wait in CI can then be read from the log alone.
beforeEach(async ({ onTestFailed }) => {
  const openContexts = async () => (connection ? (await connection).contexts() : [])
  const before = new Set(await openContexts())
  onTestFailed(async () => {
    // The pages this test opened, or all that are open if it opened none (a file's shared page).
    const all = await openContexts()
    const opened = all.filter((context) => !before.has(context))
    for (const context of opened.length > 0 ? opened : all) {
      for (const page of context.pages()) {
        // The page's content and any open dialog (the menu and top bar would only repeat).
        const parts = page.locator('#main-content, [role="dialog"], [role="alertdialog"]')
        const count = await parts.count().catch(() => 0)
        const seen = (
          await Promise.all(
            (count > 0 ? Array.from({ length: count }, (_, n) => parts.nth(n)) : [page.locator('body')]).map((part) =>
              part.ariaSnapshot({ timeout: 5_000 }).catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`),
            ),
          )
        ).join('\n')
        console.error(`--- ${page.url()} when the test failed ---\n${seen.slice(0, 8_000)}`)
      }
    }
  })
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  contexts.clear()
  if (connection) await (await connection).close()
  connection = undefined
})

export function user(key: string): E2eUser {
  const found = env.users[key]
  if (!found) throw new Error(`no e2e user ${key}; known: ${Object.keys(env.users).join(', ')}`)
  return found
}

export interface ContextOptions {
  readonly token?: string
  readonly storage?: Readonly<Record<string, string>>
  readonly viewport?: { width: number; height: number }
}

/** A fresh context (own localStorage) with the given token and keys stored before the app loads. */
export async function newContext(options: ContextOptions = {}): Promise<BrowserContext> {
  const localStorage = Object.entries({ ...(options.token ? { 'user-token': options.token } : {}), ...options.storage }).map(([name, value]) => ({ name, value }))
  const context = await (await browser()).newContext({
    baseURL: env.baseURL,
    viewport: options.viewport ?? WIDE,
    storageState: { cookies: [], origins: [{ origin: env.baseURL, localStorage }] },
  })
  contexts.add(context)
  context.on('close', () => contexts.delete(context))
  return context
}

/** A page of a new context, signed in as `who` (a shared token unless `fresh` asks for its own session). */
export async function openAs(who: E2eUser, path: string, options: Omit<ContextOptions, 'token'> & { fresh?: boolean } = {}): Promise<Page> {
  const token = options.fresh ? (await signInViaApi(env.baseURL, who.email, who.password)).token : who.token
  const context = await newContext({ ...options, token })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

/** Waits until the signed-in layout is drawn (top bar present, no progress bar). */
export async function waitForLayout(page: Page): Promise<void> {
  await page.getByTestId('app-top-bar').waitFor()
  await page.getByTestId('app-progress').waitFor({ state: 'detached' })
}

/**
 * Resolves once the element is whole on screen: not cut off by an ancestor either. Inside a panel
 * that is still opening (MUI's Collapse clips its content while it grows) an element counts as
 * visible for Playwright, which then scrolls the clipping box to reach it; as the box grows that
 * scroll is undone and the press lands beside the element (tile history failed so in CI). Wait for
 * this before clicking into a panel just opened.
 */
export async function untilWhollyShown(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.intersectionRatio >= 1)) return
            observer.disconnect()
            resolve()
          },
          { threshold: 1 },
        )
        observer.observe(element)
      }),
  )
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname
}

/** Resolves once the location's pathname is `expected` (the app navigates on its own). */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === expected)
}

export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(window.localStorage).map((key) => [key, window.localStorage.getItem(key) ?? ''])))
}

let throwaways = 0

/**
 * A user of its own for a test that changes what other tests rely on (username, password),
 * created through the API by the setup's ROOT, with a session of its own.
 */
export async function throwawayUser(group: string, role = 'READ'): Promise<E2eUser> {
  throwaways += 1
  const name = `throwaway-${throwaways}-${Date.now().toString(36)}`
  const planned = { email: `${name}@${group.toLowerCase()}.e2e.test`, username: name, password: `pw-${name}-long-enough`, role, group }
  const { id } = await createUserViaApi(env.baseURL, env.root.token, planned)
  const session = await signInViaApi(env.baseURL, planned.email, planned.password)
  return { ...planned, id, token: session.token, features: session.features }
}

/** Signs in on /login as a visitor would, by typing; resolves on the dashboard. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel(text('login.email')).fill(email)
  await page.getByLabel(text('login.password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: text('login.submit') }).click()
  await waitForPath(page, '/')
  await waitForLayout(page)
}
