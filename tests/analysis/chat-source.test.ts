// Chat messages as a medicine-check source (decision 0114), over the real chat API and the real job
// handler on the real database: off by default; ADMIN+ only; after the opt-in the user messages (not
// the answers) of the chosen routes become pseudonymised items, deduplicated, dated by the message;
// messages before the opt-in, of other routes or of another tenant never do; turning it off stops the
// intake and keeps the items; a thread reference resolves for admins only, audited, 404 across tenants.
import { and, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatIntakeJobKind } from '../../src/server/analysis/chat/chat-intake-job.ts'
import { defaultChatRoutes, tenantChatRoutes } from '../../src/server/analysis/chat/tenant-chat-routes.ts'
import { chatMessages } from '../../src/server/db/ai-tables.ts'
import { analysisChatMessages, analysisChatSettings } from '../../src/server/db/analysis-chat-tables.ts'
import { analysisItems, analysisKeywordHits } from '../../src/server/db/analysis-tables.ts'
import { auditLog } from '../../src/server/db/schema.ts'
import { registeredJobKinds } from '../../src/server/jobs/registry.ts'
import { buildChatApp, createThread, type ChatTestApp } from '../chat/chat-helpers.ts'

let t: ChatTestApp
const as: Record<string, Record<string, string>> = {}
let consumer: { headers: Record<string, string>; userId: string }
let consumerName = ''
let consumerEmail = ''
let igephaConsumer: { headers: Record<string, string>; userId: string }
let demoAssistant = ''
let igephaAssistant = ''

beforeAll(async () => {
  // No job runner: the intake runs when the test calls its handler, so "not taken yet" is a fact.
  t = await buildChatApp({ config: { jobsEnabled: false } })
  for (const [name, role, group] of [
    ['admin', 'ADMIN', 'DEMO'],
    ['write', 'WRITE', 'DEMO'],
    ['read', 'READ', 'DEMO'],
    ['bpiAdmin', 'ADMIN', 'BPI'],
  ] as const)
    as[name] = (await t.signInAs(role, group)).headers
  const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO', username: 'lena.kunde' })
  consumerName = user.username
  consumerEmail = user.email
  consumer = { headers: { authorization: `Bearer ${await t.signIn(user.email, password)}` }, userId: user.id }
  igephaConsumer = await t.signInAs('READ', 'IGEPHA')
  demoAssistant = await t.addAssistant('DEMO', { sourceMode: 'general' })
  igephaAssistant = await t.addAssistant('IGEPHA', { sourceMode: 'general', fixed: true })
}, 240_000)
afterAll(async () => t?.close())

const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as[who]!, ...(payload !== undefined && { payload }) })

async function send(headers: Record<string, string>, threadId: string, content: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/chat/threads/${threadId}/messages`,
    headers,
    payload: { content },
  })
  expect(response.statusCode, response.body).toBe(200)
}

async function runIntake() {
  const kind = registeredJobKinds().get(chatIntakeJobKind)!
  return kind.handler(
    { id: 0, payload: {}, tenantGroup: null, attempt: 1 },
    { db: t.app.db, log: t.app.log, signal: new AbortController().signal },
  )
}

const chatItems = (group: string) =>
  t.app.db
    .select()
    .from(analysisItems)
    .where(and(eq(analysisItems.tenantGroup, group), eq(analysisItems.sourceKind, 'chat')))

const before = 'Vor dem Opt-in: Zyrtomax macht mir Übelkeit.'
const ae =
  'Seit ich Zyrtomax nehme, habe ich jeden Morgen Übelkeit bis in den Mittag. Das ist nicht schön, wenn man zur Arbeit muss. Schreiben Sie mir an lena@example.org, Ihre lena.kunde'
const otherRoute = 'Im dynamischen Chat: Zyrtomax verursacht Schwindel.'
const igephaText = 'IGEPHA-Kundin: Nach Zyrtomax habe ich Hautausschlag.'

describe('the setting', () => {
  it('is off by default and offers the tenant its own chatbot routes, external ones chosen by default', async () => {
    const view = await call('admin', 'GET', '/api/medicheck/chat-source')
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json()).toMatchObject({ enabled: false, enabledAt: null, messagesTaken: 0 })
    const routes = view.json().routes as { id: string; chosen: boolean; external: boolean }[]
    expect(routes.map((route) => route.id).sort()).toEqual([
      'chatbot',
      'demo-customizable-chatbot',
      'dynamic-chatbot',
    ])
    // DEMO has no external chatbot: nothing is chosen until its admin picks.
    expect(routes.filter((route) => route.chosen)).toEqual([])
    expect(defaultChatRoutes('IGEPHA')).toEqual(['igepha-external-chatbot'])
    expect(defaultChatRoutes('BPI')).toEqual(['bpi-external-chatbot'])
    expect(tenantChatRoutes('IGEPHA').map((route) => route.id)).not.toContain('bpi-external-chatbot')
    expect(tenantChatRoutes('IGEPHA').map((route) => route.id)).not.toContain('igepha-ai-thread')
  })

  it('is for ADMIN+ of a medicine-check tenant only', async () => {
    for (const who of ['write', 'read', 'bpiAdmin']) {
      expect((await call(who, 'GET', '/api/medicheck/chat-source')).statusCode, who).toBe(403)
      expect(
        (await call(who, 'PUT', '/api/medicheck/chat-source', { enabled: true, routes: ['chatbot'] }))
          .statusCode,
        who,
      ).toBe(403)
      expect((await call(who, 'GET', '/api/medicheck/chat-threads/CT-2222-2222-2222')).statusCode, who).toBe(
        403,
      )
    }
  })

  it.each([
    [
      'a route of another tenant',
      { enabled: true, routes: ['bpi-external-chatbot'] },
      'analysis.chatRouteUnknown',
    ],
    ['a route that is no chatbot', { enabled: true, routes: ['dashboard'] }, 'analysis.chatRouteUnknown'],
    ['no route while on', { enabled: true, routes: [] }, 'analysis.chatRoutesRequired'],
  ])('refuses %s and writes nothing', async (_label, body, code) => {
    const response = await call('admin', 'PUT', '/api/medicheck/chat-source', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(code)
    expect(response.json().fieldErrors.routes.code).toBe(code)
    expect(await t.app.db.select().from(analysisChatSettings)).toEqual([])
  })
})

describe('the intake', () => {
  let demoThread = ''
  let secondThread = ''

  it('takes nothing sent before the opt-in', async () => {
    demoThread = await createThread(t, consumer.headers, {
      assistantId: demoAssistant,
      routeId: 'chatbot',
      kind: 'classic',
    })
    await send(consumer.headers, demoThread, before)
    await runIntake()
    expect(await chatItems('DEMO')).toEqual([])
  })

  it('after the opt-in takes the user messages of the chosen routes, pseudonymised, and audits the change', async () => {
    const saved = await call('admin', 'PUT', '/api/medicheck/chat-source', {
      enabled: true,
      routes: ['chatbot'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().enabled).toBe(true)
    expect(saved.json().routes.find((route: { id: string }) => route.id === 'chatbot')).toMatchObject({
      chosen: true,
    })
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'analysis.chatSource.changed'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.detail).toMatchObject({ enabled: true, routes: ['chatbot'], before: { enabled: false } })

    await send(consumer.headers, demoThread, ae)
    const dynamicThread = await createThread(t, consumer.headers, {
      assistantId: demoAssistant,
      routeId: 'dynamic-chatbot',
      kind: 'dynamic',
    })
    await send(consumer.headers, dynamicThread, otherRoute)
    const igephaThread = await createThread(t, igephaConsumer.headers, {
      assistantId: igephaAssistant,
      routeId: 'chatbot',
      kind: 'classic',
    })
    await send(igephaConsumer.headers, igephaThread, igephaText)

    expect(await runIntake()).toMatchObject({ tenants: 1, taken: 1, failed: 0 })
    const items = await chatItems('DEMO')
    expect(items).toHaveLength(1)
    const [item] = items
    expect(item!.text).toContain('Seit ich Zyrtomax nehme, habe ich jeden Morgen Übelkeit bis in den Mittag.')
    expect(item!.text).toContain('Schreiben Sie mir an […], Ihre […]')
    expect(item!.text).not.toContain('lena@example.org')
    expect(item!.text).not.toContain(consumerName)
    expect(item!.text).not.toContain(consumerEmail)
    expect(item!.title).not.toContain(consumerName)
    expect(item!.language).toBe('de')
    expect(item!.createdBy).toBeNull()
    const [message] = await t.app.db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.threadId, demoThread), eq(chatMessages.role, 'user'), eq(chatMessages.seq, 3)),
      )
    expect(item!.publishedAt?.toISOString()).toBe(message!.createdAt.toISOString())
    // Analysed like any item: the AE term is a keyword hit without any model.
    const hits = await t.app.db
      .select()
      .from(analysisKeywordHits)
      .where(eq(analysisKeywordHits.itemId, item!.id))
    expect(hits.some((hit) => hit.listKind === 'ae')).toBe(true)
    expect(item!.status).toBe('matched')
  })

  it("never takes the assistant's answers, other routes or another tenant's chats", async () => {
    const answers = await t.app.db.select().from(chatMessages).where(eq(chatMessages.role, 'assistant'))
    expect(answers.length).toBeGreaterThan(0)
    const texts = (await t.app.db.select({ text: analysisItems.text }).from(analysisItems)).map(
      (row) => row.text,
    )
    for (const answer of answers.filter((row) => row.content.length > 20))
      expect(texts.some((text) => text.includes(answer.content.slice(0, 40)))).toBe(false)
    expect(texts.some((text) => text.includes('dynamischen Chat'))).toBe(false)
    expect(
      await t.app.db.select().from(analysisItems).where(like(analysisItems.text, '%IGEPHA-Kundin%')),
    ).toEqual([])
  })

  it('is one item for the same text from two threads, each thread with its own reference; a second run takes nothing', async () => {
    secondThread = await createThread(t, consumer.headers, {
      assistantId: demoAssistant,
      routeId: 'chatbot',
      kind: 'classic',
    })
    await send(consumer.headers, secondThread, ae)
    expect(await runIntake()).toMatchObject({ taken: 1 })
    expect(await runIntake()).toMatchObject({ taken: 0 })
    const items = await chatItems('DEMO')
    expect(items).toHaveLength(1)
    const detail = await call('read', 'GET' as const, `/api/medicheck/items/${items[0]!.id}`)
    expect(detail.statusCode).toBe(200)
    const refs = detail.json().chatThreads as { threadRef: string; route: string }[]
    expect(refs).toHaveLength(2)
    expect(new Set(refs.map((ref) => ref.threadRef)).size).toBe(2)
    expect(refs.every((ref) => /^CT-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/.test(ref.threadRef))).toBe(true)
    expect(JSON.stringify(detail.json())).not.toContain(consumerEmail)
    expect(JSON.stringify(detail.json())).not.toContain(consumer.userId)
  })

  it('resolves a thread reference for admins only, audited; the reference stays the same for the thread', async () => {
    await send(consumer.headers, demoThread, 'Und seit gestern auch Schwindel nach Zyrtomax.')
    await runIntake()
    const links = await t.app.db
      .select()
      .from(analysisChatMessages)
      .where(eq(analysisChatMessages.threadId, demoThread))
    expect(links).toHaveLength(2)
    expect(new Set(links.map((link) => link.threadRef)).size).toBe(1)
    // Too short to show its language alone: the conversation's is kept.
    const [followUp] = await t.app.db
      .select()
      .from(analysisItems)
      .where(like(analysisItems.text, 'Und seit gestern%'))
    expect(followUp!.language).toBe('de')
    const ref = links[0]!.threadRef
    expect((await call('read', 'GET', `/api/medicheck/chat-threads/${ref}`)).statusCode).toBe(403)
    const resolved = await call('admin', 'GET', `/api/medicheck/chat-threads/${ref.toLowerCase()}`)
    expect(resolved.statusCode, resolved.body).toBe(200)
    expect(resolved.json()).toMatchObject({
      threadRef: ref,
      route: 'chatbot',
      thread: { id: demoThread, user: { id: consumer.userId, email: consumerEmail } },
    })
    expect(resolved.json().messages).toHaveLength(2)
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'analysis.chatThread.resolved'))
    expect(audit.map((row) => row.target)).toEqual([ref])
    const bad = await call('admin', 'GET', '/api/medicheck/chat-threads/not-a-ref')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('analysis.badThreadRef')
    expect((await call('admin', 'GET', '/api/medicheck/chat-threads/CT-2222-2222-2222')).statusCode).toBe(404)
  })

  it('does not take a message again after an admin deleted its item', async () => {
    const [followUp] = await t.app.db
      .select()
      .from(analysisItems)
      .where(like(analysisItems.text, 'Und seit gestern%'))
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/medicheck/items/${followUp!.id}`,
      headers: as.admin!,
    })
    expect(deleted.statusCode, deleted.body).toBe(204)
    await send(consumer.headers, demoThread, 'Noch eine Frage zu Zyrtomax und Kindern.')
    expect(await runIntake()).toMatchObject({ taken: 1 })
    const texts = (await chatItems('DEMO')).map((item) => item.text)
    expect(texts.some((text) => text.startsWith('Und seit gestern'))).toBe(false)
    expect(texts.some((text) => text.startsWith('Noch eine Frage'))).toBe(true)
  })

  it("keeps tenants apart: another tenant's intake makes its own items, and its references are 404 here", async () => {
    // IGEPHA has no medicine-check pages; its opt-in is written directly to show the intake per tenant.
    await t.app.db.insert(analysisChatSettings).values({
      tenantGroup: 'IGEPHA',
      tool: 'medicheck',
      enabledAt: new Date(Date.now() - 60 * 60_000),
      routes: { chatbot: new Date(Date.now() - 60 * 60_000).toISOString() },
    })
    expect(await runIntake()).toMatchObject({ tenants: 2, failed: 0 })
    const igephaItems = await chatItems('IGEPHA')
    expect(igephaItems.map((item) => item.text)).toEqual([igephaText])
    expect((await chatItems('DEMO')).some((item) => item.text.includes('IGEPHA-Kundin'))).toBe(false)
    const [igephaLink] = await t.app.db
      .select()
      .from(analysisChatMessages)
      .where(eq(analysisChatMessages.tenantGroup, 'IGEPHA'))
    expect(
      (await call('admin', 'GET', `/api/medicheck/chat-threads/${igephaLink!.threadRef}`)).statusCode,
    ).toBe(404)
    expect((await call('admin', 'GET', `/api/medicheck/items/${igephaItems[0]!.id}`)).statusCode).toBe(404)
  })

  it('stops when turned off, keeps what was taken, and takes nothing sent while off after turning on again', async () => {
    const countBefore = (await chatItems('DEMO')).length
    const off = await call('admin', 'PUT', '/api/medicheck/chat-source', {
      enabled: false,
      routes: ['chatbot'],
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ enabled: false, messagesTaken: 4 })
    await send(consumer.headers, demoThread, 'Während es aus ist: Zyrtomax und Kopfschmerzen.')
    await runIntake()
    expect(await chatItems('DEMO')).toHaveLength(countBefore)
    expect(
      (await call('admin', 'PUT', '/api/medicheck/chat-source', { enabled: true, routes: ['chatbot'] }))
        .statusCode,
    ).toBe(200)
    await send(consumer.headers, demoThread, 'Wieder an: Zyrtomax hilft mir gut.')
    await runIntake()
    const texts = (await chatItems('DEMO')).map((item) => item.text)
    expect(texts).toHaveLength(countBefore + 1)
    expect(texts.some((text) => text.includes('Wieder an'))).toBe(true)
    expect(texts.some((text) => text.includes('Während es aus ist'))).toBe(false)
    const changes = await t.app.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(inArray(auditLog.action, ['analysis.chatSource.changed']))
    expect(changes).toHaveLength(3)
  })
})
