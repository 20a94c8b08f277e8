// /user/settings and /user/logo-settings on the real server (issue 4 item 8; spec sections 1, 4 and 6).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tenants } from '../../src/generated/tenants.gen.ts'
import { env, localStorageOf, newContext, openAs, pathname, signInThroughForm, throwawayUser, user, waitForLayout, waitForPath } from './support/browser.ts'
import { format, text } from './support/messages.ts'
import { signInViaApi } from './support/real-server.ts'

// A 2 x 1 PNG and a small SVG wordmark, as a user's files would be.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGNgWFX+//9/AAsvBB8jbW8yAAAAAElFTkSuQmCC', 'base64')
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0a7"/></svg>')
const STORED_LOGO = `data:image/png;base64,${PNG.toString('base64')}`

const drawerLogo = (page: Page) => page.getByTestId('app-drawer').getByTestId('tenant-logo')
const pageAlert = (page: Page) => page.getByTestId('main-content').getByRole('alert')

async function pickLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByTestId('logo-file').setInputFiles(file)
}

/** The text that describes a form field (MUI's helper text, tied by aria-describedby). */
function descriptionOf(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  )
}

describe('/user/logo-settings', () => {
  it('PARENT: a PNG recognised by its content is previewed, saved into the drawer, kept after a reload and reset', async () => {
    const page = await openAs(user('WRITE.PARENT'), '/user/logo-settings')
    await waitForLayout(page)
    const groupLogo = tenants.PARENT!.logo!
    expect(new URL((await drawerLogo(page).getAttribute('src'))!, env.baseURL).pathname).toBe(groupLogo)
    expect(await page.getByRole('button', { name: text('logo.save') }).isDisabled()).toBe(true)

    // No extension and no type: the bytes say PNG.
    await pickLogo(page, { name: 'firmenlogo', mimeType: 'application/octet-stream', buffer: PNG })
    await page.getByText(text('logo.preview'), { exact: true }).waitFor()
    expect(await page.getByTestId('logo-preview').getAttribute('src')).toBe(STORED_LOGO)
    // Only a preview so far: the drawer still shows the group's logo.
    expect(new URL((await drawerLogo(page).getAttribute('src'))!, env.baseURL).pathname).toBe(groupLogo)

    await page.getByRole('button', { name: text('logo.save') }).click()
    await page.getByText(text('logo.saved')).waitFor()
    expect(await drawerLogo(page).getAttribute('src')).toBe(STORED_LOGO)
    expect((await localStorageOf(page)).customLogo).toBe(STORED_LOGO)

    await page.reload()
    await waitForLayout(page)
    expect(await drawerLogo(page).getAttribute('src')).toBe(STORED_LOGO)

    await page.getByRole('button', { name: text('logo.reset') }).click()
    await page.getByText(text('logo.resetDone')).waitFor()
    expect(new URL((await drawerLogo(page).getAttribute('src'))!, env.baseURL).pathname).toBe(groupLogo)
    expect((await localStorageOf(page)).customLogo).toBeUndefined()
  })

  it('DEMO: an SVG is recognised by its content whatever its name and type claim, and shows in the drawer', async () => {
    const page = await openAs(user('READ.DEMO'), '/user/logo-settings')
    await waitForLayout(page)
    await pickLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: SVG })
    await page.getByText(text('logo.preview'), { exact: true }).waitFor()
    expect(await page.getByTestId('logo-preview').getAttribute('src')).toBe(`data:image/svg+xml;base64,${SVG.toString('base64')}`)
    await page.getByRole('button', { name: text('logo.save') }).click()
    await page.getByText(text('logo.saved')).waitFor()
    expect(await drawerLogo(page).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    // The image really draws (a broken data URL would not).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="app-drawer"] [data-testid="tenant-logo"]')
      return Boolean(img?.complete && img.naturalWidth > 0)
    })
  })

  it('refuses a file over 512 KB and a file that is no image, saying so in the user’s language', async () => {
    const who = user('ADMIN.DEMO')
    const page = await openAs(who, '/user/logo-settings', { storage: { [`locale:${who.id}`]: 'fr' } })
    await waitForLayout(page)
    await page.getByRole('heading', { level: 1, name: text('page.logoSettings', 'fr') }).waitFor()

    const large = Buffer.concat([PNG, Buffer.alloc(600 * 1024)])
    await pickLogo(page, { name: 'grand.png', mimeType: 'image/png', buffer: large })
    await pageAlert(page).getByText(format('logo.tooLarge', { max: '512' }, 'fr')).waitFor()

    await pickLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('Ceci n’est pas une image.') })
    await pageAlert(page).getByText(text('logo.wrongType', 'fr')).waitFor()
    expect(await pageAlert(page).count()).toBe(1)
    expect(await page.getByRole('button', { name: text('logo.save', 'fr') }).isDisabled()).toBe(true)
    expect((await localStorageOf(page)).customLogo).toBeUndefined()
  })

  it('shows a stored custom logo only to PARENT and DEMO: other groups see their own and cannot open the page', async () => {
    const page = await openAs(user('ADMIN.BPI'), '/user/settings', { storage: { customLogo: STORED_LOGO } })
    await waitForLayout(page)
    await page.waitForFunction(() => document.querySelector('[data-testid="app-drawer"] [data-testid="tenant-logo"]') !== null)
    expect(new URL((await drawerLogo(page).getAttribute('src'))!, env.baseURL).pathname).toBe(tenants.BPI!.logo)

    // The route's guard (PARENT and DEMO) sends everyone else away.
    await page.goto('/user/logo-settings')
    await waitForPath(page, '/')
    await waitForLayout(page)
    expect(await page.getByTestId('logo-file').count()).toBe(0)
  })

  it.each([
    ['no token', undefined],
    ['a token the server refuses', 'not-a-token-the-server-issued-0123456789'],
  ])('clears a stored custom logo on load when there is %s', async (_case, token) => {
    const context = await newContext({ ...(token ? { token } : {}), storage: { customLogo: STORED_LOGO, themeMode: 'light' } })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: text('login.submit') }).waitFor()
    await page.waitForFunction(() => window.localStorage.getItem('customLogo') === null)
    expect(await localStorageOf(page)).toEqual({ themeMode: 'light' })
  })
})

describe('/user/settings', () => {
  it('changes the username, which stays after a reload', async () => {
    const who = await throwawayUser('IGEPHA')
    const page = await openAs(who, '/user/settings')
    await waitForLayout(page)
    const profile = page.getByRole('region', { name: text('settings.profile') })
    const username = profile.getByLabel(text('settings.username'))
    expect(await username.inputValue()).toBe(who.username)
    expect(await profile.getByLabel(text('settings.email')).inputValue()).toBe(who.email)

    await username.fill('Dr. Ilse Neumann')
    await profile.getByRole('button', { name: text('settings.save') }).click()
    await page.getByText(text('settings.saved')).waitFor()
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-button"]')?.textContent?.includes('Dr. Ilse Neumann'))

    await page.reload()
    await waitForLayout(page)
    expect(await page.getByRole('region', { name: text('settings.profile') }).getByLabel(text('settings.username')).inputValue()).toBe('Dr. Ilse Neumann')
    await page.getByTestId('profile-button').click()
    expect(await page.getByTestId('profile-username').textContent()).toBe('Dr. Ilse Neumann')
  })

  it('changes the password: the server’s messages appear at the field, and then the new password signs in', async () => {
    const who = await throwawayUser('NERES', 'WRITE')
    const page = await openAs(who, '/user/settings')
    await waitForLayout(page)
    const form = page.getByRole('region', { name: text('settings.password', 'fr') })
    const current = text('settings.currentPassword', 'fr')
    const next = text('settings.newPassword', 'fr')
    const submit = form.getByRole('button', { name: text('settings.changePassword', 'fr') })

    await form.getByLabel(current, { exact: true }).fill('not-my-password')
    await form.getByLabel(next, { exact: true }).fill('a-brand-new-password')
    await submit.click()
    await form.locator('input[name="currentPassword"][aria-invalid="true"]').waitFor()
    expect(await descriptionOf(page, current)).toBe(text('apiError.password.wrong', 'fr'))

    await form.getByLabel(current, { exact: true }).fill(who.password)
    await form.getByLabel(next, { exact: true }).fill('short')
    await submit.click()
    await form.locator('input[name="newPassword"][aria-invalid="true"]').waitFor()
    expect(await descriptionOf(page, next)).toBe(format('apiError.password.tooShort', { minLength: '12' }, 'fr'))
    expect(await descriptionOf(page, current)).toBe('')

    const newPassword = 'a-brand-new-password'
    await form.getByLabel(next, { exact: true }).fill(newPassword)
    await submit.click()
    await page.getByText(text('settings.passwordChanged', 'fr')).waitFor()
    expect(await form.getByLabel(current, { exact: true }).inputValue()).toBe('')

    // The old password no longer opens a session; the new one does, through the login form.
    await expect(signInViaApi(env.baseURL, who.email, who.password)).rejects.toThrow(/answered 401/)
    const fresh = await (await newContext()).newPage()
    await signInThroughForm(fresh, who.email, newPassword)
    expect(pathname(fresh)).toBe('/')
  })

  it('switches the theme and the language, each kept after a reload', async () => {
    const who = user('WRITE.BPI')
    const page = await openAs(who, '/user/settings')
    await waitForLayout(page)
    const preferences = page.getByRole('region', { name: text('settings.preferences') })

    await preferences.getByRole('radio', { name: text('settings.theme.light') }).check()
    await page.waitForFunction(() => document.querySelector('[data-testid="theme-switch"]')?.getAttribute('data-mode') === 'light')
    expect((await localStorageOf(page)).themeMode).toBe('light')

    await preferences.getByRole('combobox', { name: text('settings.language') }).click()
    expect(await page.getByRole('option').allTextContents()).toEqual([text('settings.language.group'), 'Deutsch', 'English', 'Français'])
    await page.getByRole('option', { name: 'English' }).click()
    await page.getByRole('heading', { level: 1, name: text('page.userSettings', 'en') }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect((await localStorageOf(page))[`locale:${who.id}`]).toBe('en')

    await page.reload()
    await waitForLayout(page)
    await page.getByRole('heading', { level: 1, name: text('page.userSettings', 'en') }).waitFor()
    expect(await page.getByTestId('theme-switch').getAttribute('data-mode')).toBe('light')
    expect(await page.getByRole('radio', { name: text('settings.theme.light', 'en') }).isChecked()).toBe(true)

    // Back to the group's language (German for BPI).
    await page.getByRole('combobox', { name: text('settings.language', 'en') }).click()
    await page.getByRole('option', { name: text('settings.language.group', 'en') }).click()
    await page.getByRole('heading', { level: 1, name: text('page.userSettings', 'de') }).waitFor()
  })
})
