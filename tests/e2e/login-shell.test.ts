// The sign-in form prerendered into index.html (src/client/lib/session/login-shell.ts, decision 0006):
// it paints before the app's scripts run, and the app takes it over without losing anything.
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { product } from '../../src/generated/tenants.gen.ts'
import { newContext, pathname, user, waitForLayout, waitForPath } from './support/browser.ts'
import { text } from './support/messages.ts'

/** Holds every script of the app until `release` is called: what a visitor on a slow line sees first. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await released
    await route.continue()
  })
  return { release }
}

const shell = (page: Page) => page.locator('#login-shell')

/** The boxes of the form's parts, to compare the shell with the app's own form. */
async function formBoxes(page: Page) {
  const boxes: Record<string, unknown> = {}
  for (const [name, locator] of Object.entries({
    logo: page.getByRole('img', { name: 'Tessera' }),
    title: page.getByRole('heading', { level: 1, name: text('login.title') }),
    email: page.getByLabel(text('login.email')),
    password: page.getByLabel(text('login.password'), { exact: true }),
    toggle: page.getByRole('button', { name: text('login.showPassword') }),
    submit: page.getByRole('button', { name: text('login.submit') }),
  })) {
    boxes[name] = await locator.boundingBox()
  }
  return boxes
}

describe('the sign-in shell', () => {
  it('paints the form before the scripts run, then the app takes over what was typed and an early Enter', async () => {
    const who = user('WRITE.BPI')
    const page = await (await newContext()).newPage()
    const { release } = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await shell(page).getByRole('button', { name: text('login.submit') }).waitFor()
    expect(await page.locator('#root').innerHTML()).toBe('')
    // The e-mail field has the focus, as on the app's own form.
    await page.keyboard.type(who.email)
    await page.getByLabel(text('login.password'), { exact: true }).fill(who.password)
    await page.getByLabel(text('login.password'), { exact: true }).press('Enter')
    // Nothing was sent: the shell has no script behind it, it only remembers the Enter.
    expect(pathname(page)).toBe('/login')
    expect(page.url()).not.toContain(encodeURIComponent(who.password))
    release()
    await waitForPath(page, '/')
    await waitForLayout(page)
    await expect.poll(() => shell(page).count(), { timeout: 15_000 }).toBe(0)
  })

  it('keeps typed text and the focused field when the app takes over, and then works as the app', async () => {
    const page = await (await newContext()).newPage()
    const { release } = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await shell(page).getByLabel(text('login.email')).fill('someone@example.org')
    await shell(page).getByLabel(text('login.password'), { exact: true }).fill('half-typed')
    release()
    await expect.poll(() => shell(page).count(), { timeout: 15_000 }).toBe(0)
    const password = page.getByLabel(text('login.password'), { exact: true })
    expect(await page.getByLabel(text('login.email')).inputValue()).toBe('someone@example.org')
    expect(await password.inputValue()).toBe('half-typed')
    expect(await password.evaluate((element) => element === document.activeElement)).toBe(true)
    // The app's own form now: the eye button shows the password.
    await page.getByRole('button', { name: text('login.showPassword') }).click()
    expect(await password.getAttribute('type')).toBe('text')
  })

  it('looks exactly like the app’s form (same texts, same boxes)', async () => {
    const page = await (await newContext()).newPage()
    const { release } = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await shell(page).getByRole('button', { name: text('login.submit') }).waitFor()
    await page.evaluate(() => document.fonts.ready)
    const before = await formBoxes(page)
    release()
    await expect.poll(() => shell(page).count(), { timeout: 15_000 }).toBe(0)
    await page.evaluate(() => document.fonts.ready)
    expect(await formBoxes(page)).toEqual(before)
    expect(Object.values(before).every((box) => box !== null)).toBe(true)
  })

  it.each([
    ['with a stored token on /login', '/login', true],
    ['on any other path', '/user/settings', false],
  ])('is not in the page %s, and nothing of it is fetched', async (_label, path, withToken) => {
    const page = await (await newContext(withToken ? { token: user('READ.DEMO').token } : {})).newPage()
    // The shell's logo (the product's default; READ.DEMO's group has a logo of its own).
    const shellLogoRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === product.defaultLogo) shellLogoRequests.push(request.url())
    })
    const { release } = await holdScripts(page)
    await page.goto(path, { waitUntil: 'commit' })
    await page.locator('#root').waitFor({ state: 'attached' })
    expect(await shell(page).count()).toBe(0)
    // The parser would have asked for it when it met the markup; give the request's event time to come.
    await page.waitForTimeout(300)
    expect(shellLogoRequests).toEqual([])
    release()
  })

  it('runs under the server’s Content-Security-Policy, allowed by hash, and applies a stored light theme before the scripts', async () => {
    const page = await (await newContext({ storage: { themeMode: 'light' } })).newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const { release } = await holdScripts(page)
    const response = await page.goto('/login', { waitUntil: 'commit' })
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    await shell(page).getByRole('button', { name: text('login.submit') }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    release()
    await expect.poll(() => shell(page).count(), { timeout: 15_000 }).toBe(0)
    expect(violations).toEqual([])
  })
})
