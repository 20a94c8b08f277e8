// Menu entries and route access of a real user of every group and level (and a few with the
// expertMode feature), in Chromium against the real server, compared with the manifest's matrix.
import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { env, newContext, waitForLayout } from './support/browser.ts'
import { expectedMenu, routeCases } from './support/expectations.ts'
import { localeOf, type Locale } from './support/messages.ts'

/** Opens every collapse of the side menu, then reads group subheaders and leaves as the user sees them. */
async function readMenu(page: Page): Promise<{ groups: string[]; items: string[] }> {
  const nav = page.getByTestId('app-drawer').locator('nav')
  await nav.waitFor()
  for (;;) {
    const closed = nav.locator('[aria-expanded="false"]')
    if ((await closed.count()) === 0) break
    await closed.first().click()
  }
  return nav.evaluate((root) => {
    const groups = [...root.querySelectorAll('.MuiListSubheader-root')].map((el) => el.textContent?.trim() ?? '')
    const leaves = [...root.querySelectorAll('a, [role="button"]:not([aria-expanded])')]
    const items = leaves.map((leaf) => {
      const title = leaf.querySelector('.MuiListItemText-primary')?.textContent?.trim() ?? leaf.textContent?.trim() ?? ''
      const href = leaf.getAttribute('href')
      return href ? `${title} -> ${new URL(href, window.location.href).pathname}` : `${title} (disabled)`
    })
    return { groups, items }
  })
}

interface Landing {
  readonly pathname: string
  readonly routeId: string | undefined
  readonly heading: string
  /** The product's 404 page is shown (a record in the path does not exist). */
  readonly notFound: boolean
}

/**
 * Navigates inside the app (the router TanStack Router puts on window) and waits until every
 * guard and redirect has settled; returns where the user ended up.
 */
async function visit(page: Page, path: string): Promise<Landing> {
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __TSR_ROUTER__: { navigate(options: { to: string }): Promise<void> } }).__TSR_ROUTER__
    await router.navigate({ to })
  }, path)
  await page.waitForFunction(() => {
    type State = { status: string; isLoading: boolean; location: { href: string }; resolvedLocation?: { href: string } }
    const state = (window as unknown as { __TSR_ROUTER__: { state: State } }).__TSR_ROUTER__.state
    return state.status === 'idle' && !state.isLoading && state.resolvedLocation?.href === state.location.href && !document.querySelector('[data-testid="app-progress"]')
  })
  const heading = page.locator('#main-content h1, main.tsr-page h1').first()
  await heading.waitFor()
  return page.evaluate(() => {
    type Match = { staticData?: { routeId?: string } }
    const state = (window as unknown as { __TSR_ROUTER__: { state: { location: { pathname: string }; matches: Match[] } } }).__TSR_ROUTER__.state
    const routeId = [...state.matches].reverse().find((match) => match.staticData?.routeId)?.staticData?.routeId
    const notFound = document.querySelector('main.tsr-page h1') !== null
    return { pathname: state.location.pathname, routeId, notFound, heading: document.querySelector('#main-content h1')?.textContent?.trim() ?? '' }
  })
}

const userKeys = Object.keys(env.users)

// Users run three at a time, each in its own context: the server and Chromium share two cores,
// and one user's page waits on the network most of the time (6.4 minutes one after another in CI).
describe('every group and level', () => {
  it.concurrent.for(userKeys)('%s sees exactly the menu entries the manifest grants and opens exactly the routes it allows', { timeout: 240_000 }, async (key, { expect }) => {
    const who = env.users[key]!
    const locale: Locale = localeOf(who.group)
    const page = await (await newContext({ token: who.token })).newPage()
    await page.goto('/user/settings')
    await waitForLayout(page)

    expect(await readMenu(page)).toEqual(expectedMenu(who, locale))

    const outcomes: Record<string, string> = {}
    const expected: Record<string, string> = {}
    for (const route of routeCases(who)) {
      const landing = await visit(page, route.path)
      const opened = landing.pathname === route.path && (landing.routeId === route.id || (route.recordMayBeMissing && landing.notFound))
      outcomes[route.id] = opened ? 'opens' : `sent to ${landing.pathname}`
      // A refused route goes to /login, which sends a signed-in user on to the dashboard.
      expected[route.id] = route.allowed ? 'opens' : 'sent to /'
    }
    expect(outcomes).toEqual(expected)
    await page.context().close()
  })
})
