// The admin pages on the real API: create, edit, disable and list users, each within the tenant
// the signed-in admin may manage (spec section 2 "Administration routes", issue 4 item 8); sorting,
// pagination, enabling, password resets and the audit log.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { env, newContext, openAs, signInThroughForm, throwawayUser, user, waitForLayout } from './support/browser.ts'
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

  it('explains a look-alike e-mail and a username with hidden characters in the user’s language', async () => {
    const page = await openAs(user('ROOT.PARENT'), '/admin/user-registration')
    await waitForLayout(page)
    const email = 'p\u0430ypal@bpi.e2e.test'
    await page.getByLabel(text('admin.email')).fill(email)
    await page.getByLabel(text('admin.username')).fill('pay\u200Bpal')
    await page.getByLabel(text('admin.password')).fill('a-long-enough-password')
    await page.getByRole('button', { name: text('admin.createUser') }).click()
    await page.locator('input[name="email"][aria-invalid="true"]').waitFor()
    expect(await descriptionOf(page, text('admin.email'))).toBe(text('apiError.email.mixedScript'))
    expect(await descriptionOf(page, text('admin.username'))).toBe(text('apiError.username.invalidCharacters'))
    expect(await findUser(email)).toBeUndefined()
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

    // Only its own group can be chosen, and only roles below its own.
    expect(await page.getByRole('combobox', { name: text('admin.group') }).getAttribute('aria-disabled')).toBe('true')
    await page.getByRole('combobox', { name: text('admin.role') }).click()
    expect(await page.getByRole('option').allTextContents()).toEqual(['WRITE', 'READ'])
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

/** Waits until the list has loaded its answer (no progress bar) and shows at least one row. */
async function waitForList(page: Page): Promise<void> {
  await page.locator('#main-content table tbody tr').first().waitFor()
  await page.locator('#main-content .MuiLinearProgress-root').waitFor({ state: 'detached' })
}

const isSorted = (values: string[], order: 'asc' | 'desc') => values.every((value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value))

async function usersTotal(query = ''): Promise<number> {
  const response = await fetch(`${env.baseURL}/api/users?pageSize=1${query}`, { headers: { authorization: `Bearer ${env.root.token}` } })
  return ((await response.json()) as { total: number }).total
}

async function disableViaApi(id: string): Promise<void> {
  const response = await fetch(`${env.baseURL}/api/users/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${env.root.token}` }, body: JSON.stringify({ disabled: true }) })
  expect(response.status).toBe(200)
}

/** The text tied to a field by aria-describedby (MUI's helper text). */
function descriptionOf(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
  )
}

describe('the users list', () => {
  it.each([
    ['group', 'admin.group'],
    ['role', 'admin.role'],
  ] as const)('sorts by %s, one way and then the other', async (column, label) => {
    const page = await openAs(user('ROOT.PARENT'), '/admin/users')
    await waitForLayout(page)
    await waitForList(page)
    const header = page.getByRole('columnheader', { name: text(label) })
    const shown = async () => (await tableRows(page)).map((row) => row[column])

    await header.getByRole('button').click()
    expect(await header.getAttribute('aria-sort')).toBe('ascending')
    await expect.poll(async () => isSorted(await shown(), 'asc')).toBe(true)
    const ascending = await shown()
    expect(new Set(ascending).size).toBeGreaterThan(1)

    await header.getByRole('button').click()
    expect(await header.getAttribute('aria-sort')).toBe('descending')
    await expect.poll(async () => isSorted(await shown(), 'desc')).toBe(true)
    // The other end of the list: what came first now comes last, or not at all on this page.
    expect((await shown())[0]).not.toBe(ascending[0])
  })

  it('shows the list in pages of the chosen size, forwards and back', async () => {
    const page = await openAs(user('ROOT.PARENT'), '/admin/users')
    await waitForLayout(page)
    await waitForList(page)
    const total = await usersTotal()
    expect(total).toBeGreaterThan(20)
    const emails = async () => (await tableRows(page)).map((row) => row.email)

    await page.getByRole('combobox', { name: text('admin.rowsPerPage') }).click()
    await page.getByRole('option', { name: '10', exact: true }).click()
    await page.getByText(format('admin.displayedRows', { from: '1', to: '10', count: String(total) })).waitFor()
    await expect.poll(async () => (await emails()).length).toBe(10)
    const first = await emails()

    await page.getByRole('button', { name: text('admin.pagination.next') }).click()
    await page.getByText(format('admin.displayedRows', { from: '11', to: '20', count: String(total) })).waitFor()
    await expect.poll(async () => (await emails()).filter((email) => first.includes(email)).length).toBe(0)
    expect(await emails()).toHaveLength(10)

    await page.getByRole('button', { name: text('admin.pagination.previous') }).click()
    await page.getByText(format('admin.displayedRows', { from: '1', to: '10', count: String(total) })).waitFor()
    await expect.poll(emails).toEqual(first)
  })
})

describe('an ADMIN of DEMO managing a user of DEMO', () => {
  it('enables a disabled user, who can then sign in again', async () => {
    const target = await throwawayUser('DEMO')
    await disableViaApi(target.id)
    await expect(signInViaApi(env.baseURL, target.email, target.password)).rejects.toThrow(/answered 401/)

    const page = await openAs(user('ADMIN.DEMO'), '/admin/client-users')
    await waitForLayout(page)
    await searchFor(page, target.email, 1)
    expect((await tableRows(page))[0]).toMatchObject({ email: target.email, status: text('admin.disabled') })

    await page.getByRole('button', { name: `${text('admin.enableUser')}: ${target.email}` }).click()
    const confirm = page.getByRole('dialog', { name: text('admin.enableUser') })
    await confirm.getByText(format('admin.enableConfirm', { email: target.email })).waitFor()
    await confirm.getByRole('button', { name: text('admin.enableUser') }).click()
    await page.getByText(text('admin.userEnabled')).waitFor()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(async () => (await tableRows(page))[0]?.status).toBe(text('admin.enabled'))
    expect(await findUser(target.email)).toMatchObject({ disabled: false })
    expect((await signInViaApi(env.baseURL, target.email, target.password)).group).toBe('DEMO')
  })

  it('resets a password: the server’s rule shows at the field, then only the new password signs in', async () => {
    const target = await throwawayUser('DEMO', 'WRITE')
    const page = await openAs(user('ADMIN.DEMO'), '/admin/client-users')
    await waitForLayout(page)
    await searchFor(page, target.email, 1)

    await page.getByRole('button', { name: `${text('admin.resetPassword')}: ${target.email}` }).click()
    const dialog = page.getByRole('dialog', { name: text('admin.resetPassword') })
    await dialog.getByText(format('admin.resetPasswordFor', { email: target.email })).waitFor()
    await dialog.getByLabel(text('settings.newPassword')).fill('short')
    await dialog.getByRole('button', { name: text('admin.resetPassword') }).click()
    await dialog.locator('input[name="newPassword"][aria-invalid="true"]').waitFor()
    expect(await descriptionOf(page, text('settings.newPassword'))).toBe(format('apiError.password.tooShort', { minLength: '12' }))
    await expect(signInViaApi(env.baseURL, target.email, 'short')).rejects.toThrow(/answered 401/)

    const newPassword = 'set-by-the-demo-admin'
    await dialog.getByLabel(text('settings.newPassword')).fill(newPassword)
    await dialog.getByRole('button', { name: text('admin.resetPassword') }).click()
    await page.getByText(text('admin.passwordReset')).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await expect(signInViaApi(env.baseURL, target.email, target.password)).rejects.toThrow(/answered 401/)
    expect((await signInViaApi(env.baseURL, target.email, newPassword)).email).toBe(target.email)
  })
})

describe('an ADMIN of DEMO and a throttled account', () => {
  it('sees the sign-in throttle in the list and lifts it, after which the right password signs in', async () => {
    const target = await throwawayUser('DEMO')
    const signIn = (password: string) => fetch(`${env.baseURL}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: target.email, password }) })
    for (let i = 0; i < 10; i++) expect((await signIn('a wrong guess, long enough')).status).toBe(401)
    expect((await signIn(target.password)).status).toBe(429)

    const page = await openAs(user('ADMIN.DEMO'), '/admin/client-users')
    await waitForLayout(page)
    await searchFor(page, target.email, 1)
    expect((await tableRows(page))[0]?.status).toContain(text('admin.enabled'))
    expect((await tableRows(page))[0]?.status).not.toBe(text('admin.enabled'))

    await page.getByRole('button', { name: `${text('admin.unlockUser')}: ${target.email}` }).click()
    const confirm = page.getByRole('dialog', { name: text('admin.unlockUser') })
    await confirm.getByText(format('admin.unlockConfirm', { email: target.email, failures: '10' })).waitFor()
    await confirm.getByRole('button', { name: text('admin.unlockUser') }).click()
    await page.getByText(text('admin.userUnlocked')).waitFor()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(async () => (await tableRows(page))[0]?.status).toBe(text('admin.enabled'))
    expect(await page.getByRole('button', { name: `${text('admin.unlockUser')}: ${target.email}` }).count()).toBe(0)
    expect((await signInViaApi(env.baseURL, target.email, target.password)).email).toBe(target.email)
  })

  it('offers no actions on another ADMIN of the same group', async () => {
    const otherAdmin = await throwawayUser('DEMO', 'ADMIN')
    const page = await openAs(user('ADMIN.DEMO'), '/admin/client-users')
    await waitForLayout(page)
    await searchFor(page, otherAdmin.email, 1)
    expect(await page.getByRole('button', { name: `${text('admin.resetPassword')}: ${otherAdmin.email}` }).count()).toBe(0)
  })
})

describe('the audit log', () => {
  /** The rows of the audit table as shown. */
  async function auditRows(page: Page): Promise<Array<{ actor: string; tenant: string; action: string; result: string }>> {
    return page.getByRole('table', { name: text('page.auditLog') }).locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')
        return { actor: cells[1] ?? '', tenant: cells[2] ?? '', action: cells[3] ?? '', result: cells[5] ?? '' }
      }),
    )
  }

  async function auditTotal(query: string): Promise<number> {
    const response = await fetch(`${env.baseURL}/api/audit?page=1&pageSize=1&${query}`, { headers: { authorization: `Bearer ${env.root.token}` } })
    expect(response.status).toBe(200)
    return ((await response.json()) as { total: number }).total
  }

  it('shows an ADMIN the sign-in just made, and only entries of its own group', async () => {
    const admin = user('ADMIN.BPI')
    const query = `actor=${encodeURIComponent(admin.email)}&action=auth.signin`
    const before = await auditTotal(query)
    const page = await (await newContext()).newPage()
    await signInThroughForm(page, admin.email, admin.password)

    await page.goto('/admin/audit-log')
    await waitForLayout(page)
    await page.getByLabel(text('audit.filter.actor')).fill(admin.email)
    await page.getByLabel(text('audit.filter.action')).fill('auth.signin')
    // One more than before this test: the sign-in just made, newest first.
    await page.getByText(format('admin.displayedRows', { from: '1', to: String(before + 1), count: String(before + 1) })).waitFor()
    await page.locator('#main-content .MuiLinearProgress-root').waitFor({ state: 'detached' })
    expect((await auditRows(page))[0]).toEqual({ actor: admin.email, tenant: 'BPI', action: 'auth.signin', result: text('audit.result.success') })

    // Without filters: BPI's entries only.
    await page.getByLabel(text('audit.filter.actor')).fill('')
    await page.getByLabel(text('audit.filter.action')).fill('')
    await expect.poll(async () => (await auditRows(page)).length).toBeGreaterThan(1)
    await page.locator('#main-content .MuiLinearProgress-root').waitFor({ state: 'detached' })
    // BPI's own entries, and what the ROOT of PARENT did to BPI's users.
    const forBpi = new Set(['BPI', format('audit.tenantForTarget', { tenant: 'PARENT', targetTenant: 'BPI' })])
    expect((await auditRows(page)).every((row) => forBpi.has(row.tenant))).toBe(true)

    // Another group's sign-in exists (the setup signed every user in) but is not BPI's to see.
    expect(await auditTotal('actor=read.demo%40e2e.test&action=auth.signin')).toBeGreaterThan(0)
    await page.getByLabel(text('audit.filter.actor')).fill('read.demo@e2e.test')
    await page.getByRole('status').filter({ hasText: text('audit.empty') }).waitFor()
  })

  it('shows the ROOT of the parent group the entries of every group, and one group on request', async () => {
    const page = await openAs(user('ROOT.PARENT'), '/admin/audit-log')
    await waitForLayout(page)
    await page.getByLabel(text('audit.filter.actor')).fill('read.demo@e2e.test')
    await expect.poll(async () => (await auditRows(page)).map((row) => row.actor)).toContain('read.demo@e2e.test')
    const rows = await auditRows(page)
    expect(rows.every((row) => row.actor === 'read.demo@e2e.test' && row.tenant === 'DEMO')).toBe(true)

    // Narrowed to one group with the group filter, which client admins do not get.
    await page.getByLabel(text('audit.filter.actor')).fill('')
    await page.getByLabel(text('audit.filter.group')).click()
    await page.getByRole('option', { name: 'NERES', exact: true }).click()
    const forNeres = new Set(['NERES', format('audit.tenantForTarget', { tenant: 'PARENT', targetTenant: 'NERES' })])
    await expect.poll(async () => {
      const rows = await auditRows(page)
      return rows.length > 0 && rows.every((row) => forNeres.has(row.tenant))
    }).toBe(true)
    const admin = await openAs(user('ADMIN.BPI'), '/admin/audit-log')
    await waitForLayout(admin)
    await admin.getByLabel(text('audit.filter.action')).waitFor()
    expect(await admin.getByLabel(text('audit.filter.group')).count()).toBe(0)
  })
})
