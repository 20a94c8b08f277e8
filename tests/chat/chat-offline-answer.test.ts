// The offline answer engine through the send endpoint: quoted sentences with verified citations,
// "nothing found" in strict modes, the tenant's language, and the thread's stored state.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiUsage } from '../../src/server/db/ai-tables.ts'
import { seedDemoCatalogue } from '../../src/server/db/resources/seed-catalogue.ts'
import {
  buildChatApp,
  createThread,
  parseNdjson,
  streamedText,
  waitForTitle,
  type ChatTestApp,
} from './chat-helpers.ts'

describe('offline answer engine', () => {
  let t: ChatTestApp
  let internalCollection: string
  let publicCollection: string
  beforeAll(async () => {
    t = await buildChatApp()
    internalCollection = await t.addCollection('IGEPHA', { name: 'Intern', internal: true })
    publicCollection = await t.addCollection('IGEPHA', { name: 'Öffentlich', internal: false })
    await t.addDocument('IGEPHA', { collectionId: internalCollection }, 'fachinfo-ibuprofen.pdf', [
      'Ibuprofen 400 mg. Die Dosierung für Erwachsene beträgt 400 mg bis zu dreimal täglich. Das Wetter spielt keine Rolle.',
      'Lagerung: Nicht über 25 °C lagern. Vor Licht schützen.',
    ])
    await t.addDocument('IGEPHA', { collectionId: publicCollection }, 'packungsbeilage.pdf', [
      'Die Tabletten werden unzerkaut mit Wasser eingenommen.',
    ])
  })
  afterAll(() => t.close())

  async function ask(headers: Record<string, string>, threadId: string, content: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers,
      payload: { content },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/)
    return parseNdjson(response.body)
  }

  it('quotes the matching sentences with their citations, says it only quotes, and stores the answer', async () => {
    const assistantId = await t.addAssistant('IGEPHA', { sourceMode: 'internal' })
    const { headers, userId } = await t.signInAs('WRITE', 'IGEPHA')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const events = await ask(headers, threadId, 'Wie ist die Dosierung von Ibuprofen für Erwachsene?')
    expect(events[0]).toMatchObject({
      type: 'start',
      userMessage: { role: 'user', seq: 1, content: 'Wie ist die Dosierung von Ibuprofen für Erwachsene?' },
      model: { offline: true },
    })
    expect(events.map((event) => event.type).filter((type) => type !== 'text')).toEqual([
      'start',
      'citations',
      'done',
    ])
    const text = streamedText(events)
    expect(text).toContain('Auszüge aus Ihren Dokumenten:')
    expect(text).toContain('> Die Dosierung für Erwachsene beträgt 400 mg bis zu dreimal täglich. [1]')
    expect(text).not.toContain('Wetter')
    expect(text).toContain('keine Antwort eines Sprachmodells')
    const done = events.find((event) => event.type === 'done')!.message as Record<string, unknown>
    expect(done).toMatchObject({
      role: 'assistant',
      status: 'complete',
      content: text,
      assistantVersion: 1,
      model: { offline: true },
    })
    expect(done.citations).toEqual([
      expect.objectContaining({
        n: 1,
        kind: 'passage',
        filename: 'fachinfo-ibuprofen.pdf',
        unitKind: 'page',
        unitNumber: 1,
        quote: expect.stringContaining('Dosierung für Erwachsene'),
      }),
    ])
    // The chat.title job names the thread after its first question.
    const stored = await waitForTitle(t, headers, threadId)
    expect(stored.thread.title).toBe('Wie ist die Dosierung von Ibuprofen für Erwachsene?')
    expect(
      stored.messages.map((message: { role: string; status: string }) => `${message.role}:${message.status}`),
    ).toEqual(['user:complete', 'assistant:complete'])
    const ledger = await t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, userId))
    expect(ledger).toMatchObject([
      { modelName: 'offline', modelId: null, outcome: 'ok', tool: 'chat', threadId },
    ])
  })

  it('answers "nothing found" in strict mode when no passage matches, without a model and without a ledger row', async () => {
    const assistantId = await t.addAssistant('IGEPHA', { sourceMode: 'files' })
    const { headers, userId } = await t.signInAs('WRITE', 'IGEPHA')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const events = await ask(headers, threadId, 'Wie ist die Dosierung von Ibuprofen?')
    expect(streamedText(events)).toMatch(/^In den Quellen wurde nichts zu Ihrer Frage gefunden\./)
    expect(events.some((event) => event.type === 'citations')).toBe(false)
    expect(await t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, userId))).toEqual([])
  })

  it('quotes a thread attachment in files-only mode', async () => {
    const assistantId = await t.addAssistant('IGEPHA', { sourceMode: 'files' })
    const { headers } = await t.signInAs('READ', 'IGEPHA')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    await t.addDocument('IGEPHA', { threadId }, 'notiz.pdf', [
      'Der Außendienst besucht die Apotheke Nord am Dienstag.',
    ])
    const text = streamedText(await ask(headers, threadId, 'Wann besucht der Außendienst die Apotheke Nord?'))
    expect(text).toContain('> Der Außendienst besucht die Apotheke Nord am Dienstag. [1]')
  })

  it('says in all mode that nothing matched, in French for NERES', async () => {
    const assistantId = await t.addAssistant('NERES', { sourceMode: 'all' })
    const { headers } = await t.signInAs('READ', 'NERES')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'neres-ai', kind: 'dynamic' })
    const text = streamedText(await ask(headers, threadId, 'Quelle est la posologie ?'))
    expect(text).toContain('Aucun passage de vos sources ne correspond à votre question.')
  })

  it('never retrieves internal collections on an external chatbot, even for an internal-mode assistant or an admin', async () => {
    const allAssistant = await t.addAssistant('IGEPHA', { sourceMode: 'all', fixed: true })
    const internalAssistant = await t.addAssistant('IGEPHA', {
      sourceMode: 'internal',
      fixed: true,
      collectionIds: [internalCollection],
    })
    const { headers } = await t.signInAs('ROOT', 'IGEPHA')
    for (const assistantId of [allAssistant, internalAssistant]) {
      const threadId = await createThread(t, headers, {
        assistantId,
        routeId: 'igepha-external-chatbot',
        kind: 'classic',
      })
      const events = await ask(headers, threadId, 'Wie ist die Dosierung und die Lagerung von Ibuprofen?')
      const citations = (
        events.find((event) => event.type === 'done')!.message as { citations: { filename: string }[] }
      ).citations
      expect(citations.map((citation) => citation.filename)).not.toContain('fachinfo-ibuprofen.pdf')
      expect(streamedText(events)).not.toContain('400 mg')
    }
    // The same question on the internal chatbot finds the internal document.
    const threadId = await createThread(t, headers, {
      assistantId: allAssistant,
      routeId: 'igepha-internal-chatbot',
      kind: 'classic',
    })
    expect(streamedText(await ask(headers, threadId, 'Wie ist die Dosierung von Ibuprofen?'))).toContain(
      '400 mg',
    )
  })

  it('does not retrieve internal collections for READ users on the general chatbot', async () => {
    const assistantId = await t.addAssistant('IGEPHA', { sourceMode: 'all' })
    const { headers } = await t.signInAs('READ', 'IGEPHA')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const text = streamedText(
      await ask(headers, threadId, 'Wie werden die Tabletten eingenommen, und wie ist die Dosierung?'),
    )
    expect(text).toContain('unzerkaut mit Wasser')
    expect(text).not.toContain('400 mg')
  })

  it('quotes the sentence that holds the rare words of the question, not those that only name the product, numbered from 1', async () => {
    const collectionId = await t.addCollection('DEMO', { name: 'Zyklomax', internal: true })
    await t.addDocument('DEMO', { collectionId }, 'claims-zyklomax.pdf', [
      'Freigegebene Werbeaussagen für Zyklomax. Zyklomax, Zyklomax, Zyklomax.',
    ])
    await t.addDocument('DEMO', { collectionId }, 'fachinfo-zyklomax.pdf', [
      'Zyklomax wird bei Kopfschmerzen angewendet.',
      'Die Tageshöchstdosis beträgt 3 Tabletten. Ohne ärztlichen Rat Zyklomax nicht länger als 4 Tage einnehmen.',
    ])
    const assistantId = await t.addAssistant('DEMO', {
      sourceMode: 'internal',
      collectionIds: [collectionId],
    })
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const events = await ask(headers, threadId, 'Wie hoch ist die Tageshöchstdosis von Zyklomax?')
    const text = streamedText(events)
    expect(text).toContain('> Die Tageshöchstdosis beträgt 3 Tabletten. [1]')
    expect(text).not.toContain('Werbeaussagen')
    expect(text).not.toContain('nicht länger als 4 Tage')
    const citations = (
      events.find((event) => event.type === 'done')!.message as {
        citations: { n: number; filename: string; unitNumber: number }[]
      }
    ).citations
    expect(citations.map(({ n, filename, unitNumber }) => ({ n, filename, unitNumber }))).toEqual([
      { n: 1, filename: 'fachinfo-zyklomax.pdf', unitNumber: 2 },
    ])
  })

  it('does not quote another tenant documents', async () => {
    const assistantId = await t.addAssistant('BPI', { sourceMode: 'all' })
    const { headers } = await t.signInAs('ROOT', 'BPI')
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    expect(streamedText(await ask(headers, threadId, 'Dosierung Ibuprofen Tabletten Wasser'))).not.toMatch(
      /400 mg|Wasser/,
    )
  })
})

describe('offline answers beside the demo catalogue (issue 37, item 2)', () => {
  let t: ChatTestApp
  let assistantId: string
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await buildChatApp()
    // The demo catalogue's products are named like "Borarexa 10 mg Tabletten": none is Zyrtomax.
    await seedDemoCatalogue(t.app.db, { seed: 1, size: 120 })
    const collectionId = await t.addCollection('DEMO', { name: 'Allgemein', internal: false })
    await t.addDocument('DEMO', { collectionId }, 'zyrtomax.pdf', [
      'Fachinformation. Zyrtomax 20 mg Filmtabletten. Zyrtomax enthält den Wirkstoff Zyrtomaxcitrat. Zyrtomax wird bei Spannungskopfschmerz angewendet. Die empfohlene Tagesdosis von Zyrtomax beträgt 17 Milligramm. Zyrtomax ist unter 25 °C zu lagern.',
    ])
    assistantId = await t.addAssistant('DEMO', { sourceMode: 'all' })
    ;({ headers } = await t.signInAs('ADMIN', 'DEMO'))
  })
  afterAll(() => t.close())

  const ask = async (content: string) => {
    const threadId = await createThread(t, headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers,
      payload: { content },
    })
    expect(response.statusCode, response.body).toBe(200)
    const events = parseNdjson(response.body)
    return {
      text: streamedText(events),
      citations: (
        events.find((event) => event.type === 'done')!.message as {
          citations: { n: number; kind: string; title?: string }[]
        }
      ).citations,
    }
  }

  it('quotes the document only, no product records, when the question names no product of the catalogue', async () => {
    const { text, citations } = await ask('Wie viel Wirkstoff enthält eine Tablette Zyrtomax?')
    expect(citations.map((citation) => citation.kind)).toEqual(['passage'])
    expect(text).not.toContain('Aus den Produktdaten')
  })

  it('puts the sentence stating the strength first, before the daily dose', async () => {
    const { text } = await ask('Wie viel Wirkstoff enthält eine Tablette Zyrtomax?')
    const quotes = text.split('\n').filter((line) => line.startsWith('> '))
    expect(quotes[0]).toBe('> Zyrtomax 20 mg Filmtabletten. [1]')
    // A question asking for no amount is answered as before: the sentence sharing the most words.
    const { text: plain } = await ask('Welchen Wirkstoff enthält Zyrtomax?')
    expect(plain.split('\n').find((line) => line.startsWith('> '))).toBe(
      '> Zyrtomax enthält den Wirkstoff Zyrtomaxcitrat. [1]',
    )
  })

  it('gives the records of the product the question names, and only those', async () => {
    const product = (await t.app.db.execute(
      sql`select name from product_master order by code limit 1`,
    )) as unknown as { rows: { name: string }[] }
    const brand = product.rows[0]!.name.split(' ')[0]!
    const { text, citations } = await ask(`Wie viel Wirkstoff enthält eine Tablette ${brand}?`)
    const products = citations.filter((citation) => citation.kind === 'product')
    expect(products.length).toBeGreaterThan(0)
    expect(products.every((citation) => citation.title!.includes(brand))).toBe(true)
    expect(text).toContain('Aus den Produktdaten')
  })
})
