// axe-core on the login, dashboard, settings and admin pages (no serious or critical violation),
// and the menu, the profile popover and the forms used from the keyboard alone.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { env, newContext, openAs, pathname, user, waitForLayout, waitForPath } from './support/browser.ts'
import { format, text } from './support/messages.ts'

/** Serious and critical violations, each with its elements and axe's summary so a failure says where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`).join(' | ')}`)
}

async function settle(page: Page): Promise<void> {
  await waitForLayout(page)
  await page.locator('#main-content h1').first().waitFor()
  // Lists fetch their rows after the page is drawn.
  await page.locator('#main-content .MuiLinearProgress-root, #main-content .MuiCircularProgress-root').first().waitFor({ state: 'detached' })
}

describe('axe-core finds no serious or critical violation', () => {
  it.each(['dark', 'light'])('on /login (%s)', async (themeMode) => {
    const page = await (await newContext({ storage: { themeMode } })).newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: text('login.submit') }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it.each([
    ['ROOT.PARENT', '/', 'dark'],
    ['ROOT.PARENT', '/', 'light'],
    ['READ.NERES', '/', 'dark'],
    ['WRITE.DEMO', '/user/settings', 'dark'],
    ['WRITE.DEMO', '/user/settings', 'light'],
    ['ADMIN.PARENT', '/user/logo-settings', 'dark'],
    ['ROOT.PARENT', '/admin/user-registration', 'dark'],
    ['ROOT.PARENT', '/admin/users', 'dark'],
    ['ROOT.PARENT', '/admin/users', 'light'],
    ['ADMIN.DEMO', '/admin/client-user-registration', 'dark'],
    ['ADMIN.DEMO', '/admin/client-users', 'dark'],
    ['ADMIN.IGEPHA', '/admin/audit-log', 'dark'],
  ])('for %s on %s (%s)', async (key, path, themeMode) => {
    // The dashboard is reached through /login, which sends a signed-in user there.
    const page = await openAs(user(key), path === '/' ? '/login' : path, { storage: { themeMode } })
    await waitForPath(page, path)
    await settle(page)
    expect(await seriousViolations(page)).toEqual([])
  })
})

// The dashboard's load failure is drawn without MUI's Alert (decision 0069): announced as an alert,
// its retry reachable, no violation in either theme, and the retry loads the tiles once they answer.
describe('the dashboard when its tiles cannot load', () => {
  it.each(['dark', 'light'])('says so as an alert with a retry that works (%s)', async (themeMode) => {
    const context = await newContext({ token: user('ROOT.PARENT').token, storage: { themeMode } })
    await context.route('**/api/tiles', (route) => route.abort('internetdisconnected'))
    const page = await context.newPage()
    await page.goto('/')
    const alert = page.getByTestId('main-content').getByRole('alert')
    const retry = alert.getByRole('button', { name: text('tiles.retry') })
    await retry.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.unroute('**/api/tiles')
    await retry.click()
    await alert.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: text('tiles.section') }).getByRole('heading', { level: 3 }).first().waitFor()
  })
})

/** Presses Tab until `predicate` holds for the focused element; fails after `limit` presses. */
async function tabTo(page: Page, description: string, predicate: (element: Element) => boolean, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(`(${predicate.toString()})(document.activeElement)`)) return
  }
  throw new Error(`${description} was not reached with ${limit} presses of Tab`)
}

describe('the keyboard alone', () => {
  it('signs in: the e-mail field has the focus, Tab reaches the password, Enter submits', async () => {
    const who = user('READ.ALEXION')
    const page = await (await newContext()).newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: text('login.submit') }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    await page.keyboard.type(who.email)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password')
    await page.keyboard.type(who.password)
    await page.keyboard.press('Enter')
    await waitForPath(page, '/')
    await waitForLayout(page)
  })

  it('opens a menu collapse and follows menu links', async () => {
    const page = await openAs(user('ROOT.PARENT'), '/user/settings')
    await waitForLayout(page)
    const usersTitle = text('page.users')
    await tabTo(page, `the menu link ${usersTitle}`, (element) => element.getAttribute('href') === '/admin/users' && element.closest('nav') !== null)
    await page.keyboard.press('Enter')
    await waitForPath(page, '/admin/users')
    await page.getByRole('heading', { level: 1, name: usersTitle }).waitFor()

    // A closed collapse opens with Enter and its first entry is next in the tab order.
    const controls = await page.getByTestId('app-drawer').locator('nav [aria-expanded="false"]').first().getAttribute('aria-controls')
    const collapse = page.locator(`nav [aria-controls="${controls}"]`)
    await collapse.focus()
    await page.keyboard.press('Enter')
    expect(await collapse.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    const focusedInside = await page.evaluate((id) => Boolean(id && document.getElementById(id)?.contains(document.activeElement)), controls)
    expect(focusedInside).toBe(true)
    const target = await page.evaluate(() => document.activeElement?.getAttribute('href'))
    await page.keyboard.press('Enter')
    await waitForPath(page, target!)
  })

  it('opens the profile popover, moves into it and closes it with Escape back on its button', async () => {
    const page = await openAs(user('WRITE.PARENT'), '/user/settings')
    await waitForLayout(page)
    await tabTo(page, 'the profile button', (element) => element.getAttribute('data-testid') === 'profile-button')
    await page.keyboard.press('Enter')
    await page.getByTestId('profile-popover').waitFor()
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-popover"]')?.contains(document.activeElement))
    await page.keyboard.press('Escape')
    await page.getByTestId('profile-popover').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('profile-button')
  })

  it('fills and submits the client user registration form', async () => {
    const page = await openAs(user('ADMIN.DEMO'), '/admin/client-user-registration')
    await waitForLayout(page)
    const email = 'keyboard-made@demo.e2e.test'
    await tabTo(page, 'the e-mail field', (element) => element.getAttribute('name') === 'email')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('keyboard-made')
    await page.keyboard.press('Tab')
    await page.keyboard.type('typed-without-a-mouse')
    // Role: open the list, take the entry above the default (WRITE above READ).
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await tabTo(page, 'the expertMode checkbox', (element) => element.getAttribute('name') === 'feature-expertMode')
    await page.keyboard.press('Space')
    await tabTo(page, 'the submit button', (element) => element.getAttribute('type') === 'submit')
    await page.keyboard.press('Enter')
    await page.getByText(format('admin.userCreated', { email })).waitFor()
    const response = await fetch(`${env.baseURL}/api/users?search=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${env.root.token}` } })
    const { items } = (await response.json()) as { items: Array<{ role: string; group: string; features: string[] }> }
    expect(items).toEqual([expect.objectContaining({ role: 'WRITE', group: 'DEMO', features: ['expertMode'] })])
    expect(pathname(page)).toBe('/admin/client-user-registration')
  })
})
