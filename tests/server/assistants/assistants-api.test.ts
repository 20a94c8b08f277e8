// The assistants API over app.inject on the test database (PGlite, or PostgreSQL with DATABASE_URL):
// fixed assistants from the manifest, versions with the optimistic check, validation codes, the
// visibility rules (tenant, level, draft) and audit entries.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiModels, aiProviders, assistants, assistantVersions, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { auditLog } from '../../../src/server/db/schema.ts'
import { syncFixedAssistants } from '../../../src/server/chat/assistants/index.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'

let t: TestApp
let bpiAdmin: string
let bpiRead: string
let demoAdmin: string
let neresRead: string

beforeAll(async () => {
  t = await buildApp()
  const token = async (role: string, group: string) => {
    const { user, password } = await t.createUser({ role, group })
    return t.signIn(user.email, password)
  }
  bpiAdmin = await token('ADMIN', 'BPI')
  bpiRead = await token('READ', 'BPI')
  demoAdmin = await token('ADMIN', 'DEMO')
  neresRead = await token('READ', 'NERES')
})
afterAll(async () => t.close())

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), payload })

async function create(token: string, body: object = {}) {
  const response = await call(token, 'POST', '/api/assistants', { name: 'Dosierungshelfer', instructions: 'Hallo {{user.name}}', ...body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; version: number; status: string }
}

describe('fixed assistants', () => {
  it('exist in every install with names in the tenant language', async () => {
    const bpi = (await call(bpiRead, 'GET', '/api/assistants')).json().items as { id: string; name: string; fixed: boolean; sourceMode: string }[]
    expect(bpi.map((a) => [a.id, a.name, a.fixed, a.sourceMode])).toEqual(
      expect.arrayContaining([
        ['bpi-files', 'BPI – Dokumente', true, 'files'],
        ['bpi-general', 'BPI – Allgemeines Modell', true, 'general'],
        ['bpi-all', 'BPI – Alle Quellen', true, 'all'],
      ]),
    )
    const neres = (await call(neresRead, 'GET', '/api/assistants')).json().items as { name: string; instructions: string }[]
    expect(neres.map((a) => a.name)).toContain('NERES – Documents')
    expect(neres[0]!.instructions).toContain('sources')
  })

  it('are brought back in step with the manifest source mode as a new version, keeping admin edits', async () => {
    const db = t.database.handle.db
    const edited = await call(bpiAdmin, 'PATCH', '/api/assistants/bpi-files', { version: 1, instructions: 'Nur aus Dokumenten.' })
    expect(edited.statusCode, edited.body).toBe(200)
    await db.update(assistantVersions).set({ sourceMode: 'all' }).where(eq(assistantVersions.assistantId, 'bpi-files'))
    await syncFixedAssistants(db)
    const after = (await call(bpiAdmin, 'GET', '/api/assistants/bpi-files')).json()
    expect(after).toMatchObject({ version: 3, sourceMode: 'files', instructions: 'Nur aus Dokumenten.' })
    await syncFixedAssistants(db)
    expect((await call(bpiAdmin, 'GET', '/api/assistants/bpi-files')).json().version).toBe(3)
  })

  it('cannot be deleted, and their source mode does not change by the API', async () => {
    const response = await call(bpiAdmin, 'DELETE', '/api/assistants/bpi-general')
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('assistants.fixedNotDeletable')
    const current = (await call(bpiAdmin, 'GET', '/api/assistants/bpi-general')).json()
    const mode = await call(bpiAdmin, 'PATCH', '/api/assistants/bpi-general', { version: current.version, sourceMode: 'files' })
    expect(mode.statusCode).toBe(400)
    expect(mode.json().fieldErrors.sourceMode.code).toBe('assistants.fixedSourceMode')
  })
})

describe('own assistants', () => {
  it('saves every change as a version and answers 409 to a stale save', async () => {
    const created = await create(bpiAdmin)
    expect(created).toMatchObject({ version: 1, status: 'draft' })
    const second = await call(bpiAdmin, 'PATCH', `/api/assistants/${created.id}`, { version: 1, name: 'Zweite Fassung', temperature: 0.3 })
    expect(second.json()).toMatchObject({ version: 2, name: 'Zweite Fassung', temperature: 0.3, instructions: 'Hallo {{user.name}}' })
    const stale = await call(bpiAdmin, 'PATCH', `/api/assistants/${created.id}`, { version: 1, name: 'Veraltet' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('assistants.staleVersion')
    const versions = (await call(bpiAdmin, 'GET', `/api/assistants/${created.id}/versions`)).json().items as { version: number; name: string }[]
    expect(versions.map((v) => [v.version, v.name])).toEqual([
      [2, 'Zweite Fassung'],
      [1, 'Dosierungshelfer'],
    ])
  })

  it('refuses bad fields with one code each', async () => {
    const response = await call(bpiAdmin, 'POST', '/api/assistants', {
      name: 'x',
      temperature: 2.5,
      maxAnswerTokens: 40_000,
      conversationStarters: Array.from({ length: 9 }, () => 'Frage'),
      instructions: 'a'.repeat(20_001),
      levels: ['READ', 'GUEST'],
      modelId: 'no-such-model',
    })
    expect(response.statusCode).toBe(400)
    const codes = Object.fromEntries(Object.entries(response.json().fieldErrors as Record<string, { code: string }>).map(([field, error]) => [field, error.code]))
    expect(codes).toEqual({
      temperature: 'assistants.temperatureRange',
      maxAnswerTokens: 'assistants.maxAnswerTokensRange',
      conversationStarters: 'assistants.startersInvalid',
      instructions: 'assistants.instructionsTooLong',
      levels: 'assistants.levelsInvalid',
      modelId: 'assistants.modelNotAllowed',
    })
    const names = await t.database.handle.db.select({ name: assistantVersions.name }).from(assistantVersions).where(eq(assistantVersions.name, 'x'))
    expect(names).toEqual([])
  })

  it('accepts only a model the tenant may chat with', async () => {
    const db = t.database.handle.db
    await db.insert(aiProviders).values({ id: 'p1', name: 'P', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1' })
    await db.insert(aiModels).values([
      { id: 'chat-1', providerId: 'p1', modelName: 'c', displayName: 'Chat', capabilities: ['chat'] },
      { id: 'embed-1', providerId: 'p1', modelName: 'e', displayName: 'Embed', capabilities: ['embeddings'] },
    ])
    await db.insert(tenantAllowedModels).values([
      { tenantGroup: 'BPI', modelId: 'chat-1' },
      { tenantGroup: 'BPI', modelId: 'embed-1' },
    ])
    expect((await call(bpiAdmin, 'GET', '/api/assistants/models')).json().items).toEqual([{ id: 'chat-1', label: 'Chat', isDefault: false }])
    await create(bpiAdmin, { modelId: 'chat-1' })
    expect((await call(bpiAdmin, 'POST', '/api/assistants', { name: 'e', modelId: 'embed-1' })).statusCode).toBe(400)
    expect((await call(demoAdmin, 'POST', '/api/assistants', { name: 'd', modelId: 'chat-1' })).statusCode).toBe(400)
  })

  it('shows drafts and level-restricted assistants only to those allowed, another tenant never', async () => {
    const draft = await create(bpiAdmin, { name: 'Entwurf' })
    const adminsOnly = await create(bpiAdmin, { name: 'Nur Admins', levels: ['ROOT', 'ADMIN'], status: 'published' })
    const readNames = ((await call(bpiRead, 'GET', '/api/assistants')).json().items as { name: string }[]).map((a) => a.name)
    expect(readNames).not.toContain('Entwurf')
    expect(readNames).not.toContain('Nur Admins')
    expect((await call(bpiRead, 'GET', `/api/assistants/${draft.id}`)).statusCode).toBe(404)
    expect((await call(bpiRead, 'GET', `/api/assistants/${adminsOnly.id}`)).statusCode).toBe(404)
    expect((await call(bpiAdmin, 'GET', `/api/assistants/${draft.id}`)).statusCode).toBe(200)
    for (const [method, url] of [
      ['GET', `/api/assistants/${draft.id}`],
      ['PATCH', `/api/assistants/${draft.id}`],
      ['DELETE', `/api/assistants/${draft.id}`],
      ['POST', `/api/assistants/${draft.id}/publish`],
      ['GET', `/api/assistants/${draft.id}/versions`],
    ] as const) {
      expect((await call(demoAdmin, method, url, method === 'PATCH' ? { version: 1, name: 'x' } : undefined)).statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await call(bpiRead, 'POST', '/api/assistants', { name: 'x' })).statusCode).toBe(403)
    const published = await call(bpiAdmin, 'POST', `/api/assistants/${draft.id}/publish`)
    expect(published.json().status).toBe('published')
    expect((await call(bpiRead, 'GET', `/api/assistants/${draft.id}`)).statusCode).toBe(200)
    expect((await call(bpiAdmin, 'POST', `/api/assistants/${draft.id}/unpublish`)).json().status).toBe('draft')
  })

  it('deletes softly and audits every change', async () => {
    const created = await create(bpiAdmin, { name: 'Wegwerf' })
    await call(bpiAdmin, 'PATCH', `/api/assistants/${created.id}`, { version: 1, description: 'neu' })
    await call(bpiAdmin, 'POST', `/api/assistants/${created.id}/publish`)
    expect((await call(bpiAdmin, 'DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(204)
    expect((await call(bpiAdmin, 'GET', `/api/assistants/${created.id}`)).statusCode).toBe(404)
    const [row] = await t.database.handle.db.select().from(assistants).where(eq(assistants.id, created.id))
    expect(row!.deletedAt).not.toBeNull()
    const actions = (await t.database.handle.db.select().from(auditLog).where(eq(auditLog.target, created.id))).map((entry) => entry.action)
    expect(actions.sort()).toEqual(['assistant.changed', 'assistant.created', 'assistant.deleted', 'assistant.published'])
  })
})
