// The app the export suites share (decision 0098), seeded straight into the tables: a DEMO item from a
// source with a formula-like title, an AE finding and a superlative with formula-like quotes, a run's
// result, two keyword hits in ISO week 2026-W45, a quiet DEMO item and a NERES item; a READ and a WRITE
// user of DEMO.
import { randomUUID } from 'node:crypto'
import Papa from 'papaparse'
import { afterAll, beforeAll } from 'vitest'
import {
  analysisKeywordHits,
  analysisKeywordLists,
  analysisKeywords,
  analysisPrompts,
  analysisResults,
  analysisRuns,
} from '../../src/server/db/analysis-tables.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { seedFinding, seedItem, seedSource } from './safety-fixtures.ts'

export const injected = '=HYPERLINK("http://evil.example.test","klick")'

export const parseCsv = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

/**
 * Builds and seeds the app before the suite's tests and closes it after. `ids` names the seeded rows
 * (item, quiet, other, finding, keyword); `get` asks as the READ user unless given another token.
 */
export function seededExportApp() {
  let t: TestApp | undefined
  let reader = ''
  let writer = ''
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    t = await buildApp()
    const db = t.database.handle.db
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    reader = await t.signIn(user.email, password)
    const w = await t.createUser({ role: 'WRITE', group: 'DEMO' })
    writer = await t.signIn(w.user.email, w.password)
    const source = await seedSource(db, { title: '@Gesundheitsnews' })
    ids.item = await seedItem(db, {
      sourceId: source,
      title: injected,
      url: 'https://news.example.test/a',
      publishedAt: new Date('2026-11-02T10:00:00Z'),
      text: 'Zyrtomax half nicht, dafür Hautausschlag. Zyrtomax!',
    })
    ids.quiet = await seedItem(db, {
      title: 'Ohne Befund',
      publishedAt: new Date('2026-10-01T10:00:00Z'),
      text: 'Nichts Besonderes.',
    })
    ids.other = await seedItem(db, { tenantGroup: 'NERES', title: 'NERES item', text: 'Zyrtomax bei NERES' })
    const ae = await seedFinding(db, {
      itemId: ids.item,
      quote: '+SUM(1,2) Hautausschlag',
      detail: '-2+3 Ausschlag',
    })
    ids.finding = ae.id
    await seedFinding(db, {
      itemId: ids.item,
      type: 'superlative',
      product: null,
      detail: null,
      quote: '@SUM(A1)',
      reason: 'Superlativ ohne Beleg',
    })
    await seedFinding(db, { itemId: ids.other, tenantGroup: 'NERES', quote: 'NERES quote' })
    // A run's result: the export shows the latest result's relevance, summary, prompt version and model.
    const prompt = randomUUID()
    await db.insert(analysisPrompts).values({
      id: prompt,
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      profile: 'pvScreening',
      version: 3,
      instruction: 'x',
      schemaVersion: 1,
      inUse: true,
    })
    const run = randomUUID()
    await db.insert(analysisRuns).values({
      id: run,
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      profile: 'pvScreening',
      promptId: prompt,
      modelLabel: 'Scripted model',
      status: 'done',
    })
    await db.insert(analysisResults).values({
      id: randomUUID(),
      tenantGroup: 'DEMO',
      runId: run,
      itemId: ids.item,
      promptId: prompt,
      promptVersion: 3,
      schemaVersion: 1,
      modelLabel: 'Scripted model',
      status: 'ok',
      relevance: 87,
      summary: 'Verdacht auf Hautausschlag',
    })
    // Keyword hits: two of Zyrtomax in the item, in ISO week 2026-W45.
    const list = randomUUID()
    await db
      .insert(analysisKeywordLists)
      .values({ id: list, tenantGroup: 'DEMO', tool: 'medicheck', kind: 'own', name: 'Eigene Produkte' })
    const keyword = randomUUID()
    ids.keyword = keyword
    await db
      .insert(analysisKeywords)
      .values({ id: keyword, tenantGroup: 'DEMO', listId: list, term: 'Zyrtomax' })
    await db.insert(analysisKeywordHits).values([
      {
        tenantGroup: 'DEMO',
        itemId: ids.item,
        keywordId: keyword,
        listKind: 'own',
        start: 0,
        end: 8,
        matched: 'Zyrtomax',
      },
      {
        tenantGroup: 'DEMO',
        itemId: ids.item,
        keywordId: keyword,
        listKind: 'own',
        start: 42,
        end: 50,
        matched: 'Zyrtomax',
      },
    ])
  })
  afterAll(() => t?.close())
  return {
    ids,
    app: () => t!.app,
    db: () => t!.database.handle.db,
    writer: () => writer,
    get: (url: string, language = 'en', auth?: string) =>
      t!.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(auth ?? reader), 'accept-language': language },
      }),
  }
}
