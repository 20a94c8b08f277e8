// The admin pages on the real API: create, edit, disable and list users, each within the tenant
// the signed-in admin may manage (spec section 2 "Administration routes", issue 4 item 8).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { env, openAs, user, waitForLayout } from './support/browser.ts'
import { format, text } from './support/messages.ts'
import { signInViaApi } from './support/real-server.ts'

interface ApiUser {
  readonly id: string
  readonly email: string
  readonly role: string
  readonly group: string
  readonly features: string[]
  readonly disabled: boolean
}

async function findUser(email: string): Promise<ApiUser | undefined> {
  const response = await fetch(`${env.baseURL}/api/users?search=${encodeURIComponent(email)}&pageSize=100`, { headers: { authorization: `Bearer ${env.root.token}` } })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { items: ApiUser[] }
  return body.items.find((candidate) => candidate.email === email)
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

async function fillNewUser(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(text('admin.email')).fill(email)
  await page.getByLabel(text('admin.username')).fill(email.split('@')[0]!)
  await page.getByLabel(text('admin.password')).fill(password)
}

/** The rows of the users table as shown. */
async function tableRows(page: Page): Promise<Array<{ email: string; role: string; group: string; status: string }>> {
  return page.getByRole('table', { name: text('admin.usersTable') }).locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')
      return { email: cells[1] ?? '', role: cells[2] ?? '', group: cells[3] ?? '', status: cells[5] ?? '' }
    }),
  )
}

/** Types a search and waits until the table shows `expectedRows` rows, all matching it. */
async function searchFor(page: Page, query: string, expectedRows: number): Promise<void> {
  await page.getByLabel(text('admin.search')).fill(query)
  await page.waitForFunction(
    ({ query, expectedRows }) => {
      const rows = [...document.querySelectorAll('table tbody tr')]
      const busy = document.querySelector('#main-content .MuiLinearProgress-root')
      return !busy && rows.length === expectedRows && rows.every((row) => row.textContent?.includes(query))
    },
    { query, expectedRows },
  )
}

describe('ROOT of the parent group', () => {
  it('creates a user in another tenant on /admin/user-registration, with the server checking the fields', async () => {
    const page = await openAs(user('ROOT.PARENT'), '/admin/user-registration')
    await waitForLayout(page)
    const email = 'created-by-root@bpi.e2e.test'

    // The server's field errors appear at the field.
    await fillNewUser(page, email, 'short')
    await page.getByRole('button', { name: text('admin.createUser') }).click()
    await page.locator('#main-content .MuiFormHelperText-root.Mui-error').first().waitFor()
    expect(await findUser(email)).toBeUndefined()

    await page.getByLabel(text('admin.password')).fill('a-long-enough-password')
    await choose(page, text('admin.role'), 'ADMIN')
    await choose(page, text('admin.group'), 'BPI')
    await page.getByRole('button', { name: text('admin.createUser') }).click()
    await page.getByText(format('admin.userCreated', { email })).waitFor()
    expect(await findUser(email)).toMatchObject({ email, role: 'ADMIN', group: 'BPI', disabled: false })
  })

  it('lists users of every tenant on /admin/users', async () => {
    const page = await openAs(user('ROOT.PARENT'), '/admin/users')
    await waitForLayout(page)
    await searchFor(page, '@e2e.test', 25)
    const groupsShown = new Set((await tableRows(page)).map((row) => row.group))
    expect(groupsShown.size).toBeGreaterThan(1)
  })
})

describe('an ADMIN of a client group', () => {
  it('creates, lists, edits and disables users of its own group only', async () => {
    const admin = user('ADMIN.BPI')
    const page = await openAs(admin, '/admin/client-user-registration', { fresh: true })
    await waitForLayout(page)
    const email = 'created-by-bpi-admin@bpi.e2e.test'
    const password = 'another-long-password'

    // Only its own group can be chosen, and no role above its own.
    expect(await page.getByRole('combobox', { name: text('admin.group') }).getAttribute('aria-disabled')).toBe('true')
    await page.getByRole('combobox', { name: text('admin.role') }).click()
    expect(await page.getByRole('option').allTextContents()).toEqual(['ADMIN', 'WRITE', 'READ'])
    await page.getByRole('option', { name: 'WRITE', exact: true }).click()
    await fillNewUser(page, email, password)
    await page.getByRole('button', { name: text('admin.createUser') }).click()
    await page.getByText(format('admin.userCreated', { email })).waitFor()
    expect(await findUser(email)).toMatchObject({ role: 'WRITE', group: 'BPI' })

    // The list shows BPI users only, the new one among them.
    await page.goto('/admin/client-users')
    await waitForLayout(page)
    const bpiUsers = await fetch(`${env.baseURL}/api/users?group=BPI&pageSize=100`, { headers: { authorization: `Bearer ${env.root.token}` } })
    await searchFor(page, '@', ((await bpiUsers.json()) as { total: number }).total)
    const rows = await tableRows(page)
    expect(new Set(rows.map((row) => row.group))).toEqual(new Set(['BPI']))
    expect(rows.map((row) => row.email)).toContain(email)
    // Users of other tenants do not exist for this admin.
    await page.getByLabel(text('admin.search')).fill('read.demo@e2e.test')
    await page.getByRole('status').filter({ hasText: text('admin.noUsers') }).waitFor()

    // Edit: the role goes down to READ and expertMode is granted.
    await searchFor(page, email, 1)
    await page.getByRole('button', { name: `${text('admin.edit')}: ${email}` }).click()
    const dialog = page.getByRole('dialog', { name: format('admin.editUser', { email }) })
    await dialog.waitFor()
    await choose(page, text('admin.role'), 'READ')
    await dialog.getByRole('checkbox', { name: text('feature.expertMode') }).check()
    await dialog.getByRole('button', { name: text('common.save') }).click()
    await page.getByText(text('admin.userUpdated')).waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(await findUser(email)).toMatchObject({ role: 'READ', features: ['expertMode'], disabled: false })
    await page.waitForFunction((email) => [...document.querySelectorAll('table tbody tr')].some((row) => row.textContent?.includes(email) && row.textContent.includes('READ')), email)

    // Disable: confirmed in a dialog, shown in the list, and the user can no longer sign in.
    expect((await signInViaApi(env.baseURL, email, password)).group).toBe('BPI')
    await page.getByRole('button', { name: `${text('admin.disableUser')}: ${email}` }).click()
    const confirm = page.getByRole('dialog', { name: text('admin.disableUser') })
    await confirm.getByRole('button', { name: text('admin.disableUser') }).click()
    await page.getByText(text('admin.userDisabled')).waitFor()
    await page.waitForFunction((email) => [...document.querySelectorAll('table tbody tr')].some((row) => row.textContent?.includes(email) && row.textContent.includes('Deaktiviert')), email)
    expect(await findUser(email)).toMatchObject({ disabled: true })
    const refused = await fetch(`${env.baseURL}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
    expect(refused.status).toBe(401)
  })
})
