// The analysis export (decision 0098): CSV with formula-like cells neutralised, the items list's filters
// and exactly its items, XLSX read back with exceljs, also when written in the worker thread. The
// keyword statistics and safety case exports: safety-exports.test.ts.
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { workbookBytes } from '../../src/server/analysis/exports/write-table.ts'
import { injected, parseCsv, seededExportApp } from './export-app.ts'

const { ids, get } = seededExportApp()

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
