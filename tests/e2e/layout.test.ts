// Layout, branding, languages, theme and the 404 and error pages (spec sections 1, 2, 8 and 9).
import { describe, expect, it } from 'vitest'
import { product, tenants } from '../../src/generated/tenants.gen.ts'
import { groups } from '../../src/generated/access.gen.ts'
import {
  NARROW,
  localStorageOf,
  newContext,
  openAs,
  pathname,
  user,
  waitForLayout,
  waitForPath,
  WIDE,
} from './support/browser.ts'
import { localeOf, text } from './support/messages.ts'

describe('drawer and top bar', () => {
  it('keeps a permanent 260px drawer at 1440px, the top bar and content taking the rest', async () => {
    const page = await openAs(user('ADMIN.PARENT'), '/user/settings', { viewport: WIDE })
    await waitForLayout(page)
    const drawer = page.getByTestId('app-drawer')
    expect(await drawer.getAttribute('data-variant')).toBe('permanent')
    const box = (await drawer.boundingBox())!
    expect(box).toMatchObject({ x: 0, width: 260 })
    const clientWidth = await page.evaluate(() => document.documentElement.clientWidth)
    const main = (await page.getByTestId('main-content').boundingBox())!
    expect(main.x).toBe(260)
    expect(main.width).toBe(clientWidth - 260)
    const bar = (await page.getByTestId('app-top-bar').boundingBox())!
    expect(bar.x).toBe(260)
    expect(bar.width).toBe(clientWidth - 260)
    // Subheaders show while the drawer is open.
    expect(await drawer.locator('.MuiListSubheader-root').count()).toBeGreaterThan(0)
  })

  it('uses a temporary drawer at 1000px that the toggle opens and Escape closes, and puts the profile in the more menu', async () => {
    const page = await openAs(user('ADMIN.PARENT'), '/user/settings', { viewport: NARROW })
    await waitForLayout(page)
    const drawer = page.getByTestId('app-drawer')
    expect(await drawer.getAttribute('data-variant')).toBe('temporary')
    expect(await drawer.isVisible()).toBe(false)
    const main = (await page.getByTestId('main-content').boundingBox())!
    expect(main.x).toBe(0)
    await page.getByTestId('drawer-toggle').click()
    await drawer.waitFor({ state: 'visible' })
    await page.waitForFunction(
      () => document.querySelector('[data-testid="app-drawer"]')?.getBoundingClientRect().x === 0,
    )
    expect((await drawer.boundingBox())!.width).toBe(260)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await page.getByTestId('profile-button').count()).toBe(0)
    await page.getByTestId('more-menu').click()
    await page.getByTestId('profile-button').click()
    await page.getByTestId('profile-popover').waitFor()
  })

  it('opens a 290px profile popover with username, e-mail and the tabs Profil and Einstellungen', async () => {
    const who = user('WRITE.IGEPHA')
    const page = await openAs(who, '/user/settings')
    await waitForLayout(page)
    await page.getByTestId('profile-button').click()
    const popover = page.getByTestId('profile-popover')
    await popover.waitFor()
    // Measured once its grow transition has ended (the paper is scaled while it opens).
    await page.waitForFunction(() => {
      const paper = document.querySelector('[data-testid="profile-popover"]')
      return (
        paper !== null &&
        ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(paper).transform) &&
        getComputedStyle(paper).opacity === '1'
      )
    })
    expect((await popover.boundingBox())!.width).toBe(290)
    expect(await page.getByTestId('profile-username').textContent()).toBe(who.username)
    expect(await page.getByTestId('profile-email').textContent()).toBe(who.email)
    expect(await popover.getByRole('tab').allTextContents()).toEqual(['Profil', 'Einstellungen'])
  })
})

describe('the notification bell', () => {
  it('is disabled, and shows keyboard users that notifications are coming, with its sample items', async () => {
    const page = await openAs(user('READ.IGEPHA'), '/user/settings')
    await waitForLayout(page)
    const bell = page.getByRole('button', { name: text('layout.notifications.disabled') })
    expect(await bell.isDisabled()).toBe(true)
    // Tab from the theme switch, its neighbour in the top bar.
    await page.getByTestId('theme-switch').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'notification-bell',
    )
    const preview = page.getByRole('tooltip')
    await preview.getByText(text('layout.notifications.comingSoon')).waitFor()
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(
      ['sample1', 'sample2', 'sample3'].map((n) => text(`layout.notifications.${n}`)),
    )
    await bell.click({ force: true })
    expect(await page.getByRole('menu').count()).toBe(0)
  })
})

describe('branding per group', () => {
  it.each(groups)(
    '%s: title (the page, then the group), favicon, logo and its maximum width',
    async (group) => {
      const page = await openAs(user(`READ.${group}`), '/user/settings')
      await waitForLayout(page)
      const tenant = tenants[group]!
      const title = `${text('page.userSettings', localeOf(group))} · ${tenant.title ?? product.defaultTitle}`
      await page.waitForFunction((expected) => document.title === expected, title)
      // The built page carries the product's favicon inline, data-src naming its file (decision 0058);
      // a group with a favicon of its own gets that file's address instead.
      const link = page.locator('link[rel="icon"]')
      const inline = await link.getAttribute('data-src')
      const favicon = inline ?? (await link.getAttribute('href'))
      expect(favicon).toBe(tenant.favicon ?? product.defaultFavicon)
      if (inline) expect(await link.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/)
      const icon = await page.request.get(favicon!)
      expect(icon.status()).toBe(200)
      expect(icon.headers()['content-type']).toMatch(/image\/svg\+xml/)

      const logo = page.getByTestId('app-drawer').getByTestId('tenant-logo')
      await logo.waitFor()
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>(
          '[data-testid="app-drawer"] [data-testid="tenant-logo"]',
        )
        return Boolean(img?.complete && img.naturalWidth > 0)
      })
      const { maxWidth, width, src } = await logo.evaluate((img: HTMLImageElement) => ({
        maxWidth: getComputedStyle(img).maxWidth,
        width: img.getBoundingClientRect().width,
        src: new URL(img.src).pathname,
      }))
      const expectedMax = group === 'BPI' || group === 'NERES' ? 200 : 155
      expect(maxWidth).toBe(`${expectedMax}px`)
      expect(width).toBeLessThanOrEqual(expectedMax)
      expect(src).toBe(tenant.logo ?? product.defaultLogo)
      // The logo leads home.
      expect(await logo.locator('xpath=ancestor::a[1]').getAttribute('href')).toBe('/')
      // Only the parent group gets the product's chip.
      expect(await page.getByTestId('app-drawer').getByTestId('product-chip').allTextContents()).toEqual(
        group === 'PARENT' ? [product.shortLabel] : [],
      )
    },
  )

  it("titles DEMO 'DEMO - KI Innovationen' and NERES 'NERES - Innovations en IA'", () => {
    expect(tenants.DEMO?.title).toBe('DEMO - KI Innovationen')
    expect(tenants.NERES?.title).toBe('NERES - Innovations en IA')
  })
})

describe('languages', () => {
  it('shows NERES users the app in French', async () => {
    const page = await openAs(user('ADMIN.NERES'), '/user/settings')
    await waitForLayout(page)
    await page.waitForFunction(() => document.documentElement.lang === 'fr')
    expect(await page.locator('#main-content h1').first().textContent()).toBe(text('page.userSettings', 'fr'))
    await page.getByTestId('profile-button').click()
    // The popover loads when first opened.
    await page.getByTestId('profile-popover').getByRole('tab').first().waitFor()
    expect(await page.getByTestId('profile-popover').getByRole('tab').allTextContents()).toEqual([
      'Profil',
      'Paramètres',
    ])
    expect(await page.getByTestId('app-drawer').locator('.MuiListSubheader-root').first().textContent()).toBe(
      text('menu.tools', 'fr'),
    )
  })

  it('shows the other groups German', async () => {
    const page = await openAs(user('ADMIN.BPI'), '/user/settings')
    await waitForLayout(page)
    await page.waitForFunction(() => document.documentElement.lang === 'de')
    expect(await page.locator('#main-content h1').first().textContent()).toBe(text('page.userSettings', 'de'))
  })
})

describe('theme', () => {
  it('starts dark, switches to light, stores themeMode and keeps it after a reload', async () => {
    const page = await openAs(user('READ.IGEPHA'), '/user/settings')
    await waitForLayout(page)
    const toggle = page.getByTestId('theme-switch')
    expect(await toggle.getAttribute('data-mode')).toBe('dark')
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await toggle.click()
    await page.waitForFunction(
      () => document.querySelector('[data-testid="theme-switch"]')?.getAttribute('data-mode') === 'light',
    )
    expect((await localStorageOf(page)).themeMode).toBe('light')
    await page.reload()
    await waitForLayout(page)
    expect(await page.getByTestId('theme-switch').getAttribute('data-mode')).toBe('light')
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(lightBackground).not.toBe(darkBackground)
    await page.getByTestId('theme-switch').click()
    await page.waitForFunction(() => window.localStorage.getItem('themeMode') === 'dark')
  })
})

describe('404 and error pages', () => {
  it.each([
    ['signed in', true],
    ['signed out', false],
  ])('shows the 404 page with its texts and buttons for an unknown path (%s)', async (_, signedIn) => {
    const context = await newContext(signedIn ? { token: user('READ.DEMO').token } : {})
    const page = await context.newPage()
    await page.goto('/login')
    await page.goto('/no/such/page')
    await page.getByRole('heading', { level: 1, name: '404 - Page Not Found' }).waitFor()
    await page.getByText('Sorry, the page you are looking for does not exist.').waitFor()
    await page.getByRole('button', { name: 'Back to Previous Page' }).click()
    await waitForPath(page, signedIn ? '/' : '/login')
    await page.goto('/no/such/page')
    await page.getByRole('link', { name: 'Back Home' }).click()
    await waitForPath(page, signedIn ? '/' : '/login')
  })

  it('reloads once when a page chunk fails to load, then shows the error page whose retry loads again', async () => {
    const context = await newContext({ token: user('WRITE.BPI').token })
    const page = await context.newPage()
    let blocked = 0
    let documents = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1
    })
    // Every script the settings page needs beyond what /login already loaded fails.
    await page.route(/\/assets\/user-settings-page-[^/]+\.js$/, async (route) => {
      blocked += 1
      await route.abort('connectionreset')
    })
    await page.goto('/user/settings')
    await page.getByRole('heading', { level: 1, name: 'Ups! Ein Fehler ist aufgetreten.' }).waitFor()
    expect(blocked).toBeGreaterThanOrEqual(2)
    expect(documents).toBe(2)
    expect(pathname(page)).toBe('/user/settings')
    await page.getByTestId('main-content').getByRole('link', { name: 'Zur Startseite' }).waitFor()
    await page.unroute(/\/assets\/user-settings-page-[^/]+\.js$/)
    await page.getByRole('button', { name: 'Erneut versuchen' }).click()
    await page.getByRole('heading', { level: 1, name: text('page.userSettings') }).waitFor()
  })
})
