// Post ideas (decision 0109): without a model the sources say so, asking for a written idea is 409
// and a pasted draft is still checked by the deterministic rules (the HWG mandatory text when the post
// names an own product; a possible adverse event). With a scripted model an idea is written from a
// collection's passages (the retrieval service), through the gateway (ledger), and checked by the
// rules and by medicine-check's promoCheck profile; a tile is a source too.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDefaultLists } from '../../src/server/analysis/keywords/manifest-defaults.ts'
import { aiUsage } from '../../src/server/db/ai-tables.ts'
import { analysisKeywordLists, analysisKeywords } from '../../src/server/db/analysis-tables.ts'
import { tenantTiles } from '../../src/server/db/tile-tables.ts'
import { buildRunApp, messagesOf, type RunTestApp } from '../analysis/run-helpers.ts'
import { reply } from '../support/scripted-openai-server.ts'

let t: RunTestApp
let writer: Record<string, string>
let reader: Record<string, string>
let collectionId: string

const pflichttext =
  'Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.'

async function waitForIdea(id: string) {
  for (let i = 0; i < 1200; i++) {
    const response = await t.app.inject({ url: `/api/influencing/ideas/${id}`, headers: writer })
    expect(response.statusCode, response.body).toBe(200)
    const idea = response.json()
    if (idea.status !== 'queued' && idea.promoCheckStatus !== 'pending') return idea
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`idea ${id} did not end`)
}

const postIdea = (payload: Record<string, unknown>, headers = writer) =>
  t.app.inject({ method: 'POST', url: '/api/influencing/ideas', headers, payload })

beforeAll(async () => {
  t = await buildRunApp()
  writer = (await t.signInAs('WRITE', 'DEMO')).headers
  reader = (await t.signInAs('READ', 'DEMO')).headers
  // The tenant's medicine-check lists: the manifest's defaults and its own (OTC) product.
  await ensureDefaultLists(t.app.db, 'DEMO', 'medicheck')
  const listId = randomUUID()
  await t.app.db
    .insert(analysisKeywordLists)
    .values({ id: listId, tenantGroup: 'DEMO', tool: 'medicheck', kind: 'own', name: 'Eigene Produkte' })
  await t.app.db
    .insert(analysisKeywords)
    .values({ id: randomUUID(), tenantGroup: 'DEMO', listId, term: 'Zyrtomax', aliases: [], language: null })
  collectionId = await t.addCollection('DEMO', { name: 'Freigegebene Inhalte', internal: true })
  await t.addDocument('DEMO', { collectionId }, 'zyrtomax-faktenblatt.pdf', [
    'Zyrtomax Nasenspray befeuchtet die Nasenschleimhaut. <script>alert(1)</script> Für Erwachsene und Kinder ab 6 Jahren.',
    'Unser Werk in Leipzig stellt seit 1998 Nasensprays her, mit 240 Kolleginnen und Kollegen.',
  ])
})
afterAll(async () => {
  await t?.close()
})

describe('without a model', () => {
  it('says there is no model and refuses to write an idea', async () => {
    const sources = await t.app.inject({ url: '/api/influencing/ideas/sources', headers: reader })
    expect(sources.statusCode, sources.body).toBe(200)
    expect(sources.json()).toEqual({
      model: null,
      collections: [{ id: collectionId, name: 'Freigegebene Inhalte' }],
      tiles: [],
    })
    const refused = await postIdea({ sourceKind: 'collection', sourceId: collectionId, language: 'de' })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().code).toBe('influencing.noModel')
  })

  it('checks a pasted draft naming an own product for the HWG mandatory text', async () => {
    const response = await postIdea({
      sourceKind: 'pasted',
      language: 'de',
      text: 'Ich bin stolz auf unser Zyrtomax Nasenspray aus Leipzig!',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      status: 'done',
      sourceKind: 'pasted',
      promoCheckStatus: 'skipped',
      promoFindings: null,
      ruleFindings: [
        {
          origin: 'rule',
          type: 'mandatoryTextMissing',
          reason: 'analysis.reason.mandatoryTextMissing.DE',
        },
      ],
    })
    const withText = await postIdea({
      sourceKind: 'pasted',
      language: 'de',
      text: `Ich bin stolz auf unser Zyrtomax Nasenspray aus Leipzig! ${pflichttext}`,
    })
    expect(withText.json().ruleFindings).toEqual([])
    const noProduct = await postIdea({
      sourceKind: 'pasted',
      language: 'de',
      text: 'Ein Tag in unserem Werk in Leipzig: 240 Kolleginnen und Kollegen.',
    })
    expect(noProduct.json().ruleFindings).toEqual([])
  })

  it('finds a possible adverse event in a pasted draft, and keeps every draft', async () => {
    const response = await postIdea({
      sourceKind: 'pasted',
      language: 'de',
      text: `Nach Zyrtomax hatte ich Kopfschmerzen. ${pflichttext}`,
    })
    expect(response.json().ruleFindings.map((f: { type: string }) => f.type)).toEqual(['aePossibleKeywords'])
    const list = await t.app.inject({ url: '/api/influencing/ideas', headers: reader })
    expect(list.json().items).toHaveLength(4)
  })

  it('refuses bad input with its reason, and READ may not ask for ideas', async () => {
    const empty = await postIdea({ sourceKind: 'pasted', language: 'de', text: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fieldErrors.text.code).toBe('influencing.ideaTextRequired')
    expect((await postIdea({ sourceKind: 'pasted', language: 'it', text: 'x' })).statusCode).toBe(400)
    expect((await postIdea({ sourceKind: 'pasted', language: 'de', text: 'x' }, reader)).statusCode).toBe(403)
    const neres = (await t.signInAs('ADMIN', 'NERES')).headers
    expect((await t.app.inject({ url: '/api/influencing/ideas', headers: neres })).statusCode).toBe(403)
    expect(
      (await t.app.inject({ url: `/api/influencing/ideas/${randomUUID()}`, headers: reader })).statusCode,
    ).toBe(404)
  })
})

describe('with a model', () => {
  beforeAll(async () => {
    await t.addModel('DEMO')
  })

  it('writes an idea from the collection passages nearest the brief, checked by rules and promo-check', async () => {
    const draft =
      'Zyrtomax Nasenspray befeuchtet die Nasenschleimhaut – das beste Nasenspray der Welt! #Leipzig'
    t.server.answerWhen(
      (body) => messagesOf(body)[0]?.content.startsWith('You write a LinkedIn post in German') ?? false,
      reply(JSON.stringify({ text: draft })),
    )
    t.server.answerWhen(
      (body) => messagesOf(body)[0]?.content.includes('Du prüfst Werbematerial') ?? false,
      reply(
        JSON.stringify({
          relevance: 70,
          summary: 'Ein Superlativ.',
          findings: [
            { type: 'superlative', quote: 'das beste Nasenspray der Welt', reason: 'Superlativ ohne Beleg.' },
            { type: 'superlative', quote: 'nicht im Text', reason: 'erfunden' },
          ],
        }),
      ),
    )
    expect(
      (await t.app.inject({ url: '/api/influencing/ideas/sources', headers: writer })).json().model,
    ).toEqual({
      label: 'Scripted analyst',
    })
    const response = await postIdea({
      sourceKind: 'collection',
      sourceId: collectionId,
      brief: 'Nasenschleimhaut befeuchten',
      language: 'de',
    })
    expect(response.statusCode, response.body).toBe(202)
    const idea = await waitForIdea(response.json().id)
    expect(idea).toMatchObject({
      status: 'done',
      text: draft,
      sourceLabel: 'Freigegebene Inhalte',
      modelLabel: 'Scripted analyst',
      promoCheckStatus: 'done',
      ruleFindings: [{ type: 'mandatoryTextMissing' }],
      promoFindings: [
        {
          origin: 'model',
          type: 'superlative',
          quote: 'das beste Nasenspray der Welt',
          reason: 'Superlativ ohne Beleg.',
        },
      ],
    })
    // The passage came through retrieval, as text (its markup is data, never run).
    expect(idea.sources[0].label).toContain('zyrtomax-faktenblatt.pdf')
    expect(idea.sources[0].excerpt).toContain('befeuchtet die Nasenschleimhaut')
    const asked = t.server.requests.find((request) =>
      messagesOf(request.body)[0]?.content.startsWith('You write a LinkedIn post'),
    )!
    expect(messagesOf(asked.body)[1]!.content).toContain('Zyrtomax Nasenspray befeuchtet')
    const ledger = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tenantGroup, 'DEMO'), eq(aiUsage.tool, 'influencing')))
    expect(ledger.length).toBe(2)
  })

  it('writes an English idea from a tile, and refuses a collection of another tenant', async () => {
    const tileId = randomUUID()
    await t.app.db.insert(tenantTiles).values({
      id: tileId,
      tenantGroup: 'DEMO',
      title: 'Werkstour',
      description: 'Our plant in Leipzig opens its doors on 12 June.',
      icon: 'factory',
      category: 'communication',
      template: 'Invite colleagues to the open day in Leipzig.',
      variables: [],
      output: 'markdown',
      levels: ['READ', 'WRITE', 'ADMIN'],
    })
    t.server.answerWhen(
      (body) => messagesOf(body)[0]?.content.startsWith('You write a LinkedIn post in English') ?? false,
      reply(JSON.stringify({ text: 'Our plant in Leipzig opens its doors on 12 June. Come and see!' })),
    )
    const response = await postIdea({ sourceKind: 'tile', sourceId: tileId, language: 'en' })
    expect(response.statusCode, response.body).toBe(202)
    const idea = await waitForIdea(response.json().id)
    expect(idea).toMatchObject({ status: 'done', sourceLabel: 'Werkstour', ruleFindings: [] })
    expect(idea.sources).toEqual([
      {
        label: 'Werkstour',
        excerpt:
          'Our plant in Leipzig opens its doors on 12 June.\n\nInvite colleagues to the open day in Leipzig.',
      },
    ])
    const foreign = await t.addCollection('BPI', { name: 'BPI intern', internal: true })
    const refused = await postIdea({ sourceKind: 'collection', sourceId: foreign, language: 'de' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors.sourceId.code).toBe('influencing.unknownSource')
  })
})
