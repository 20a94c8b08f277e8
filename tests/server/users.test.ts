// User administration scoped by tenant: refused (403) rather than trimmed, another tenant's user 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

describe('users and tenants', () => {
  let t: TestApp
  let parentRoot: string
  let parentAdmin: string
  let demoAdmin: string
  let demoRoot: string
  let bpiAdmin: string
  let demoReadId: string
  let bpiReadId: string
  let parentRootId: string

  const as = (token: string) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    post: (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload }),
    patch: (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload }),
  })
  const signInAs = async (role: string, group: string) => {
    const { user, password } = await t.createUser({ role, group })
    return { id: user.id, token: await t.signIn(user.email, password) }
  }
  const newUser = (fields: object) => ({
    email: `new${Math.random().toString(36).slice(2)}@example.test`,
    username: 'New user',
    password: 'long enough password',
    role: 'READ',
    group: 'DEMO',
    ...fields,
  })

  beforeAll(async () => {
    t = await buildApp()
    ;({ token: parentRoot, id: parentRootId } = await signInAs('ROOT', 'PARENT'))
    ;({ token: parentAdmin } = await signInAs('ADMIN', 'PARENT'))
    ;({ token: demoAdmin } = await signInAs('ADMIN', 'DEMO'))
    ;({ token: demoRoot } = await signInAs('ROOT', 'DEMO'))
    ;({ token: bpiAdmin } = await signInAs('ADMIN', 'BPI'))
    demoReadId = (await t.createUser({ role: 'READ', group: 'DEMO' })).user.id
    bpiReadId = (await t.createUser({ role: 'READ', group: 'BPI', username: 'findme-bpi' })).user.id
  })
  afterAll(() => t.close())

  it('lets ROOT of PARENT create users in any group with any role and features', async () => {
    const response = await as(parentRoot).post(
      '/api/users',
      newUser({ role: 'ROOT', group: 'NERES', features: ['expertMode'] }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      role: 'ROOT',
      group: 'NERES',
      features: ['expertMode'],
      disabled: false,
    })
    expect(response.json()).not.toHaveProperty('passwordHash')
  })

  it('lets ROOT of PARENT list and search all users', async () => {
    const all = await as(parentRoot).get('/api/users?pageSize=100')
    expect(new Set(all.json().items.map((u: { group: string }) => u.group))).toEqual(
      new Set(['PARENT', 'DEMO', 'BPI', 'NERES']),
    )
    const found = await as(parentRoot).get('/api/users?search=findme')
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: bpiReadId }] })
    const page = await as(parentRoot).get('/api/users?pageSize=2&page=2&sort=createdAt&order=desc')
    expect(page.json()).toMatchObject({ page: 2, pageSize: 2 })
    expect(page.json().items).toHaveLength(2)
  })

  it('lets a client admin list and create users of their own group only', async () => {
    const list = await as(demoAdmin).get('/api/users?pageSize=100')
    expect(list.statusCode).toBe(200)
    expect(list.json().items.every((u: { group: string }) => u.group === 'DEMO')).toBe(true)
    expect((await as(demoAdmin).get('/api/users?group=BPI')).statusCode).toBe(403)
    expect(
      (await as(demoAdmin).post('/api/users', newUser({ group: 'DEMO', role: 'WRITE' }))).statusCode,
    ).toBe(201)
  })

  it('lets nobody but a ROOT grant a role of their own level or above, on create and change', async () => {
    const ownLevel = await as(demoAdmin).post('/api/users', newUser({ group: 'DEMO', role: 'ADMIN' }))
    expect(ownLevel.statusCode).toBe(403)
    expect(ownLevel.json()).toMatchObject({
      code: 'role.notGrantable',
      message: expect.stringContaining('only a ROOT grants its own role or one above it'),
    })
    const writer = await as(demoAdmin).post('/api/users', newUser({ group: 'DEMO', role: 'WRITE' }))
    expect(writer.statusCode).toBe(201)
    const promote = await as(demoAdmin).patch(`/api/users/${writer.json().id}`, { role: 'ADMIN' })
    expect(promote.statusCode).toBe(403)
    expect(promote.json()).toMatchObject({ code: 'role.notGrantable' })
    // Sending the role the user already has (below one's own) is no grant of more.
    expect(
      (await as(demoAdmin).patch(`/api/users/${writer.json().id}`, { role: 'WRITE', features: [] }))
        .statusCode,
    ).toBe(200)
    expect((await as(parentRoot).get(`/api/users/${writer.json().id}`)).json()).toMatchObject({
      role: 'WRITE',
    })
    // A ROOT grants any role in its group, the ROOT of PARENT in every group.
    expect((await as(demoRoot).patch(`/api/users/${writer.json().id}`, { role: 'ADMIN' })).statusCode).toBe(
      200,
    )
    expect((await as(demoRoot).post('/api/users', newUser({ group: 'DEMO', role: 'ROOT' }))).statusCode).toBe(
      201,
    )
    expect(
      (await as(parentRoot).post('/api/users', newUser({ group: 'BPI', role: 'ROOT' }))).statusCode,
    ).toBe(201)
  })

  it('lets ADMIN of PARENT list PARENT users only, and not create any', async () => {
    const list = await as(parentAdmin).get('/api/users?pageSize=100')
    expect(list.statusCode).toBe(200)
    expect(list.json().items.every((u: { group: string }) => u.group === 'PARENT')).toBe(true)
    expect((await as(parentAdmin).post('/api/users', newUser({ group: 'PARENT' }))).statusCode).toBe(403)
  })

  it('refuses a grant of another group or a higher role with 403 and a clear message', async () => {
    const otherGroup = await as(demoAdmin).post('/api/users', newUser({ group: 'BPI' }))
    expect(otherGroup.statusCode).toBe(403)
    expect(otherGroup.json()).toMatchObject({
      code: 'group.notAllowed',
      message: expect.stringContaining('own group DEMO'),
    })
    const higherRole = await as(demoAdmin).post('/api/users', newUser({ role: 'ROOT' }))
    expect(higherRole.statusCode).toBe(403)
    expect(higherRole.json()).toMatchObject({ code: 'role.notGrantable' })
    const promote = await as(demoAdmin).patch(`/api/users/${demoReadId}`, { role: 'ROOT' })
    expect(promote.statusCode).toBe(403)
    const move = await as(demoRoot).patch(`/api/users/${demoReadId}`, { group: 'BPI' })
    expect(move.statusCode).toBe(403)
    // Nothing was trimmed and applied.
    expect((await as(parentRoot).get(`/api/users/${demoReadId}`)).json()).toMatchObject({
      role: 'READ',
      group: 'DEMO',
    })
  })

  it("answers 404 for another tenant's user, on read, change and password reset", async () => {
    expect((await as(demoAdmin).get(`/api/users/${bpiReadId}`)).statusCode).toBe(404)
    expect((await as(demoAdmin).patch(`/api/users/${bpiReadId}`, { username: 'x' })).statusCode).toBe(404)
    expect(
      (await as(demoAdmin).post(`/api/users/${bpiReadId}/password`, { newPassword: 'long enough password' }))
        .statusCode,
    ).toBe(404)
    expect((await as(bpiAdmin).get(`/api/users/${demoReadId}`)).statusCode).toBe(404)
    expect((await as(bpiAdmin).get(`/api/users/${bpiReadId}`)).statusCode).toBe(200)
    expect((await as(parentRoot).get('/api/users/no-such-user')).statusCode).toBe(404)
  })

  it('lets a client admin edit role and features, disable and reset passwords in their group', async () => {
    const changed = await as(demoAdmin).patch(`/api/users/${demoReadId}`, {
      role: 'WRITE',
      features: ['expertMode'],
      username: 'Renamed',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ role: 'WRITE', features: ['expertMode'], username: 'Renamed' })
    expect((await as(demoAdmin).patch(`/api/users/${demoReadId}`, { disabled: true })).json()).toMatchObject({
      disabled: true,
    })
    expect(
      (await as(demoAdmin).get('/api/users?status=disabled')).json().items.map((u: { id: string }) => u.id),
    ).toContain(demoReadId)
    expect(
      (await as(demoAdmin).post(`/api/users/${demoReadId}/password`, { newPassword: 'long enough password' }))
        .statusCode,
    ).toBe(204)
  })

  it('refuses to let an admin change a user above their own role', async () => {
    const demoRootUser = (await t.createUser({ role: 'ROOT', group: 'DEMO' })).user
    expect((await as(demoAdmin).patch(`/api/users/${demoRootUser.id}`, { disabled: true })).statusCode).toBe(
      403,
    )
    expect(
      (
        await as(demoAdmin).post(`/api/users/${demoRootUser.id}/password`, {
          newPassword: 'long enough password',
        })
      ).statusCode,
    ).toBe(403)
  })

  it('refuses unknown roles, groups, features and fields', async () => {
    for (const body of [
      newUser({ role: 'GOD' }),
      newUser({ group: 'NOWHERE' }),
      newUser({ features: ['flying'] }),
      newUser({ isAdmin: true }),
    ]) {
      const response = await as(parentRoot).post('/api/users', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().fieldErrors).toBeTypeOf('object')
    }
    expect(
      (await as(parentRoot).post('/api/users', newUser({ email: 'not-an-email' }))).json().fieldErrors.email
        .code,
    ).toBe('email.invalid')
  })

  it('answers the ROOT of PARENT 409 email.taken, naming the group, for an e-mail in use', async () => {
    const body = newUser({})
    expect((await as(parentRoot).post('/api/users', body)).statusCode).toBe(201)
    const again = await as(parentRoot).post('/api/users', { ...body, email: body.email.toUpperCase() })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'email.taken',
      message: 'A user of group DEMO has this e-mail address already',
    })
  })

  it('tells a tenant ADMIN only that an e-mail cannot be used, the same whether another tenant or its own holds it', async () => {
    const bpiEmail = (await t.createUser({ role: 'READ', group: 'BPI' })).user.email
    const demoEmail = (await t.createUser({ role: 'READ', group: 'DEMO' })).user.email
    const otherTenant = await as(demoAdmin).post('/api/users', newUser({ email: bpiEmail }))
    const ownTenant = await as(demoAdmin).post('/api/users', newUser({ email: demoEmail.toUpperCase() }))
    for (const answer of [otherTenant, ownTenant]) {
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toMatchObject({
        code: 'email.unavailable',
        fieldErrors: { email: { code: 'email.unavailable' } },
      })
    }
    // Nothing in the answer tells the two apart, nor names a tenant; nobody was created.
    const other = otherTenant.json()
    expect(other).toEqual(ownTenant.json())
    expect(otherTenant.body).not.toMatch(/BPI|taken|exists/i)
    // A ROOT of another tenant is no different from its ADMIN.
    expect((await as(demoRoot).post('/api/users', newUser({ email: bpiEmail }))).json()).toEqual(other)
    expect(
      (await as(parentRoot).get(`/api/users?search=${encodeURIComponent(bpiEmail)}`)).json(),
    ).toMatchObject({ total: 1 })
  })

  it('lets nobody disable, demote or move themselves, not even the only ROOT of PARENT', async () => {
    for (const change of [{ role: 'ADMIN' }, { disabled: true }, { group: 'DEMO' }]) {
      const refused = await as(parentRoot).patch(`/api/users/${parentRootId}`, change)
      expect(refused.statusCode, JSON.stringify(change)).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'user.selfChange' })
    }
    const demoOnlyRoot = await t.createUser({ role: 'ROOT', group: 'DEMO' })
    const demoRootToken = await t.signIn(demoOnlyRoot.user.email, demoOnlyRoot.password)
    expect(
      (await as(demoRootToken).patch(`/api/users/${demoOnlyRoot.user.id}`, { disabled: true })).json(),
    ).toMatchObject({ code: 'user.selfChange' })
    expect(
      (
        await as(demoRootToken).post(`/api/users/${demoOnlyRoot.user.id}/password`, {
          newPassword: 'long enough password',
        })
      ).statusCode,
    ).toBe(403)
    // Renaming oneself stays possible; a second ROOT may step the first down.
    expect(
      (await as(demoRootToken).patch(`/api/users/${demoOnlyRoot.user.id}`, { username: 'Renamed root' }))
        .statusCode,
    ).toBe(200)
    const second = await as(parentRoot).post(
      '/api/users',
      newUser({ role: 'ROOT', group: 'PARENT', password: 'second root password' }),
    )
    expect(second.statusCode).toBe(201)
    const secondToken = await t.signIn(second.json().email, 'second root password')
    expect((await as(secondToken).patch(`/api/users/${parentRootId}`, { role: 'ADMIN' })).statusCode).toBe(
      200,
    )
    expect((await as(secondToken).patch(`/api/users/${parentRootId}`, { role: 'ROOT' })).statusCode).toBe(200)
  })

  it('lets only a ROOT change a user of its own role: an ADMIN may not reset or disable another ADMIN', async () => {
    const otherAdmin = (await t.createUser({ role: 'ADMIN', group: 'DEMO' })).user
    const reset = await as(demoAdmin).post(`/api/users/${otherAdmin.id}/password`, {
      newPassword: 'long enough password',
    })
    expect(reset.statusCode).toBe(403)
    expect(reset.json()).toMatchObject({ code: 'role.notBelowOwn' })
    expect((await as(demoAdmin).patch(`/api/users/${otherAdmin.id}`, { disabled: true })).statusCode).toBe(
      403,
    )
    expect((await as(demoRoot).patch(`/api/users/${otherAdmin.id}`, { disabled: true })).statusCode).toBe(200)
    expect(
      (
        await as(demoRoot).post(`/api/users/${otherAdmin.id}/password`, {
          newPassword: 'long enough password',
        })
      ).statusCode,
    ).toBe(204)
  })

  it.each([
    ['a bidi override', 'evil\u202Egnp.exe'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a control character', 'tab\there'],
    ['a zero-width joiner', 'x\u200Dy'],
  ])('refuses a username with %s, on create, change and rename', async (_case, username) => {
    const created = await as(parentRoot).post('/api/users', newUser({ username }))
    expect(created.statusCode).toBe(400)
    expect(created.json().fieldErrors.username.code).toBe('username.invalidCharacters')
    expect(
      (await as(demoAdmin).patch(`/api/users/${demoReadId}`, { username })).json().fieldErrors.username.code,
    ).toBe('username.invalidCharacters')
    expect((await as(demoAdmin).patch('/api/me', { username })).json().fieldErrors.username.code).toBe(
      'username.invalidCharacters',
    )
    expect((await as(parentRoot).get(`/api/users/${demoReadId}`)).json().username).not.toBe(username)
  })

  it('stores e-mails NFKC-normalised and lower-case, and refuses mixed-script look-alikes', async () => {
    const wide = await as(parentRoot).post('/api/users', newUser({ email: 'ＷＩＤＥ.User@Example.TEST' }))
    expect(wide.statusCode).toBe(201)
    expect(wide.json().email).toBe('wide.user@example.test')
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'Wide.User@EXAMPLE.test', password: 'long enough password' },
    })
    expect(signIn.statusCode).toBe(200)
    // "pаypal" with a Cyrillic "а", and a domain label with a Greek omicron.
    for (const email of ['p\u0430ypal@example.test', 'user@ex\u03BFmple.test']) {
      const refused = await as(parentRoot).post('/api/users', newUser({ email }))
      expect(refused.statusCode, email).toBe(400)
      expect(refused.json().fieldErrors.email.code).toBe('email.mixedScript')
    }
    // Whole-script look-alikes: an all-Cyrillic "асе" and "раураӏ" read as Latin "ace" and "paypal".
    for (const email of ['\u0430\u0441\u0435@demo.de', 'anna@\u0440\u0430\u0443\u0440\u0430\u04CF.com']) {
      const refused = await as(parentRoot).post('/api/users', newUser({ email }))
      expect(refused.statusCode, email).toBe(400)
      expect(refused.json()).toMatchObject({
        fieldErrors: {
          email: { code: 'email.lookAlike', message: expect.stringContaining('type it in Latin letters') },
        },
      })
    }
    // One alphabet per part is fine.
    expect(
      (await as(parentRoot).post('/api/users', newUser({ email: '\u0438\u0432\u0430\u043D@example.test' })))
        .statusCode,
    ).toBe(201)
    expect(
      (await as(parentRoot).post('/api/users', newUser({ email: 'zero\u200Bwidth@example.test' }))).json()
        .fieldErrors.email.code,
    ).toBe('email.invalid')
  })
})
