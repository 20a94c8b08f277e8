// Bulk upload: validation of every row with a report of the rejected ones, all-or-nothing commits,
// repeated uploads that change nothing, XLSX cells, remembered mappings, tenant scoping and a 10,000-row file.
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePzn8 } from '../../src/shared/identifiers/index.ts'
import { insertJob, readJobFile, storeJobFile } from '../../src/server/db/resources/bulk-upload-jobs.ts'
import { buildApp } from '../server/helpers/build-app.ts'
import { buildResourceApp, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

interface Job {
  id: string
  status: string
  totalRows: number
  processedRows: number
  writtenRows: number
  validRows: number
  rejectedRows: number
  inserted: number
  updated: number
  unchanged: number
  mapping: Record<string, string>
  message: string | null
}

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`).toString('base64')

async function upload(
  as: [string, string],
  body: { resource: string; fileName?: string; content: string; mapping?: Record<string, string> },
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bulk-uploads',
    headers: await t.as(...as),
    payload: { fileName: 'upload.csv', ...body },
  })
  return response
}

async function waitFor(as: [string, string], id: string, statuses: string[]): Promise<Job> {
  for (let i = 0; i < 600; i++) {
    const job = (
      await t.app.inject({ url: `/api/bulk-uploads/${id}`, headers: await t.as(...as) })
    ).json() as Job
    if (statuses.includes(job.status)) return job
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`job ${id} never reached ${statuses.join('/')}`)
}

/** Replaces a job's stored file behind the server's back (no list is written to). */
async function swapStoredFile(jobId: string, base64: string) {
  await t.app.db.execute(sql`delete from bulk_upload_file_parts where job_id = ${jobId}`)
  await storeJobFile(t.app.db, jobId, Buffer.from(base64, 'base64'))
}

async function uploadAndValidate(as: [string, string], body: Parameters<typeof upload>[1]): Promise<Job> {
  const response = await upload(as, body)
  expect(response.statusCode, response.body).toBe(202)
  return waitFor(as, response.json().id, ['validated', 'failed'])
}

async function commit(as: [string, string], id: string) {
  return t.app.inject({ method: 'POST', url: `/api/bulk-uploads/${id}/commit`, headers: await t.as(...as) })
}

async function countPzns(search: string) {
  return (
    await t.app.inject({
      url: `/api/resources/pzns?search=${encodeURIComponent(search)}`,
      headers: await t.as('READ', 'DEMO'),
    })
  ).json().total as number
}

const parent: [string, string] = ['WRITE', 'PARENT']
const header = 'pzn;country.code;name;retailPrice;marketStatus'

describe('bulk upload', () => {
  it('rejects bad rows with a reason each, writes nothing, and reports them as CSV', async () => {
    const job = await uploadAndValidate(parent, {
      resource: 'pzns',
      content: csv([
        header,
        `${generatePzn8(1, 77)};DE;Upload Eins;1,99;onMarket`,
        '04114919;DE;Falsche Prüfziffer;1,99;onMarket',
        `${generatePzn8(2, 77)};XX;Unbekanntes Land;1,99;onMarket`,
        `${generatePzn8(1, 77)};DE;Doppelt in der Datei;1,99;onMarket`,
        `${generatePzn8(3, 77)};DE;Kein Preis;abc;onMarket`,
      ]),
    })
    expect(job).toMatchObject({ status: 'validated', totalRows: 5, validRows: 1, rejectedRows: 4 })
    const preview = (
      await t.app.inject({
        url: `/api/bulk-uploads/${job.id}/preview?rows=rejected`,
        headers: await t.as(...parent),
      })
    ).json()
    expect(
      preview.rows.map((r: { line: number; errors: Record<string, { code: string }> }) => [
        r.line,
        Object.values(r.errors)[0]!.code,
      ]),
    ).toEqual([
      [3, 'pzn8.checkDigit'],
      [4, 'reference.notFound'],
      [5, 'upload.duplicateInFile'],
      [6, 'validation.notNumber'],
    ])
    // Each reason carries the parameters of its text: which digit, which list, which line.
    const errorsOf = (line: number) =>
      (preview.rows as { line: number; errors: Record<string, unknown> }[]).find((r) => r.line === line)!
        .errors
    expect(errorsOf(3).pzn).toEqual({
      code: 'pzn8.checkDigit',
      message: 'Wrong PZN check digit: expected 8, got 9.',
      params: { scheme: 'PZN', expected: '8', actual: '9' },
    })
    expect(errorsOf(4).country).toMatchObject({
      code: 'reference.notFound',
      params: { resource: 'countries', key: 'XX' },
    })
    expect(errorsOf(5).pzn).toMatchObject({ code: 'upload.duplicateInFile', params: { line: 2 } })
    expect(errorsOf(6).retailPrice).toEqual({
      code: 'validation.notNumber',
      message: 'Please enter a number.',
    })
    const report = await t.app.inject({
      url: `/api/bulk-uploads/${job.id}/report`,
      headers: await t.as(...parent),
    })
    expect(report.headers['content-type']).toContain('text/csv')
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines).toHaveLength(5)
    // Every field quoted, separated by `;` for a German user, as German Excel splits (like the export).
    expect(lines[1]).toBe(
      '"3";"04114919";"Falsche Prüfziffer";"1,99";"DE";"onMarket";"pzn: Wrong PZN check digit: expected 8, got 9. [pzn8.checkDigit]"',
    )
    expect(lines[2]).toContain('No countries row with country.code XX')
    // All or nothing: with one rejected row, nothing can be committed.
    const refused = await commit(parent, job.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('bulkUpload.hasRejectedRows')
    expect(await countPzns('Upload Eins')).toBe(0)
  })

  it('commits in one go, and the same file again changes nothing', async () => {
    const content = csv([
      header,
      ...[10, 11, 12].map((i) => `${generatePzn8(i, 77)};DE;Wiederholung ${i};2,50;onMarket`),
    ])
    const first = await uploadAndValidate(parent, { resource: 'pzns', content })
    expect(first).toMatchObject({ validRows: 3, rejectedRows: 0, inserted: 3 })
    expect((await commit(parent, first.id)).statusCode).toBe(202)
    expect(await waitFor(parent, first.id, ['committed', 'failed'])).toMatchObject({
      status: 'committed',
      inserted: 3,
      updated: 0,
      unchanged: 0,
    })
    const stored = (
      await t.app.inject({
        url: '/api/resources/pzns?search=Wiederholung&sort=pzn',
        headers: await t.as('READ', 'DEMO'),
      })
    ).json()
    expect(stored.items.map((r: { retailPrice: number }) => r.retailPrice)).toEqual([2.5, 2.5, 2.5])
    expect((await commit(parent, first.id)).json().code).toBe('bulkUpload.notReady')

    const second = await uploadAndValidate(parent, { resource: 'pzns', content })
    expect(second).toMatchObject({ validRows: 3, inserted: 0, updated: 0, unchanged: 3 })
    await commit(parent, second.id)
    expect(await waitFor(parent, second.id, ['committed', 'failed'])).toMatchObject({
      status: 'committed',
      unchanged: 3,
    })
    const after = (
      await t.app.inject({
        url: '/api/resources/pzns?search=Wiederholung&sort=pzn',
        headers: await t.as('READ', 'DEMO'),
      })
    ).json()
    expect(after.items.map((r: { updatedAt: string }) => r.updatedAt)).toEqual(
      stored.items.map((r: { updatedAt: string }) => r.updatedAt),
    )

    // A changed price updates only that row, by natural key.
    const changed = await uploadAndValidate(parent, {
      resource: 'pzns',
      content: csv([header, `${generatePzn8(10, 77)};DE;Wiederholung 10;3,00;onMarket`]),
    })
    expect(changed).toMatchObject({ updated: 1, inserted: 0 })
  })

  it('re-validates on commit: a row created by hand in between is updated, not inserted twice', async () => {
    const pzn = generatePzn8(20, 77)
    const job = await uploadAndValidate(parent, {
      resource: 'pzns',
      content: csv([
        header,
        `${pzn};DE;Zwischendurch;1,00;onMarket`,
        `${generatePzn8(21, 77)};DE;Zwischendurch B;1,00;onMarket`,
      ]),
    })
    expect(job).toMatchObject({ rejectedRows: 0, inserted: 2, updated: 0 })
    // Someone creates one of the rows by hand after the check: the commit checks again and sees it.
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/resources/pzns',
      headers: await t.as(...parent),
      payload: { pzn, country: germany.id, name: 'Von Hand' },
    })
    expect(created.statusCode).toBe(201)
    await commit(parent, job.id)
    const done = await waitFor(parent, job.id, ['committed', 'failed'])
    expect(done).toMatchObject({ status: 'committed', inserted: 1, updated: 1 })
    const stored = (
      await t.app.inject({
        url: `/api/resources/pzns?search=${pzn}`,
        headers: await t.as('READ', 'DEMO'),
      })
    ).json()
    expect(stored.items.map((r: { name: string }) => r.name)).toEqual(['Zwischendurch'])
  })

  it('commits the rows it checked without checking again when no list was written to since', async () => {
    const pzns = [30, 31].map((i) => generatePzn8(i, 77))
    const job = await uploadAndValidate(parent, {
      resource: 'pzns',
      content: csv([header, ...pzns.map((pzn) => `${pzn};DE;Geprüft;1,00;onMarket`)]),
    })
    expect(job).toMatchObject({ rejectedRows: 0, inserted: 2 })
    // The stored file is swapped behind the server's back (no list is written to): a commit that
    // parsed and checked the file again would write the swapped rows.
    const swapped = csv([header, ...pzns.map((pzn) => `${pzn};DE;Vertauscht;1,00;onMarket`)])
    await swapStoredFile(job.id, swapped)
    await commit(parent, job.id)
    expect(await waitFor(parent, job.id, ['committed', 'failed'])).toMatchObject({
      status: 'committed',
      inserted: 2,
    })
    expect(await countPzns('Geprüft')).toBe(2)
    expect(await countPzns('Vertauscht')).toBe(0)

    // Any write to any list in between, and the commit checks the stored file again.
    const again = await uploadAndValidate(parent, {
      resource: 'pzns',
      content: csv([header, ...pzns.map((pzn) => `${pzn};DE;Nochmal;1,00;onMarket`)]),
    })
    expect(again).toMatchObject({ rejectedRows: 0, updated: 2 })
    await swapStoredFile(again.id, swapped)
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const unrelated = await t.app.inject({
      method: 'POST',
      url: '/api/resources/manufacturers',
      headers: await t.as(...parent),
      payload: { name: 'Dazwischen Pharma GmbH', country: germany.id },
    })
    expect(unrelated.statusCode, unrelated.body).toBe(201)
    await commit(parent, again.id)
    expect(await waitFor(parent, again.id, ['committed', 'failed'])).toMatchObject({
      status: 'committed',
      updated: 2,
    })
    expect(await countPzns('Vertauscht')).toBe(2)
  })

  it('resolves a reference by its three-part key (sub-brand: manufacturer, brand, name) and names a key that is not there', async () => {
    const subBrand = t.catalogue['sub-brands'][0]!
    const brand = t.catalogue.brands.find((b) => b.id === subBrand.brand)!
    const maker = t.catalogue.manufacturers.find((m) => m.id === brand.manufacturer)!
    const name = `Dreiteilig ${Date.now()}`
    const job = await uploadAndValidate(parent, {
      resource: 'pzns',
      content: csv([
        `${header};subBrand.brand.manufacturer.name;subBrand.brand.name;subBrand.name`,
        `${generatePzn8(7001, 91)};DE;${name} A;4,95;onMarket;${maker.name};${brand.name};${subBrand.name}`,
        `${generatePzn8(7002, 91)};DE;${name} B;4,95;onMarket;${maker.name};${brand.name};Gibt es nicht`,
      ]),
    })
    expect(job).toMatchObject({ status: 'validated', validRows: 1, rejectedRows: 1 })
    const rejected = (
      await t.app.inject({
        url: `/api/bulk-uploads/${job.id}/preview?rows=rejected`,
        headers: await t.as(...parent),
      })
    ).json()
    expect(rejected.rows).toMatchObject([
      {
        line: 3,
        errors: {
          subBrand: {
            code: 'reference.notFound',
            params: { key: `${maker.name}, ${brand.name}, Gibt es nicht` },
          },
        },
      },
    ])
    const first = (
      await t.app.inject({ url: `/api/bulk-uploads/${job.id}/preview`, headers: await t.as(...parent) })
    ).json()
    expect(first.rows[0]).toMatchObject({ line: 2, action: 'insert', errors: {} })
  })

  it('writes nothing when a row is no longer valid at commit (a referenced row was deleted)', async () => {
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const kept = t.catalogue.manufacturers[0]!
    const shortLived = await t.app.inject({
      method: 'POST',
      url: '/api/resources/manufacturers',
      headers: await t.as(...parent),
      payload: { name: 'Kurzlebig Pharma GmbH', country: germany.id },
    })
    expect(shortLived.statusCode).toBe(201)
    const job = await uploadAndValidate(parent, {
      resource: 'brands',
      content: csv([
        'manufacturer.name;name',
        `${kept.name};Zwischenmarke Bleibt`,
        'Kurzlebig Pharma GmbH;Zwischenmarke Weg',
      ]),
    })
    expect(job).toMatchObject({ status: 'validated', validRows: 2, rejectedRows: 0, inserted: 2 })
    // Between the check and the commit the manufacturer of the second row goes.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/resources/manufacturers/${shortLived.json().id}`,
      headers: await t.as('ADMIN', 'PARENT'),
    })
    expect(removed.statusCode).toBe(204)
    expect((await commit(parent, job.id)).statusCode).toBe(202)
    const done = await waitFor(parent, job.id, ['committed', 'failed'])
    expect(done).toMatchObject({
      status: 'failed',
      rejectedRows: 1,
      message: expect.stringContaining('no longer valid'),
    })
    const rejected = (
      await t.app.inject({
        url: `/api/bulk-uploads/${job.id}/preview?rows=rejected`,
        headers: await t.as(...parent),
      })
    ).json()
    expect(rejected.rows).toMatchObject([
      { line: 3, errors: { manufacturer: { code: 'reference.notFound' } } },
    ])
    // All or nothing: the row that was still valid is not written either.
    const brands = (
      await t.app.inject({
        url: '/api/resources/brands?search=Zwischenmarke',
        headers: await t.as('READ', 'DEMO'),
      })
    ).json()
    expect(brands.total).toBe(0)
  })

  it('reads XLSX: text cells keep leading zeros, numeric identifiers are refused', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('pzns')
    sheet.addRow(['pzn', 'country.code', 'name', 'retailPrice', 'marketStatus'])
    const leadingZeros = Array.from({ length: 200 }, (_, i) => generatePzn8(i, 79)).filter((p) =>
      p.startsWith('0'),
    )
    const [asText, asNumber] = leadingZeros
    expect(asText).toMatch(/^0\d{7}$/)
    expect(asNumber).toMatch(/^0\d{7}$/)
    sheet.addRow([asText, 'DE', 'Excel Text', 4.2, 'onMarket'])
    // The same kind of number typed as a number: the cell holds 7 digits, the zero is gone.
    sheet.addRow([Number(asNumber), 'DE', 'Excel Zahl', 4.2, 'onMarket'])
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64')
    const job = await uploadAndValidate(parent, { resource: 'pzns', fileName: 'liste.xlsx', content })
    expect(job).toMatchObject({ totalRows: 2, validRows: 1, rejectedRows: 1 })
    const preview = (
      await t.app.inject({ url: `/api/bulk-uploads/${job.id}/preview`, headers: await t.as(...parent) })
    ).json()
    expect(preview.rows[0]).toMatchObject({
      action: 'insert',
      values: { pzn: asText, retailPrice: '4.2' },
    })
    expect(preview.rows[1].errors.pzn.code).toBe('validation.notText')
    // Without the numeric row the file commits, and the stored PZN still starts with its zero.
    sheet.spliceRows(3, 1)
    const fixed = await uploadAndValidate(parent, {
      resource: 'pzns',
      fileName: 'liste.xlsx',
      content: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
    })
    expect(fixed).toMatchObject({ validRows: 1, rejectedRows: 0 })
    await commit(parent, fixed.id)
    expect(await waitFor(parent, fixed.id, ['committed', 'failed'])).toMatchObject({ status: 'committed' })
    const stored = (
      await t.app.inject({ url: `/api/resources/pzns?search=${asText}`, headers: await t.as('READ', 'DEMO') })
    ).json()
    expect(stored.items.map((r: { pzn: string; name: string }) => [r.pzn, r.name])).toEqual([
      [asText, 'Excel Text'],
    ])
  })

  it('reads a two-column CSV that ends with a newline as two columns', async () => {
    const maker = t.catalogue.manufacturers[1]!
    const job = await uploadAndValidate(parent, {
      resource: 'brands',
      content: csv([
        'manufacturer.name;name',
        `${maker.name};Zweispaltig`,
        '',
        `${maker.name};Zweispaltig B`,
      ]),
    })
    expect(job).toMatchObject({
      mapping: { 'manufacturer.name': 'manufacturer.name', name: 'name' },
      totalRows: 2,
      validRows: 2,
    })
    const preview = (
      await t.app.inject({ url: `/api/bulk-uploads/${job.id}/preview`, headers: await t.as(...parent) })
    ).json()
    // Lines keep their number in the file, the empty one included.
    expect(preview.rows.map((r: { line: number }) => r.line)).toEqual([2, 4])
  })

  it('stores the file name without bidi controls or path separators, and lists it so', async () => {
    const maker = t.catalogue.manufacturers[1]!
    const job = await uploadAndValidate(parent, {
      resource: 'brands',
      fileName: '../../\u202Eliste\u0007.csv',
      content: csv(['manufacturer.name;name', `${maker.name};Namensprobe`]),
    })
    const stored = await t.app.db.execute(sql`select file_name from bulk_uploads where id = ${job.id}`)
    expect((stored as unknown as { rows: { file_name: string }[] }).rows[0]!.file_name).toBe('liste.csv')
    const listed = (
      await t.app.inject({
        url: '/api/bulk-uploads?resource=brands&page=1&pageSize=100',
        headers: await t.as(...parent),
      })
    ).json()
    expect(listed.items.find((item: { id: string }) => item.id === job.id)).toMatchObject({
      fileName: 'liste.csv',
    })
  })

  it('remembers the column mapping per list and tenant group', async () => {
    const mapping = {
      PZN: 'pzn',
      Land: 'country.code',
      Bezeichnung: 'name',
      Status: 'marketStatus',
      Notiz: '',
    }
    const lines = ['PZN;Land;Bezeichnung;Status;Notiz', `${generatePzn8(40, 77)};DE;Gemappt;onMarket;egal`]
    const bad = await upload(parent, { resource: 'pzns', content: csv(lines), mapping: { PZN: 'nothing' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fieldErrors.mapping.code).toBe('bulkUpload.unknownColumn')
    const first = await uploadAndValidate(parent, { resource: 'pzns', content: csv(lines), mapping })
    expect(first).toMatchObject({ validRows: 1, mapping })
    const again = await uploadAndValidate(parent, { resource: 'pzns', content: csv(lines) })
    expect(again.mapping).toEqual(mapping)
    // Another group does not see PARENT's mapping: unknown headers stay unmapped there.
    const other = (await upload(['WRITE', 'DEMO'], { resource: 'my-markets', content: csv(lines) })).json()
    expect(other.mapping).toEqual({ PZN: '', Land: '', Bezeichnung: '', Status: '', Notiz: '' })
  })

  it('keeps jobs, reports and tenant-owned rows inside the tenant group, and refuses readers', async () => {
    const brand = t.catalogue.brands[0]!
    const maker = t.catalogue.manufacturers.find((m) => m.id === brand.manufacturer)!
    const content = csv([
      'market;brand.manufacturer.name;brand.name;role',
      `Erkältung;${maker.name};${brand.name};own`,
    ])
    const job = await uploadAndValidate(['WRITE', 'BPI'], { resource: 'my-markets', content })
    expect(job).toMatchObject({ validRows: 1, inserted: 1 })
    await commit(['WRITE', 'BPI'], job.id)
    await waitFor(['WRITE', 'BPI'], job.id, ['committed'])
    expect(
      (await t.app.inject({ url: '/api/resources/my-markets', headers: await t.as('READ', 'BPI') })).json()
        .total,
    ).toBe(1)
    for (const url of [
      `/api/bulk-uploads/${job.id}`,
      `/api/bulk-uploads/${job.id}/preview`,
      `/api/bulk-uploads/${job.id}/report`,
    ]) {
      expect((await t.app.inject({ url, headers: await t.as('ADMIN', 'NERES') })).statusCode).toBe(404)
    }
    const history = (
      await t.app.inject({ url: '/api/bulk-uploads?resource=my-markets', headers: await t.as('READ', 'BPI') })
    ).json()
    expect(history.items[0]).toMatchObject({
      id: job.id,
      fileName: 'upload.csv',
      status: 'committed',
      totalRows: 1,
      createdByEmail: expect.stringContaining('write.bpi'),
    })
    expect(
      (await t.app.inject({ url: '/api/bulk-uploads', headers: await t.as('READ', 'NERES') })).json().total,
    ).toBe(0)
    expect((await upload(['READ', 'BPI'], { resource: 'my-markets', content })).statusCode).toBe(403)
    // Reference data comes from the parent group only, by upload as by hand.
    expect((await upload(['ADMIN', 'BPI'], { resource: 'pzns', content })).statusCode).toBe(403)
  })

  it('validates and commits a 10,000-row file, with progress, and a second run changes nothing', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) =>
        `${generatePzn8(1000 + i, 78)};DE;Massenimport ${i};${((i % 900) / 100 + 1).toFixed(2).replace('.', ',')};onMarket`,
    )
    const content = csv([header, ...rows])
    const created = await upload(parent, { resource: 'pzns', fileName: 'gross.csv', content })
    expect(created.json()).toMatchObject({ status: 'validating', totalRows: 10_000, processedRows: 0 })
    const job = await waitFor(parent, created.json().id, ['validated', 'failed'])
    expect(job).toMatchObject({
      status: 'validated',
      processedRows: 10_000,
      validRows: 10_000,
      inserted: 10_000,
    })
    await commit(parent, job.id)
    expect(await waitFor(parent, job.id, ['committed', 'failed'])).toMatchObject({
      status: 'committed',
      inserted: 10_000,
    })
    expect(await countPzns('Massenimport')).toBe(10_000)
    const again = await uploadAndValidate(parent, { resource: 'pzns', fileName: 'gross.csv', content })
    expect(again).toMatchObject({ unchanged: 10_000, inserted: 0, updated: 0 })
  }, 120_000)

  it('reports progress while the commit writes, statement by statement, not only the re-check', async () => {
    const maker = t.catalogue.manufacturers[2]!
    const total = 25_000
    const content = csv([
      'manufacturer.name;name',
      ...Array.from({ length: total }, (_, i) => `${maker.name};Fortschritt ${i}`),
    ])
    const job = await uploadAndValidate(parent, { resource: 'brands', fileName: 'marken.csv', content })
    expect(job).toMatchObject({ validRows: total, inserted: total, writtenRows: 0 })
    // A write in between, so that the commit checks the file again (otherwise it reuses the check).
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/resources/brands',
      headers: await t.as(...parent),
      payload: { name: 'Fortschritt vorab', manufacturer: maker.id },
    })
    expect(added.statusCode, added.body).toBe(201)
    const started = (await commit(parent, job.id)).json()
    expect(started).toMatchObject({ status: 'committing', processedRows: 0, writtenRows: 0 })
    // Poll as the page does, only faster: every answer while committing, then the last one.
    const seen: Job[] = []
    for (let i = 0; i < 4000; i++) {
      const answer = (
        await t.app.inject({ url: `/api/bulk-uploads/${job.id}`, headers: await t.as(...parent) })
      ).json() as Job
      seen.push(answer)
      if (answer.status !== 'committing') break
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(seen.at(-1)).toMatchObject({ status: 'committed', inserted: total, writtenRows: total })
    const committing = seen.filter((answer) => answer.status === 'committing')
    // The re-check counts processedRows up to the total, and only then do rows get written...
    expect(committing.some((answer) => answer.processedRows > 0 && answer.processedRows < total)).toBe(true)
    expect(committing.every((answer) => answer.writtenRows === 0 || answer.processedRows === total)).toBe(
      true,
    )
    // ...10,000 a statement: the write phase is seen part-way, not sitting at 100 % until the end.
    const writing = committing.map((answer) => answer.writtenRows).filter((written) => written > 0)
    expect(writing.some((written) => written < total)).toBe(true)
    expect(writing).toEqual([...writing].sort((a, b) => a - b))
    expect(
      (
        await t.app.inject({
          url: '/api/resources/brands?search=Fortschritt&pageSize=1',
          headers: await t.as('READ', 'DEMO'),
        })
      ).json().total,
    ).toBe(total + 1)
  }, 180_000)

  it('marks jobs a stopped server left running as failed when a server starts', async () => {
    const longAgo = new Date(Date.now() - 60 * 60_000)
    const base = {
      tenantGroup: 'PARENT',
      resource: 'pzns',
      fileName: 'x.csv',
      fileFormat: 'csv',
      headers: [],
      mapping: {},
      createdBy: 'test',
      createdByEmail: 'test@example.test',
      createdAt: longAgo,
    }
    const stale = await insertJob(t.app.db, {
      ...base,
      id: crypto.randomUUID(),
      status: 'committing',
      updatedAt: longAgo,
    })
    const recent = await insertJob(t.app.db, {
      ...base,
      id: crypto.randomUUID(),
      status: 'validating',
      updatedAt: new Date(),
    })
    for (const job of [stale, recent]) await storeJobFile(t.app.db, job.id, Buffer.from(`${header}\n`))
    const restarted = await buildApp({ database: t.database })
    await restarted.close()
    expect(await waitFor(parent, stale.id, ['failed'])).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('nothing was written'),
    })
    // The failed job's file goes; the one still being worked on keeps its own.
    expect(await readJobFile(t.app.db, stale.id)).toBeNull()
    expect((await readJobFile(t.app.db, recent.id))?.toString()).toBe(`${header}\n`)
    expect(
      (await t.app.inject({ url: `/api/bulk-uploads/${recent.id}`, headers: await t.as(...parent) })).json()
        .status,
    ).toBe('validating')
  })
})
