// CSV and XLSX export of the current filtered view, in the columns bulk upload reads, so an exported
// file uploads again unchanged.
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePzn8 } from '../../src/shared/identifiers/index.ts'
import { buildResourceApp, waitForJob, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

const germany = () => t.catalogue.countries.find((c) => c.code === 'DE')!

describe('export', () => {
  it('writes the filtered, sorted view as CSV with references as natural keys', async () => {
    const response = await t.app.inject({
      url: `/api/resources/pzns/export?format=csv&filter=country:eq:${germany().id}&sort=pzn`,
      headers: await t.as('READ', 'NERES'),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pzns-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const { data } = Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    })
    const expected = t.catalogue.pzns
      .filter((p) => p.country === germany().id)
      .map((p) => p.pzn)
      .sort()
    expect(data.map((row) => row.pzn)).toEqual(expected)
    expect(new Set(data.map((row) => row['country.code']))).toEqual(new Set(['DE']))
    const first = t.catalogue.pzns.find((p) => p.pzn === expected[0])!
    const subBrand = t.catalogue['sub-brands'].find((s) => s.id === first.subBrand)!
    expect(data[0]).toMatchObject({
      name: first.name,
      'subBrand.name': subBrand.name,
      retailPrice: String(first.retailPrice),
    })
  })

  it('writes XLSX with text cells, so identifiers keep their leading zeros', async () => {
    const response = await t.app.inject({
      url: '/api/resources/pzns/export?format=xlsx&search=0',
      headers: await t.as('READ', 'DEMO'),
    })
    expect(response.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).value).toBe('pzn')
    const withZero = t.catalogue.pzns.filter((p) => p.pzn.startsWith('0'))
    expect(withZero.length).toBeGreaterThan(0)
    const cells: unknown[] = []
    sheet.eachRow((row, n) => n > 1 && cells.push(row.getCell(1).value))
    for (const pzn of withZero) expect(cells).toContain(pzn.pzn)
  })

  it('answers 400 for a bad filter before any file is written', async () => {
    const response = await t.app.inject({
      url: '/api/resources/pzns/export?format=csv&filter=nothing:eq:1',
      headers: await t.as('READ', 'DEMO'),
    })
    expect(response.statusCode).toBe(400)
  })

  it("exports only the caller's own tenant-owned rows", async () => {
    const demo = await t.app.inject({
      url: '/api/resources/my-markets/export?format=csv',
      headers: await t.as('READ', 'DEMO'),
    })
    const igepha = await t.app.inject({
      url: '/api/resources/my-markets/export?format=csv',
      headers: await t.as('READ', 'IGEPHA'),
    })
    expect(demo.body.trim().split(/\r?\n/)).toHaveLength(1 + t.catalogue['my-markets'].length)
    expect(igepha.body.trim().split(/\r?\n/)).toHaveLength(1)
  })

  it('gives a file that uploads again without a change', async () => {
    const exported = await t.app.inject({
      url: '/api/resources/sub-brands/export?format=csv',
      headers: await t.as('READ', 'PARENT'),
    })
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-uploads',
      headers: await t.as('WRITE', 'PARENT'),
      payload: {
        resource: 'sub-brands',
        fileName: 'sub-brands.csv',
        content: Buffer.from(exported.body).toString('base64'),
      },
    })
    expect(created.statusCode).toBe(202)
    let job = created.json()
    for (let i = 0; i < 200 && job.status === 'validating'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      job = (
        await t.app.inject({ url: `/api/bulk-uploads/${job.id}`, headers: await t.as('WRITE', 'PARENT') })
      ).json()
    }
    expect(job).toMatchObject({
      status: 'validated',
      rejectedRows: 0,
      inserted: 0,
      updated: 0,
      unchanged: t.catalogue['sub-brands'].length,
    })
  })

  it('adds the derived values after the upload columns; negative savings stay numbers; the file uploads unchanged', async () => {
    const exported = await t.app.inject({
      url: '/api/resources/underlying-pzns/export?format=csv&sort=saving',
      headers: await t.as('READ', 'DEMO'),
    })
    const { data, meta } = Papa.parse<Record<string, string>>(exported.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    })
    expect(meta.fields).toEqual([
      'bundle.pzn',
      'pzn.pzn',
      'quantity',
      'unitPrice',
      'singlePrice',
      'saving',
      'savingPercent',
    ])
    const savings = data.map((row) => row.saving!)
    expect(savings.some((saving) => saving.startsWith('-'))).toBe(true)
    expect(savings.every((saving) => /^-?\d+(\.\d+)?$/.test(saving))).toBe(true)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-uploads',
      headers: await t.as('WRITE', 'PARENT'),
      payload: {
        resource: 'underlying-pzns',
        fileName: 'underlying.csv',
        content: Buffer.from(exported.body).toString('base64'),
      },
    })
    const job = await waitForJob(t, ['WRITE', 'PARENT'], created.json().id, ['validated', 'failed'])
    expect(job).toMatchObject({
      status: 'validated',
      rejectedRows: 0,
      unchanged: t.catalogue['underlying-pzns'].length,
    })
    expect(created.json().mapping).toMatchObject({ unitPrice: '', saving: '' })
  })

  describe('cells a spreadsheet would run as formulas (OWASP CSV injection)', () => {
    const formulas = ['=HYPERLINK("http://evil.example","Klick")', '@SUM(1+1)', '+Tabletten', '-Kapseln']
    const pzns = [1, 2, 3, 4].map((i) => generatePzn8(i, 93)).sort()

    beforeAll(async () => {
      for (const [index, name] of formulas.entries()) {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/resources/pzns',
          headers: await t.as('WRITE', 'PARENT'),
          payload: { pzn: pzns[index], country: germany().id, name, dosageForm: 'Formeltest' },
        })
        expect(created.statusCode, created.body).toBe(201)
      }
    })

    const exportOf = async (format: 'csv' | 'xlsx') =>
      t.app.inject({
        url: `/api/resources/pzns/export?format=${format}&filter=dosageForm:contains:Formeltest&sort=pzn`,
        headers: await t.as('READ', 'DEMO'),
      })

    it('writes them with an apostrophe in front, in CSV and XLSX, and leaves other cells alone', async () => {
      const csv = await exportOf('csv')
      const { data } = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
      })
      expect(data.map((row) => row.name)).toEqual(formulas.map((name) => `'${name}`))
      expect(data.map((row) => row.pzn)).toEqual(pzns)
      const xlsx = await exportOf('xlsx')
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
      const sheet = workbook.worksheets[0]!
      const nameColumn = (sheet.getRow(1).values as unknown[]).indexOf('name')
      const cells = [2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(nameColumn))
      expect(cells.map((cell) => cell.value)).toEqual(formulas.map((name) => `'${name}`))
      // Text cells, never formulas.
      expect(cells.every((cell) => cell.type === ExcelJS.ValueType.String)).toBe(true)
    })

    it.each(['csv', 'xlsx'] as const)(
      'reads them back as they were when the %s export is uploaded',
      async (format) => {
        const exported = await exportOf(format)
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/bulk-uploads',
          headers: await t.as('WRITE', 'PARENT'),
          payload: {
            resource: 'pzns',
            fileName: `pzns.${format}`,
            content: Buffer.from(exported.rawPayload).toString('base64'),
          },
        })
        expect(created.statusCode).toBe(202)
        const job = await waitForJob(t, ['WRITE', 'PARENT'], created.json().id, ['validated', 'failed'])
        expect(job).toMatchObject({
          status: 'validated',
          rejectedRows: 0,
          inserted: 0,
          updated: 0,
          unchanged: 4,
        })
      },
    )

    it('neutralises the rejected-rows report, but keeps a negative number a number', async () => {
      const content = Buffer.from(
        [
          'pzn;country.code;name;retailPrice;marketStatus',
          `${generatePzn8(5, 93)};DE;=cmd|' /C calc'!A0;-1;onMarket`,
          `${generatePzn8(6, 93)};DE;@Name;-2,50;gone`,
        ].join('\n'),
      ).toString('base64')
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/bulk-uploads',
        headers: await t.as('WRITE', 'PARENT'),
        payload: { resource: 'pzns', fileName: 'formeln.csv', content },
      })
      const job = await waitForJob(t, ['WRITE', 'PARENT'], created.json().id, ['validated', 'failed'])
      expect(job).toMatchObject({ rejectedRows: 2 })
      const report = await t.app.inject({
        url: `/api/bulk-uploads/${job.id}/report`,
        headers: await t.as('WRITE', 'PARENT'),
      })
      const { data } = Papa.parse<Record<string, string>>(report.body.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
      })
      expect(data.map((row) => [row.line, row.name, row.retailPrice])).toEqual([
        ['2', "'=cmd|' /C calc'!A0", '-1'],
        ['3', "'@Name", '-2,50'],
      ])
      expect(data[0]!.reason).toContain('retailPrice: ')
    })
  })
  describe('separator and quoting (Excel splits German and French files at ;)', () => {
    const values = ['x;=1+1', 'y,=2+2', '=1+1;"quoted"', 'plain']
    const pzns = [1, 2, 3, 4].map((i) => generatePzn8(i, 94)).sort()

    beforeAll(async () => {
      for (const [index, name] of values.entries()) {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/resources/pzns',
          headers: await t.as('WRITE', 'PARENT'),
          payload: { pzn: pzns[index], country: germany().id, name, dosageForm: 'Trenntest' },
        })
        expect(created.statusCode, created.body).toBe(201)
      }
    })

    const exportAs = async (group: string, query = '', headers: Record<string, string> = {}) =>
      t.app.inject({
        url: `/api/resources/pzns/export?format=csv&filter=dosageForm:eq:Trenntest&sort=pzn${query}`,
        headers: { ...(await t.as('READ', group)), ...headers },
      })
    const linesOf = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n')

    it.each([
      ['a German group', 'DEMO', '', {}, ';'],
      ['a French group', 'NERES', '', {}, ';'],
      ['an English interface', 'DEMO', '', { 'accept-language': 'en' }, ','],
      ['a French interface', 'DEMO', '', { 'accept-language': 'fr-CH, en;q=0.5' }, ';'],
      ['delimiter=comma', 'NERES', '&delimiter=comma', {}, ','],
      ['delimiter=semicolon', 'DEMO', '&delimiter=semicolon', { 'accept-language': 'en' }, ';'],
    ])('separates as %s expects and quotes every field', async (_case, group, query, headers, delimiter) => {
      const response = await exportAs(group, query, headers)
      expect(response.statusCode).toBe(200)
      const [header, ...rows] = linesOf(response.body)
      expect(header!.startsWith(`"pzn"${delimiter}"country.code"${delimiter}"name"`)).toBe(true)
      expect(rows).toHaveLength(values.length)
      // Every field in quotes, separated by the delimiter and nothing else.
      const quoted = new RegExp(`^"(?:[^"]|"")*"(?:${delimiter}"(?:[^"]|"")*")*$`)
      for (const line of [header!, ...rows]) expect(line).toMatch(quoted)
      expect(rows.join('\n')).toContain('"x;=1+1"')
      // A value that starts like a formula is neutralised as a whole; the others stay as they were.
      expect(rows.join('\n')).toContain(`"'=1+1;""quoted"""`)
    })

    it('answers 400 for another delimiter', async () => {
      const response = await exportAs('DEMO', '&delimiter=tab')
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors.delimiter).toMatchObject({ code: 'delimiter.enum' })
    })

    it.each(['comma', 'semicolon'])('uploads the %s-separated export again without a change', async (delimiter) => {
      const exported = await exportAs('DEMO', `&delimiter=${delimiter}`)
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/bulk-uploads',
        headers: await t.as('WRITE', 'PARENT'),
        payload: { resource: 'pzns', fileName: 'pzns.csv', content: Buffer.from(exported.rawPayload).toString('base64') },
      })
      expect(created.statusCode).toBe(202)
      const job = await waitForJob(t, ['WRITE', 'PARENT'], created.json().id, ['validated', 'failed'])
      expect(job).toMatchObject({ status: 'validated', rejectedRows: 0, inserted: 0, updated: 0, unchanged: values.length })
    })
  })
})
