// The chat history API over app.inject on the test database (PGlite, or PostgreSQL with DATABASE_URL):
// the owner's threads only, full-text search with the tenant's stemming (German, French) and a
// text-only snippet, rename, pin, delete one / many / all, export, and the retention job.
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, chatThreads, tenantAiSettings } from '../../../src/server/db/ai-tables.ts'
import { auditLog } from '../../../src/server/db/schema.ts'
import { textSearchConfigFor } from '../../../src/server/chat/text-search-config.ts'
import { runChatRetention } from '../../../src/server/routes/chat-history/retention.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'

let t: TestApp
let bpiUser: { id: string; token: string }
let otherBpiUser: { id: string; token: string }
let neresUser: { id: string; token: string }

beforeAll(async () => {
  t = await buildApp()
  const make = async (role: string, group: string) => {
    const { user, password } = await t.createUser({ role, group })
    return { id: user.id, token: await t.signIn(user.email, password) }
  }
  bpiUser = await make('WRITE', 'BPI')
  otherBpiUser = await make('WRITE', 'BPI')
  neresUser = await make('READ', 'NERES')
})
afterAll(async () => t.close())

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), payload })

/** A thread with messages written the way the chat room writes them (search_vector in the tenant's configuration). */
async function seedThread(owner: { id: string }, group: string, fields: { title: string; kind?: string; assistantId?: string; lastMessageAt?: Date; pinned?: boolean; messages?: string[] }) {
  const db = t.database.handle.db
  const id = randomUUID()
  const at = fields.lastMessageAt ?? new Date()
  await db.insert(chatThreads).values({
    id,
    tenantGroup: group,
    userId: owner.id,
    assistantId: fields.assistantId ?? `${group.toLowerCase()}-all`,
    kind: fields.kind ?? 'classic',
    route: JSON.stringify({ id: 'chatbot', params: { assistantId: fields.assistantId ?? `${group.toLowerCase()}-all` } }),
    title: fields.title,
    pinned: fields.pinned ?? false,
    lastMessageAt: at,
  })
  const config = textSearchConfigFor(group)
  for (const [seq, content] of (fields.messages ?? []).entries()) {
    await db.insert(chatMessages).values({
      id: randomUUID(),
      threadId: id,
      tenantGroup: group,
      userId: owner.id,
      seq,
      role: seq % 2 === 0 ? 'user' : 'assistant',
      content,
      searchVector: sql`to_tsvector(${config}::regconfig, ${content})`,
    })
  }
  return id
}

const list = async (token: string, query = '') => {
  const response = await call(token, 'GET', `/api/chat/threads${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { items: { id: string; title: string; pinned: boolean; assistantName: string; snippet: { text: string; match: boolean }[] | null }[]; nextCursor: string | null }
}

describe('listing and search', () => {
  it('lists the owner threads, pinned first then newest, never another user', async () => {
    const old = await seedThread(bpiUser, 'BPI', { title: 'Alt', lastMessageAt: new Date(Date.now() - 86_400_000) })
    const pinned = await seedThread(bpiUser, 'BPI', { title: 'Angeheftet', pinned: true, lastMessageAt: new Date(Date.now() - 2 * 86_400_000) })
    const fresh = await seedThread(bpiUser, 'BPI', { title: 'Neu' })
    await seedThread(otherBpiUser, 'BPI', { title: 'Fremd' })
    const dynamic = await seedThread(bpiUser, 'BPI', { title: 'Dynamisch', kind: 'dynamic' })
    const { items } = await list(bpiUser.token, '?kind=classic')
    expect(items.map((item) => item.id)).toEqual([pinned, fresh, old])
    expect(items[0]!.assistantName).toBe('BPI – Alle Quellen')
    expect((await list(bpiUser.token, '?kind=dynamic')).items.map((item) => item.id)).toEqual([dynamic])
    const from = new Date(Date.now() - 3_600_000).toISOString()
    expect((await list(bpiUser.token, `?kind=classic&from=${encodeURIComponent(from)}`)).items.map((item) => item.id)).toEqual([fresh])
    expect((await list(bpiUser.token, '?assistantId=bpi-files')).items).toEqual([])
  })

  it('finds German inflections and marks the match as text, never HTML', async () => {
    const id = await seedThread(bpiUser, 'BPI', { title: 'Dosis', messages: ['Wie ist die <b>Dosierung</b> von Ibuprofen bei Kindern?', 'Die Dosierungen richten sich nach dem Gewicht.'] })
    const { items } = await list(bpiUser.token, '?q=Dosierungen')
    expect(items.map((item) => item.id)).toEqual([id])
    const snippet = items[0]!.snippet!
    expect(snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain('dosierung')
    // Our own markers never reach the client, and markup-like words in a message are not passed on as markup.
    const joined = snippet.map((part) => part.text).join('')
    for (const forbidden of ['\u0002', '\u0003', '<b>']) expect(joined).not.toContain(forbidden)
    expect((await list(otherBpiUser.token, '?q=Dosierungen')).items).toEqual([])
  })

  it('shows the thread’s first matching message, also when a later one repeats the word (decision 0057)', async () => {
    const { user, password } = await t.createUser({ role: 'WRITE', group: 'BPI' })
    const owner = { id: user.id, token: await t.signIn(user.email, password) }
    const id = await seedThread(owner, 'BPI', {
      title: 'Konditionen',
      messages: ['Gibt es Staffelpreise?', 'Ja, ab 100 Packungen gibt es Skonto.', 'Skonto, Skonto, Skonto: wie viel Skonto genau?'],
    })
    const { items } = await list(owner.token, '?q=Skonto')
    expect(items.map((item) => item.id)).toEqual([id])
    expect(items[0]!.snippet!.map((part) => part.text).join('')).toContain('Packungen gibt es')
    expect(items[0]!.snippet!.filter((part) => part.match).map((part) => part.text)).toEqual(['Skonto'])
  })

  it('stems French for NERES', async () => {
    const id = await seedThread(neresUser, 'NERES', { title: 'Posologie', messages: ['Quelles sont les doses recommandées chez l’enfant ?'] })
    const { items } = await list(neresUser.token, '?q=dose')
    expect(items.map((item) => item.id)).toEqual([id])
    expect(items[0]!.snippet!.some((part) => part.match && part.text === 'doses')).toBe(true)
  })
})

describe('changes', () => {
  it('renames and pins the own thread; another user gets 404', async () => {
    const id = await seedThread(bpiUser, 'BPI', { title: 'Vorher' })
    const renamed = await call(bpiUser.token, 'PATCH', `/api/chat/threads/${id}`, { title: '  Nachher ', pinned: true })
    expect(renamed.json()).toMatchObject({ id, title: 'Nachher', pinned: true })
    expect((await call(otherBpiUser.token, 'PATCH', `/api/chat/threads/${id}`, { title: 'x' })).statusCode).toBe(404)
    expect((await call(neresUser.token, 'DELETE', `/api/chat/threads/${id}`)).statusCode).toBe(404)
    expect((await call(otherBpiUser.token, 'GET', `/api/chat/threads/${id}/export?format=md`)).statusCode).toBe(404)
    expect((await call(bpiUser.token, 'PATCH', `/api/chat/threads/${id}`, {})).statusCode).toBe(400)
  })

  it('exports Markdown and JSON as downloads', async () => {
    const id = await seedThread(bpiUser, 'BPI', { title: 'Export/Test', messages: ['Frage eins', 'Antwort eins'] })
    const md = await call(bpiUser.token, 'GET', `/api/chat/threads/${id}/export?format=md`)
    expect(md.headers['content-type']).toContain('text/markdown')
    expect(md.headers['content-disposition']).toContain('Export Test.md')
    expect(md.body).toMatch(/^# Export\/Test\n/)
    expect(md.body).toContain('Antwort eins')
    // Written for people: the tenant's language, who spoke, dates without ISO machinery.
    expect(md.body).toMatch(/\n## Sie · \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC\n\nFrage eins\n/)
    expect(md.body).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
    expect(md.body).not.toContain('## User')
    const neresId = await seedThread(neresUser, 'NERES', { title: 'Posologie', messages: ['Quelle dose ?', 'Deux comprimés.'] })
    const french = await call(neresUser.token, 'GET', `/api/chat/threads/${neresId}/export?format=md`)
    expect(french.body).toMatch(/\n## Vous · .+ UTC\n\nQuelle dose \?\n/)
    const json = await call(bpiUser.token, 'GET', `/api/chat/threads/${id}/export?format=json`)
    expect(json.headers['content-disposition']).toContain('.json')
    expect(JSON.parse(json.body)).toMatchObject({ thread: { id, title: 'Export/Test' }, messages: [{ role: 'user', content: 'Frage eins' }, { role: 'assistant', content: 'Antwort eins' }] })
  })

  it('deletes one, many (ignoring others) and all of mine', async () => {
    const one = await seedThread(bpiUser, 'BPI', { title: 'Eins', messages: ['a'] })
    expect((await call(bpiUser.token, 'DELETE', `/api/chat/threads/${one}`)).statusCode).toBe(204)
    expect((await call(bpiUser.token, 'DELETE', `/api/chat/threads/${one}`)).statusCode).toBe(404)
    expect(await t.database.handle.db.select().from(chatMessages).where(eq(chatMessages.threadId, one))).toEqual([])
    const a = await seedThread(bpiUser, 'BPI', { title: 'A' })
    const b = await seedThread(bpiUser, 'BPI', { title: 'B' })
    const foreign = await seedThread(otherBpiUser, 'BPI', { title: 'C' })
    expect((await call(bpiUser.token, 'POST', '/api/chat/threads/bulk-delete', { threadIds: [a, b, foreign] })).json()).toEqual({ deleted: 2 })
    expect((await list(otherBpiUser.token)).items.map((item) => item.id)).toContain(foreign)
    const all = await call(bpiUser.token, 'DELETE', '/api/chat/threads')
    expect(all.json().deleted).toBeGreaterThan(0)
    expect((await list(bpiUser.token)).items).toEqual([])
    expect((await list(otherBpiUser.token)).items.length).toBeGreaterThan(0)
  })
})

describe('retention', () => {
  it('deletes old unpinned threads per tenant and audits each run with the count', async () => {
    const db = t.database.handle.db
    const now = new Date()
    const old = new Date(now.getTime() - 40 * 86_400_000)
    const oldThread = await seedThread(otherBpiUser, 'BPI', { title: 'Alt', lastMessageAt: old, messages: ['alt'] })
    const oldPinned = await seedThread(otherBpiUser, 'BPI', { title: 'Alt, angeheftet', lastMessageAt: old, pinned: true })
    const recent = await seedThread(otherBpiUser, 'BPI', { title: 'Neu' })
    const neresOld = await seedThread(neresUser, 'NERES', { title: 'Vieux', lastMessageAt: old })
    await db.insert(tenantAiSettings).values({ tenantGroup: 'BPI', threadRetentionDays: 30 })
    await db.insert(tenantAiSettings).values({ tenantGroup: 'NERES', threadRetentionDays: null })
    expect(await runChatRetention(db, now)).toEqual({ BPI: 1 })
    const left = (await db.select({ id: chatThreads.id }).from(chatThreads)).map((row) => row.id)
    expect(left).not.toContain(oldThread)
    expect(left).toEqual(expect.arrayContaining([oldPinned, recent, neresOld]))
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'chat.retention.run'))
    expect(entries.map((entry) => [entry.tenant, entry.detail])).toEqual([['BPI', expect.objectContaining({ retentionDays: 30, deleted: 1 })]])
  })
})
