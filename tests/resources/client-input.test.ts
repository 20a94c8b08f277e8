// Issue 19: client input answers 4xx, never 500. U+0000 and unpaired surrogates anywhere in a request,
// pages past the maximum, cursors whose value does not fit the sort, and a download whose file name
// a header cannot carry as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildResourceApp, waitForJob, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
}, 180_000)
afterAll(() => t?.close())

const cursorOf = (content: object) => Buffer.from(JSON.stringify(content)).toString('base64url')
const someId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'

describe('U+0000 and unpaired surrogates', () => {
  it.each([
    ['an e-mail', 'POST', '/api/users', { email: 'a\u0000b@example.test', username: 'nul', password: 'long enough password', role: 'READ', group: 'DEMO' }, 'email'],
    ['a username', 'PATCH', '/api/me', { username: 'x\u0000' }, 'username'],
    ['a username with a lone surrogate', 'PATCH', '/api/me', { username: 'half \ud83d of an emoji' }, 'username'],
    ['a row field', 'POST', '/api/resources/my-markets', { name: 'market\u0000' }, 'name'],
    ['a property name', 'POST', '/api/resources/my-markets', { 'na\u0000me': 'x' }, 'na\u0000me'],
  ])('in %s answer 400 invalidCharacter', async (_case, method, url, payload, field) => {
    const response = await t.app.inject({ method: method as 'POST', url, payload, headers: await t.as('ADMIN', 'DEMO') })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors[field]).toMatchObject({ code: `${field}.invalidCharacter` })
    expect(response.json().fieldErrors[field].message).toMatch(/U\+0000|unpaired surrogate/)
  })

  it.each([
    ['/api/users?search=a%00b', 'search'],
    ['/api/resources/pzns?search=ibu%00', 'search'],
    ['/api/resources/pzns?filter=name:contains:%00', 'filter'],
    ['/api/audit?actor=x%00', 'actor'],
    ['/api/users/a%00b', 'userId'],
  ])('in the query or path %s answer 400 invalidCharacter', async (url, field) => {
    const response = await t.app.inject({ url, headers: await t.as('ADMIN', 'DEMO') })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors[field]).toMatchObject({ code: `${field}.invalidCharacter` })
  })

  it('keeps emoji and other paired surrogates', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { username: 'Anna 😀' }, headers: await t.as('READ', 'DEMO') })
    expect(response.statusCode).toBe(200)
    expect(response.json().username).toBe('Anna 😀')
  })
})

describe('page maximum', () => {
  it.each(['/api/users', '/api/audit', '/api/resources/pzns', '/api/resources/my-markets', '/api/bulk-uploads'])('%s?page=100000000000000000000 answers 400 page.maximum', async (path) => {
    const response = await t.app.inject({ url: `${path}?page=100000000000000000000`, headers: await t.as('ROOT', 'PARENT') })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors.page).toMatchObject({ code: 'page.maximum', params: { limit: 100000 } })
  })

  it('still answers the last allowed page', async () => {
    const response = await t.app.inject({ url: '/api/resources/pzns?page=100000&pageSize=100', headers: await t.as('READ', 'DEMO') })
    expect(response.statusCode).toBe(200)
    expect(response.json().items).toEqual([])
  })
})

describe('numbers past any range', () => {
  it.each(['/api/bulk-uploads?pageSize=1e309', '/api/bulk-uploads?page=1e309', '/api/users?page=-1e309', '/api/resources/pzns?pageSize=Infinity'])('%s answers 400 notFinite', async (url) => {
    const response = await t.app.inject({ url, headers: await t.as('ROOT', 'PARENT') })
    expect(response.statusCode).toBe(400)
    expect(Object.values(response.json().fieldErrors).map((e) => (e as { code: string }).code).join()).toMatch(/\.notFinite/)
  })

  it('refuses 1e309 in a row body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resources/pzns',
      payload: '{"pzn": "01234567", "name": "x", "retailPrice": 1e309}',
      headers: { ...(await t.as('ROOT', 'PARENT')), 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors.retailPrice).toMatchObject({ code: 'retailPrice.notFinite' })
  })
})

describe('cursor values', () => {
  it.each([
    ['a text for an integer sort', 'keywords', 'searchVolume', 'abc'],
    ['an integer past the range', 'keywords', 'searchVolume', '99999999999'],
    ['a decimal past the precision', 'pzns', 'retailPrice', '1e400'],
    ['a decimal with too many digits', 'pzns', '-retailPrice', '12345678901.5'],
    ['a derived value that is no number', 'underlying-pzns', 'saving', '1;2'],
    ['an impossible date', 'lauer-taxe', 'issueDate', '2026-13-45'],
    ['a timestamp that is none', 'keywords', 'createdAt', 'yesterday'],
    ['a boolean that is none', 'domain-pzns', 'listed', 'yes'],
    ['U+0000 in a text sort', 'pzns', 'name', 'a\u0000'],
  ])('answers 400 cursor.invalid for %s', async (_case, resource, sort, value) => {
    const cursor = cursorOf({ s: sort, v: value, id: someId })
    const response = await t.app.inject({ url: `/api/resources/${resource}?sort=${sort}&cursor=${cursor}`, headers: await t.as('READ', 'DEMO') })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().fieldErrors.cursor).toMatchObject({ code: 'cursor.invalid' })
  })

  it('answers 400 for an id that is not a UUID', async () => {
    const cursor = cursorOf({ s: 'name', v: 'a', id: '-'.repeat(36) })
    const response = await t.app.inject({ url: `/api/resources/pzns?sort=name&cursor=${cursor}`, headers: await t.as('READ', 'DEMO') })
    expect(response.statusCode).toBe(400)
  })

  it('still follows the cursors the server gives out, for every sortable type', async () => {
    const sorts = [['pzns', 'name'], ['keywords', 'searchVolume'], ['pzns', '-retailPrice'], ['keyword-pzns', 'observedOn'], ['keywords', '-createdAt'], ['domain-pzns', 'listed'], ['underlying-pzns', 'saving']]
    for (const [resource, sort] of sorts) {
      const first = await t.app.inject({ url: `/api/resources/${resource}?sort=${sort}&pageSize=5`, headers: await t.as('READ', 'DEMO') })
      expect(first.statusCode, `${sort}: ${first.body}`).toBe(200)
      expect(first.json().nextCursor, `${resource} ${sort}`).toBeTruthy()
      const next = await t.app.inject({ url: `/api/resources/${resource}?sort=${sort}&pageSize=5&page=2&cursor=${first.json().nextCursor}`, headers: await t.as('READ', 'DEMO') })
      expect(next.statusCode, `${sort}: ${next.body}`).toBe(200)
      expect(next.json().items.length).toBeGreaterThan(0)
      expect(next.json().items[0].id).not.toBe(first.json().items[4].id)
    }
  })
})

describe('download file names', () => {
  it('sends the rejected-rows report of `Übersicht €.csv` with an RFC 6266 name and the security headers', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-uploads',
      headers: await t.as('WRITE', 'DEMO'),
      payload: { resource: 'my-markets', fileName: 'Übersicht €.csv', content: Buffer.from('market;role\r\nx;nowhere\r\n').toString('base64') },
    })
    expect(created.statusCode, created.body).toBe(202)
    await waitForJob(t, ['WRITE', 'DEMO'], created.json().id, ['validated', 'failed'])
    const report = await t.app.inject({ url: `/api/bulk-uploads/${created.json().id}/report`, headers: await t.as('WRITE', 'DEMO') })
    expect(report.statusCode).toBe(200)
    expect(report.headers['content-disposition']).toBe(
      `attachment; filename="Ubersicht _-rejected-rows.csv"; filename*=UTF-8''%C3%9Cbersicht%20%E2%82%AC-rejected-rows.csv`,
    )
    expect(report.headers['x-content-type-options']).toBe('nosniff')
    expect(report.headers['content-security-policy']).toContain("default-src 'self'")
  })
})
