// The FAQ without a language model: document questions are refused as needing one, the users' most
// asked questions (personal data removed) are answered by quoting the documents with citations, a
// question the documents do not answer is left out; review, publish into the data pool, export;
// another tenant's collection or pair is 404, a WRITE user is refused, admin changes are audited.
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../../src/server/db/schema.ts'
import { knowledgeFiles } from '../../../src/server/db/ai-tables.ts'
import { faqGenerations } from '../../../src/server/db/faq-tables.ts'
import { buildFaqApp, type FaqTestApp } from './faq-helpers.ts'

describe('the AI-generated FAQ without a language model', () => {
  let t: FaqTestApp
  let admin: { headers: Record<string, string>; userId: string }
  let collectionId: string

  beforeAll(async () => {
    t = await buildFaqApp()
    admin = await t.signInAs('ADMIN', 'DEMO')
    collectionId = await t.addCollection('DEMO', { name: 'Dolorex', internal: false })
    await t.addDocument('DEMO', { collectionId }, 'dolorex-fachinfo.pdf', [
      'Dolorex 400 mg Filmtabletten. Die Tageshöchstdosis von Dolorex beträgt 1200 mg. Zwischen zwei Einnahmen liegen mindestens sechs Stunden.',
      'Lagerung: Dolorex nicht über 25 °C lagern. In der Originalverpackung aufbewahren.',
    ])
    const asker = await t.signInAs('WRITE', 'DEMO')
    await t.addQuestions('DEMO', asker.userId, [
      'Frau Müller fragt: Wie hoch ist die Tageshöchstdosis von Dolorex?',
      'Herr Meier fragt: Wie hoch ist die Tageshöchstdosis von Dolorex?',
      'Frau Schulz fragt: wie hoch ist die Tageshöchstdosis von Dolorex',
      'Wie muss ich Dolorex lagern? Rückruf bitte unter 0171 2345678, anna.schmidt@example.de',
      'Wann ist der nächste Betriebsausflug geplant?',
    ])
    // Building an app migrates a new database: slow on a busy machine.
  }, 240_000)
  afterAll(() => t.close())

  const start = (headers: Record<string, string>, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/faq/generations', headers, payload: body })
  const entries = async (query = '') => (await t.app.inject({ url: `/api/faq/entries?collectionId=${collectionId}${query}`, headers: admin.headers })).json()

  it('refuses bad requests with their codes: no source, documents only without a model, a bad number', async () => {
    const none = await start(admin.headers, { collectionId, fromDocuments: false, fromUserQuestions: false })
    expect([none.statusCode, none.json().code]).toEqual([400, 'faq.noSource'])
    const documents = await start(admin.headers, { collectionId, fromDocuments: true, fromUserQuestions: false })
    expect([documents.statusCode, documents.json().code]).toEqual([409, 'faq.modelRequired'])
    expect((await start(admin.headers, { collectionId, fromDocuments: false, fromUserQuestions: true, maxPairs: 0 })).statusCode).toBe(400)
    expect((await start(admin.headers, { collectionId: 'nope', fromDocuments: false, fromUserQuestions: true })).statusCode).toBe(404)
    const listed = (await t.app.inject({ url: `/api/faq/generations?collectionId=${collectionId}`, headers: admin.headers })).json()
    expect(listed).toEqual({ items: [], model: null })
    // One generation per collection at a time.
    const busy = await t.addCollection('DEMO', { name: 'Busy', internal: false })
    await t.app.db.insert(faqGenerations).values({ id: randomUUID(), tenantGroup: 'DEMO', collectionId: busy, fromDocuments: false, fromUserQuestions: true, maxPairs: 3, status: 'running' })
    const again = await start(admin.headers, { collectionId: busy, fromDocuments: false, fromUserQuestions: true })
    expect([again.statusCode, again.json().code]).toEqual([409, 'faq.generationRunning'])
    // A generation whose job failed for good (a crash on its last attempt) is failed, and blocks nothing.
    const abandoned = await t.addCollection('DEMO', { name: 'Abandoned', internal: false })
    const job = (await t.app.db.execute(sql`insert into jobs (kind, status) values ('faq.generate', 'failed') returning id`)) as unknown as { rows: { id: number | string }[] }
    await t.app.db.insert(faqGenerations).values({ id: randomUUID(), tenantGroup: 'DEMO', collectionId: abandoned, fromDocuments: false, fromUserQuestions: true, maxPairs: 3, status: 'running', jobId: Number(job.rows[0]!.id) })
    const settled = (await t.app.inject({ url: `/api/faq/generations?collectionId=${abandoned}`, headers: admin.headers })).json()
    expect(settled.items.map((generation: { status: string; errorCode: string }) => [generation.status, generation.errorCode])).toEqual([['failed', 'faq.generationFailed']])
  })

  it('answers the most asked questions by quoting the documents, without their personal data, and says document questions need a model', async () => {
    const started = await start(admin.headers, { collectionId, fromDocuments: true, fromUserQuestions: true, maxPairs: 5 })
    expect(started.statusCode, started.body).toBe(202)
    const generation = await t.waitForGeneration(admin.headers, started.json().id)
    expect(generation).toMatchObject({ status: 'done', questionsTotal: 3, questionsDone: 3, pairsCreated: 2, questionsUnanswered: 1, notices: ['faq.documentQuestionsNeedModel'], model: { label: 'offline', offline: true } })

    const { items } = await entries()
    expect(items.map((entry: { question: string }) => entry.question)).toEqual([
      // The newest wording of the three, its name removed.
      'Frau [Name] fragt: wie hoch ist die Tageshöchstdosis von Dolorex',
      'Wie muss ich Dolorex lagern? Rückruf bitte unter [Telefon], [E-Mail]',
    ])
    const text = JSON.stringify(items)
    for (const personal of ['Müller', 'Meier', 'Schulz', '0171', 'anna.schmidt']) expect(text).not.toContain(personal)
    const [dose, storage] = items
    expect(dose).toMatchObject({ origin: 'users', askedCount: 3, status: 'draft', quoted: true, edited: false })
    expect(dose.answer).toContain('„Die Tageshöchstdosis von Dolorex beträgt 1200 mg.“ [1]')
    expect(dose.citations).toEqual([expect.objectContaining({ n: 1, kind: 'passage', filename: 'dolorex-fachinfo.pdf', unitKind: 'page', unitNumber: 1 })])
    expect(storage.answer).toContain('nicht über 25 °C lagern')
    expect(storage.citations[0]).toMatchObject({ filename: 'dolorex-fachinfo.pdf', unitNumber: 2 })
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'faq.generation.started'))
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ actorId: admin.userId, result: 'success' })
  })

  it('keeps another tenant out (404) and WRITE users away (403)', async () => {
    const [entry] = (await entries()).items
    const other = await t.signInAs('ADMIN', 'BPI')
    expect((await t.app.inject({ url: `/api/faq/entries?collectionId=${collectionId}`, headers: other.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'PATCH', url: `/api/faq/entries/${entry.id}`, headers: other.headers, payload: { status: 'approved' } })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/faq/entries/${entry.id}`, headers: other.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: '/api/faq/publish', headers: other.headers, payload: { collectionId } })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/faq/export?collectionId=${collectionId}&format=json`, headers: other.headers })).statusCode).toBe(404)
    const generations = (await t.app.inject({ url: `/api/faq/generations?collectionId=${collectionId}`, headers: admin.headers })).json().items
    expect((await t.app.inject({ url: `/api/faq/generations/${generations[0].id}`, headers: other.headers })).statusCode).toBe(404)
    expect((await start(other.headers, { collectionId, fromDocuments: false, fromUserQuestions: true })).statusCode).toBe(404)
    const writer = await t.signInAs('WRITE', 'DEMO')
    expect((await t.app.inject({ url: `/api/faq/entries?collectionId=${collectionId}`, headers: writer.headers })).statusCode).toBe(403)
  })

  it('edits, approves and publishes: the FAQ becomes a document of the collection, indexed for the assistants', async () => {
    const [dose, storage] = (await entries()).items
    expect((await t.app.inject({ method: 'POST', url: '/api/faq/publish', headers: admin.headers, payload: { collectionId } })).json().code).toBe('faq.nothingToPublish')
    const blank = await t.app.inject({ method: 'PATCH', url: `/api/faq/entries/${dose.id}`, headers: admin.headers, payload: { question: '   ' } })
    expect(blank.statusCode).toBe(400)
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/faq/entries/${dose.id}`, headers: admin.headers, payload: { question: 'Wie hoch ist die Tageshöchstdosis von Dolorex?' } })
    expect(edited.json()).toMatchObject({ question: 'Wie hoch ist die Tageshöchstdosis von Dolorex?', edited: true, status: 'draft' })
    await t.app.inject({ method: 'PATCH', url: `/api/faq/entries/${dose.id}`, headers: admin.headers, payload: { status: 'approved' } })
    expect((await entries('&status=approved')).items.map((entry: { id: string }) => entry.id)).toEqual([dose.id])

    const published = await t.app.inject({ method: 'POST', url: '/api/faq/publish', headers: admin.headers, payload: { collectionId } })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json()).toMatchObject({ entryCount: 1 })
    const fileId = published.json().fileId as string
    const listed = await entries()
    expect(listed.publication).toMatchObject({ fileId, entryCount: 1 })
    expect(listed.items.map((entry: { status: string }) => entry.status)).toEqual(['published', 'draft'])
    expect(storage.status).toBe('draft')

    // The document is indexed like an upload; the data pool's search finds the FAQ's answer in it.
    for (let i = 0; i < 400; i++) {
      const [file] = await t.app.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, fileId))
      if (file?.status === 'ready') break
      expect(file?.status).not.toBe('failed')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const found = (await t.app.inject({ url: `/api/knowledge/collections/${collectionId}/search?q=Tageshöchstdosis`, headers: admin.headers })).json()
    const faqPassage = found.find((passage: { filename: string }) => passage.filename === 'FAQ.md')
    expect(`${faqPassage.heading}\n${faqPassage.text}`).toContain('Wie hoch ist die Tageshöchstdosis von Dolorex?')
    expect(faqPassage.text).toContain('dolorex-fachinfo.pdf')
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'faq.published'))
    expect(audited.at(-1)).toMatchObject({ actorId: admin.userId, target: collectionId, detail: { entryCount: 1, fileId } })
  })

  it('exports the published pairs as Markdown, JSON and schema.org FAQPage', async () => {
    const markdown = await t.app.inject({ url: `/api/faq/export?collectionId=${collectionId}&format=markdown`, headers: admin.headers })
    expect(markdown.headers['content-type']).toContain('text/markdown')
    expect(markdown.headers['content-disposition']).toContain('faq-dolorex.md')
    expect(markdown.body).toContain('# FAQ: Dolorex\n\n## Wie hoch ist die Tageshöchstdosis von Dolorex?')
    expect(markdown.body).toContain('Quellen:\n- [1] dolorex-fachinfo.pdf, Seite 1')
    expect(markdown.body).not.toContain('lagern')
    const json = (await t.app.inject({ url: `/api/faq/export?collectionId=${collectionId}&format=json`, headers: admin.headers })).json()
    expect(json).toMatchObject({ title: 'Dolorex', entries: [{ question: 'Wie hoch ist die Tageshöchstdosis von Dolorex?', status: 'published', sources: [{ n: 1, filename: 'dolorex-fachinfo.pdf', unitNumber: 1 }] }] })
    const jsonld = await t.app.inject({ url: `/api/faq/export?collectionId=${collectionId}&format=jsonld`, headers: admin.headers })
    expect(jsonld.headers['content-type']).toContain('application/ld+json')
    const page = jsonld.json()
    expect(page).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Wie hoch ist die Tageshöchstdosis von Dolorex?', acceptedAnswer: { '@type': 'Answer' } }] })
    expect(page.mainEntity[0].acceptedAnswer.text).toContain('1200 mg')
    expect(page.mainEntity[0].acceptedAnswer.text).not.toContain('[1]')
    const none = await t.app.inject({ url: `/api/faq/export?collectionId=${collectionId}&format=json&status=approved`, headers: admin.headers })
    expect([none.statusCode, none.json().code]).toEqual([400, 'faq.nothingToExport'])
    expect((await t.app.inject({ url: `/api/faq/export?collectionId=${collectionId}&format=pdf`, headers: admin.headers })).statusCode).toBe(400)
  })

  it('takes a deleted published pair out of the data pool: the FAQ document goes with the last one', async () => {
    const { items, publication } = await entries('&status=published')
    await t.app.inject({ method: 'DELETE', url: `/api/faq/entries/${items[0].id}`, headers: admin.headers })
    const after = await entries()
    expect(after.publication).toBeNull()
    expect(after.items).toHaveLength(1)
    expect(await t.app.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, publication.fileId))).toEqual([])
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'faq.entry.deleted'))).length).toBe(1)
  })
})
