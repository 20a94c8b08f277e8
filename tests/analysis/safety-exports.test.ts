// Exports (decision 0098): the analysis and the keyword statistics as CSV (formula-like cells
// neutralised) and XLSX (read back with exceljs, also when written in the worker thread), and a
// safety case as a record with E2B field names in JSON and CSV.
import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workbookBytes } from '../../src/server/analysis/exports/write-table.ts'
import {
  analysisKeywordHits,
  analysisKeywordLists,
  analysisKeywords,
  analysisPrompts,
  analysisResults,
  analysisRuns,
} from '../../src/server/db/analysis-tables.ts'
import type { Database } from '../../src/server/db/connect.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { seedFinding, seedItem, seedSource } from './safety-fixtures.ts'

let t: TestApp
let db: Database
let token: string
let writer: string
const injected = '=HYPERLINK("http://evil.example.test","klick")'
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await buildApp()
  db = t.database.handle.db
  const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
  token = await t.signIn(user.email, password)
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
afterAll(() => t.close())

const get = (url: string, language = 'en', auth = token) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(auth), 'accept-language': language } })
const parseCsv = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

describe('analysis export', () => {
  it('writes CSV with formula-like cells neutralised, the latest result and one row per finding', async () => {
    const response = await get('/api/medicheck/export?format=csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toMatch(/medicheck-analysis-\d{4}-\d{2}-\d{2}\.csv/)
    const [header, ...rows] = parseCsv(response.body)
    expect(header!.slice(0, 3)).toEqual(['Item ID', 'Title', 'Source'])
    const col = (name: string) => header!.indexOf(name)
    const ours = rows.filter((row) => row[0] === ids.item)
    expect(ours).toHaveLength(2)
    expect(ours[0]![col('Title')]).toBe(`'${injected}`)
    expect(ours[0]![col('Source')]).toBe("'@Gesundheitsnews")
    expect(ours.map((row) => row[col('Quote')]).sort()).toEqual(["'+SUM(1,2) Hautausschlag", "'@SUM(A1)"])
    expect(ours.find((row) => row[col('Finding type')] === 'aeSuspected')![col('Reaction or detail')]).toBe(
      "'-2+3 Ausschlag",
    )
    expect(ours[0]![col('Relevance')]).toBe('87')
    expect(ours[0]![col('Model')]).toBe('Scripted model')
    expect(ours[0]![col('Prompt version')]).toBe('3')
    expect(ours[0]![col('Keyword hits')]).toBe('own: 2')
    // An item without findings is one row; another tenant's item is not there.
    expect(rows.filter((row) => row[0] === ids.quiet)).toHaveLength(1)
    expect(rows.some((row) => row[0] === ids.other)).toBe(false)
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('applies the items list’s filters', async () => {
    const byProduct = parseCsv((await get('/api/medicheck/export?format=csv&product=zyrtomax')).body).slice(1)
    expect(new Set(byProduct.map((row) => row[0]))).toEqual(new Set([ids.item]))
    const byDate = parseCsv(
      (await get('/api/medicheck/export?format=csv&from=2026-09-01&to=2026-10-31')).body,
    ).slice(1)
    expect(byDate.map((row) => row[0])).toEqual([ids.quiet])
    const byText = parseCsv((await get('/api/medicheck/export?format=csv&q=BESONDERES')).body).slice(1)
    expect(byText.map((row) => row[0])).toEqual([ids.quiet])
    expect((await get('/api/medicheck/export?format=csv&from=gestern')).statusCode).toBe(400)
    const byKeyword = parseCsv(
      (await get(`/api/medicheck/export?format=csv&keyword=${ids.keyword}`)).body,
    ).slice(1)
    expect(new Set(byKeyword.map((row) => row[0]))).toEqual(new Set([ids.item]))
  })

  it('holds exactly the items the items list shows for the same filters (one query serves both)', async () => {
    const filterSets = [
      '',
      'product=ZYRTOMAX',
      `keyword=${ids.keyword}`,
      'from=2026-09-01&to=2026-10-31',
      'q=besonderes',
      'status=matched',
      'to=2026-11-02',
    ]
    for (const filters of filterSets) {
      const listed = (await get(`/api/medicheck/items?limit=200&${filters}`)).json().items as { id: string }[]
      const exported = parseCsv((await get(`/api/medicheck/export?format=csv&${filters}`)).body).slice(1)
      expect(new Set(exported.map((row) => row[0])), filters).toEqual(new Set(listed.map((i) => i.id)))
    }
    const reversed = await get('/api/medicheck/export?format=csv&from=2026-11-02&to=2026-11-01')
    expect(reversed.json().code).toBe('analysis.reversedRange')
  })

  it('writes XLSX that exceljs reads, with German column titles and text kept as text', async () => {
    const response = await get('/api/medicheck/export?format=xlsx', 'de')
    expect(response.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Analyse')!
    expect(sheet.getRow(1).getCell(1).value).toBe('Eintrags-ID')
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === ids.item)!
    expect(row.getCell(2).value).toBe(injected)
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String)
    expect(row.getCell(10).value).toBe(87)
    expect(row.getCell(5).value).toEqual(new Date('2026-11-02T10:00:00Z'))
  })

  it('writes the same workbook in the worker thread', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [
      `row ${i}`,
      i,
      i % 2 === 0 ? '=1+1' : null,
      new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
    ])
    const bytes = await workbookBytes([{ name: 'Big', header: ['a', 'b', 'c', 'd'], rows }], true)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Big')!
    expect(sheet.rowCount).toBe(3001)
    expect(sheet.getRow(3001).getCell(2).value).toBe(2999)
    expect(sheet.getRow(2).getCell(3).value).toBe('=1+1')
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.String)
    expect(sheet.getRow(3001).getCell(4).value).toEqual(new Date('2026-11-01T00:49:59Z'))
  })
})

describe('keyword statistics export', () => {
  it('counts hits per term, source and ISO week, as CSV and XLSX', async () => {
    const csv = parseCsv(
      (await get('/api/medicheck/keyword-stats/export?format=csv&delimiter=comma', 'fr')).body,
    )
    expect(csv[0]).toEqual([
      'Terme',
      'Type de liste',
      'Liste',
      'Source',
      'Semaine',
      'Occurrences',
      'Éléments',
    ])
    expect(csv.slice(1)).toEqual([
      ['Zyrtomax', 'own', 'Eigene Produkte', "'@Gesundheitsnews", '2026-W45', '2', '1'],
    ])
    expect(
      parseCsv((await get('/api/medicheck/keyword-stats/export?format=csv&listKind=ae')).body),
    ).toHaveLength(1)
    const response = await get('/api/medicheck/keyword-stats/export?format=xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Zyrtomax',
      'own',
      'Eigene Produkte',
      '@Gesundheitsnews',
      '2026-W45',
      2,
      1,
    ])
  })
})

describe('safety case export', () => {
  it('gives the case with E2B field names and element numbers in JSON, and the same in CSV', async () => {
    const forwarded = await t.app.inject({
      method: 'POST',
      url: `/api/medicheck/findings/${ids.finding}/review`,
      headers: bearer(writer),
      payload: { action: 'forward' },
    })
    const caseId = forwarded.json().safetyCaseId as string
    const response = await get(`/api/medicheck/safety-cases/${caseId}/export?format=json`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain(`safety-case-${caseId}.json`)
    const record = response.json()
    expect(record.standard).toBe('ICH E2B(R3)')
    expect(record.elements).toMatchObject({
      safetyreportid: 'C.1.1',
      receivedate: 'C.1.4',
      receiptdate: 'C.1.5',
      qualification: 'C.2.r.4',
      primarysourcereaction: 'E.i.1.1a',
      reactionmeddrapt: 'E.i.2.1b',
      medicinalproduct: 'G.k.2.2',
      drugcharacterization: 'G.k.1',
    })
    const fetched = record.tessera.firstSeenAt.slice(0, 10).replaceAll('-', '')
    expect(record.safetyreport).toMatchObject({
      safetyreportid: caseId,
      reporttype: 1,
      receivedate: fetched,
      receiptdate: fetched,
      primarysource: { qualification: null, qualificationNullFlavor: 'UNK' },
      patient: {
        reaction: [
          { primarysourcereaction: '-2+3 Ausschlag', reactionlanguage: 'deu', reactionmeddrapt: null },
        ],
        drug: [{ drugcharacterization: 1, medicinalproduct: 'Zyrtomax' }],
        summary: { narrativeincludeclinical: '+SUM(1,2) Hautausschlag' },
      },
    })
    expect(record.tessera).toMatchObject({
      patientIdentifiable: 'found',
      reporterIdentifiable: 'found',
      validReport: true,
      sourceTitle: '@Gesundheitsnews',
      sourceUrl: 'https://news.example.test/a',
      publishedAt: '2026-11-02T10:00:00.000Z',
      forwardedBy: expect.any(String),
    })

    const csv = await get(`/api/medicheck/safety-cases/${caseId}/export?format=csv&delimiter=semicolon`)
    const [header, row] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
      delimiter: ';',
    }).data
    const cell = (name: string) => row![header!.indexOf(name)]
    expect(header!.slice(0, 5)).toEqual([
      'safetyreportid',
      'transmissiondate',
      'reporttype',
      'receivedate',
      'receiptdate',
    ])
    expect(cell('medicinalproduct')).toBe('Zyrtomax')
    expect(cell('primarysourcereaction')).toBe("'-2+3 Ausschlag")
    expect(cell('narrativeincludeclinical')).toBe("'+SUM(1,2) Hautausschlag")
    expect(cell('tessera_sourceTitle')).toBe("'@Gesundheitsnews")
    expect(cell('tessera_validReport')).toBe('true')
    const audit = await db.query.auditLog.findMany({
      where: (a, { and, eq }) => and(eq(a.target, caseId), eq(a.action, 'analysis.safetyCase.exported')),
    })
    expect(audit).toHaveLength(2)
  })
})
