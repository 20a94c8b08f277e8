// The prompt library over app.inject on the test database: variables parsed, versions with the one in
// use, private and shared prompts, tenant isolation (404), the user-facing read, import as a whole or
// not at all, export, and audit entries for admins' changes.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../../src/server/db/schema.ts'
import { libraryPrompts } from '../../../src/server/db/prompt-tables.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await buildApp()
  for (const [name, role, group] of [
    ['bpiAdmin', 'ADMIN', 'BPI'],
    ['bpiAdmin2', 'ADMIN', 'BPI'],
    ['bpiWrite', 'WRITE', 'BPI'],
    ['neresAdmin', 'ADMIN', 'NERES'],
  ] as const) {
    const { user, password } = await t.createUser({ role, group })
    tokens[name] = await t.signIn(user.email, password)
  }
  // Migrations on a fresh database take a while on a busy machine.
}, 180_000)
afterAll(async () => t.close())

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) })

async function create(token: string, body: object) {
  const response = await call(token, 'POST', '/api/prompts', { title: 'Produkttext', body: 'Schreibe über {{produkt}}', ...body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; currentVersion: number; variables: unknown[]; visibility: string }
}

describe('saved prompts', () => {
  it('parse the variables of the template and start private at version 1', async () => {
    const prompt = await create(tokens.bpiAdmin!, { body: 'Am {{date}} für {{user.name}}: {{thema}} im Ton {{ton:formell|locker}}', category: 'Marketing', tags: ['hwg', ' text ', 'hwg'] })
    expect(prompt).toMatchObject({ currentVersion: 1, visibility: 'private', category: 'Marketing', tags: ['hwg', 'text'], mine: true })
    expect(prompt.variables).toEqual([
      { kind: 'builtin', name: 'date' },
      { kind: 'builtin', name: 'user.name' },
      { kind: 'text', name: 'thema' },
      { kind: 'choice', name: 'ton', options: ['formell', 'locker'] },
    ])
  })

  it.each([
    [{ title: '  ', body: 'x' }, 'title', 'prompts.titleRequired'],
    [{ title: 'x', body: '' }, 'body', 'prompts.bodyRequired'],
    [{ title: 'x', body: '{{ton:a||b}}' }, 'body', 'prompts.template.emptyOption'],
    [{ title: 'x', body: '{{ton:a|b}} {{ton:a|c}}' }, 'body', 'prompts.template.conflictingChoice'],
    [{ title: 'x'.repeat(201), body: 'x' }, 'title', 'prompts.tooLong'],
    [{ title: 'x', body: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'prompts.tagsInvalid'],
  ])('refuse bad input %# with a field error', async (body, field, code) => {
    const response = await call(tokens.bpiAdmin!, 'POST', '/api/prompts', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors[field].code).toBe(code)
  })

  it('keep versions; a new text is a new version in use, an old one can be put back', async () => {
    const prompt = await create(tokens.bpiAdmin!, { title: 'Versioniert', body: 'Erste Fassung' })
    const meta = await call(tokens.bpiAdmin!, 'PATCH', `/api/prompts/${prompt.id}`, { tags: ['neu'] })
    expect(meta.json()).toMatchObject({ currentVersion: 1, tags: ['neu'] })
    const changed = await call(tokens.bpiAdmin!, 'PATCH', `/api/prompts/${prompt.id}`, { body: 'Zweite Fassung' })
    expect(changed.json()).toMatchObject({ currentVersion: 2, latestVersion: 2, body: 'Zweite Fassung' })
    const back = await call(tokens.bpiAdmin!, 'POST', `/api/prompts/${prompt.id}/versions/1/use`)
    expect(back.json()).toMatchObject({ currentVersion: 1, latestVersion: 2, body: 'Erste Fassung' })
    const versions = (await call(tokens.bpiAdmin!, 'GET', `/api/prompts/${prompt.id}/versions`)).json().items as { version: number; inUse: boolean }[]
    expect(versions.map((v) => [v.version, v.inUse])).toEqual([
      [2, false],
      [1, true],
    ])
    expect((await call(tokens.bpiAdmin!, 'POST', `/api/prompts/${prompt.id}/versions/9/use`)).statusCode).toBe(404)
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.target, prompt.id)))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['prompt.changed', 'prompt.changed', 'prompt.created', 'prompt.versionUsed'])
  })

  it('are private to their owner until shared; another tenant gets 404 for every id', async () => {
    const prompt = await create(tokens.bpiAdmin!, { title: 'Geheim' })
    expect((await call(tokens.bpiAdmin2!, 'GET', `/api/prompts/${prompt.id}`)).statusCode).toBe(404)
    const usableBefore = (await call(tokens.bpiWrite!, 'GET', '/api/prompts/usable')).json().items as { id: string }[]
    expect(usableBefore.map((p) => p.id)).not.toContain(prompt.id)
    await call(tokens.bpiAdmin!, 'PATCH', `/api/prompts/${prompt.id}`, { visibility: 'shared' })
    const usable = (await call(tokens.bpiWrite!, 'GET', '/api/prompts/usable')).json().items as { id: string; mine: boolean }[]
    expect(usable.find((p) => p.id === prompt.id)).toMatchObject({ mine: false })
    expect((await call(tokens.bpiAdmin2!, 'PATCH', `/api/prompts/${prompt.id}`, { title: 'Von Kollegin' })).statusCode).toBe(200)
    for (const [method, url] of [
      ['GET', `/api/prompts/${prompt.id}`],
      ['PATCH', `/api/prompts/${prompt.id}`],
      ['DELETE', `/api/prompts/${prompt.id}`],
      ['GET', `/api/prompts/${prompt.id}/versions`],
      ['POST', `/api/prompts/${prompt.id}/versions/1/use`],
    ] as const) {
      const response = await call(tokens.neresAdmin!, method, url, method === 'PATCH' ? { title: 'x' } : undefined)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    const neresUsable = (await call(tokens.neresAdmin!, 'GET', '/api/prompts/usable')).json().items as { id: string }[]
    expect(neresUsable.map((p) => p.id)).not.toContain(prompt.id)
    expect((await call(tokens.bpiWrite!, 'GET', '/api/prompts')).statusCode).toBe(403)
  })

  it('delete with their versions', async () => {
    const prompt = await create(tokens.bpiAdmin!, { title: 'Weg' })
    expect((await call(tokens.bpiAdmin!, 'DELETE', `/api/prompts/${prompt.id}`)).statusCode).toBe(204)
    expect((await call(tokens.bpiAdmin!, 'GET', `/api/prompts/${prompt.id}`)).statusCode).toBe(404)
  })
})

describe('import and export', () => {
  it('export what the admin sees and import it back into another tenant', async () => {
    await create(tokens.bpiAdmin!, { title: 'Export A', body: 'Ton {{ton:formell|locker}}', category: 'Export', tags: ['x'], visibility: 'shared' })
    const exported = await call(tokens.bpiAdmin!, 'GET', '/api/prompts/export')
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="prompt-library-\d{4}-\d{2}-\d{2}\.json"/)
    const document = exported.json()
    expect(document.format).toBe('tessera.prompt-library')
    expect(document.prompts).toContainEqual({ title: 'Export A', description: '', body: 'Ton {{ton:formell|locker}}', category: 'Export', tags: ['x'], visibility: 'shared' })
    const imported = await call(tokens.neresAdmin!, 'POST', '/api/prompts/import', document)
    expect(imported.statusCode, imported.body).toBe(201)
    expect(imported.json().imported).toBe(document.prompts.length)
    const neres = (await call(tokens.neresAdmin!, 'GET', '/api/prompts')).json().items as { title: string; mine: boolean }[]
    expect(neres.find((p) => p.title === 'Export A')).toMatchObject({ mine: true })
  })

  it.each([
    [{ prompts: [] }, 'prompts.importFormat'],
    [{ format: 'tessera.prompt-library', prompts: [] }, 'prompts.importEmpty'],
    [{ format: 'tessera.prompt-library', prompts: Array.from({ length: 501 }, () => ({ title: 't', body: 'b' })) }, 'prompts.importTooMany'],
  ])('refuse a document that is not an export (%#)', async (document, code) => {
    const response = await call(tokens.bpiAdmin!, 'POST', '/api/prompts/import', document)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(code)
  })

  it('import nothing when one prompt is bad, and say which', async () => {
    const before = (await t.app.db.select().from(libraryPrompts).where(eq(libraryPrompts.tenantGroup, 'BPI'))).length
    const response = await call(tokens.bpiAdmin!, 'POST', '/api/prompts/import', {
      format: 'tessera.prompt-library',
      prompts: [{ title: 'Gut', body: 'gut' }, { title: 'Schlecht', body: '{{a:|b}}' }, 'kein Objekt'],
    })
    expect(response.statusCode).toBe(400)
    const errors = response.json().fieldErrors
    expect(errors['prompts.1.body'].code).toBe('prompts.template.emptyOption')
    expect(errors['prompts.2.title'].code).toBe('prompts.titleRequired')
    const after = (await t.app.db.select().from(libraryPrompts).where(eq(libraryPrompts.tenantGroup, 'BPI'))).length
    expect(after).toBe(before)
  })
})
