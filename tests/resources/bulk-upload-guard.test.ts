// Untrusted upload files (issue 19): the probe's files each get a prompt 4xx or a failed job with a
// message while the server keeps answering; text encodings round-trip; headers are checked; a NUL
// rejects only its row; jobs are bounded in number, size and age.
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { generatePzn8 } from '../../src/shared/identifiers/index.ts'
import { loadConfig } from '../../src/server/config.ts'
import { bytesPerPart } from '../../src/server/db/byte-parts.ts'
import { insertJob, readJobFile } from '../../src/server/db/resources/bulk-upload-jobs.ts'
import { bodyInWorkerFrom } from '../../src/server/routes/bulk-uploads/index.ts'
import { lyingWorkbook, zipBombWorkbook } from '../fixtures/files/zip-builder.ts'
import { buildApp } from '../server/helpers/build-app.ts'
import { buildResourceApp, waitForJob, type ResourceTestApp } from './helpers.ts'

const pendingLimit = 4
let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp({ config: { bulkUploadPendingLimit: pendingLimit } })
})
afterAll(() => t.close())
// Every test starts without jobs, so that the pending quota counts only its own.
beforeEach(async () => {
  await t.app.db.execute(sql`delete from bulk_uploads`)
})

const parent: [string, string] = ['WRITE', 'PARENT']
const header = 'pzn;country.code;name;retailPrice;marketStatus'

async function upload(body: { content: Buffer; fileName?: string; encoding?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bulk-uploads',
    headers: await t.as(...parent),
    payload: {
      resource: 'pzns',
      fileName: body.fileName ?? 'upload.csv',
      content: body.content.toString('base64'),
      ...(body.encoding ? { encoding: body.encoding } : {}),
    },
  })
}

/** Uploads while asking GET /api/health again and again: how many health answers came before the upload's. */
async function uploadWhileCheckingHealth(body: Parameters<typeof upload>[0]) {
  let settled = false
  const uploading = upload(body).finally(() => (settled = true))
  let healthyAnswers = 0
  while (!settled) {
    const health = await t.app.inject({ url: '/api/health' })
    expect(health.statusCode).toBe(200)
    if (!settled) healthyAnswers++
    // inject answers without I/O: let the worker's messages in, as a real client's pauses would.
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return { response: await uploading, healthyAnswers }
}

async function previewOf(jobId: string, rows: 'first' | 'rejected' = 'first') {
  return (
    await t.app.inject({
      url: `/api/bulk-uploads/${jobId}/preview?rows=${rows}`,
      headers: await t.as(...parent),
    })
  ).json() as {
    rows: { line: number; values: Record<string, string>; errors: Record<string, { code: string }> }[]
  }
}

const line = (n: number, name: string) => `${generatePzn8(n, 91)};DE;${name};1,99;onMarket`

describe('bulk upload of untrusted files', () => {
  it('reads a sparse XLSX (A1 and A16000) at once, and the server answers meanwhile', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('pzns')
    sheet.getCell('A1').value = 'pzn'
    sheet.getCell('A16000').value = generatePzn8(1, 91)
    const content = Buffer.from(await workbook.xlsx.writeBuffer())
    const { response, healthyAnswers } = await uploadWhileCheckingHealth({ content, fileName: 'sparse.xlsx' })
    expect(response.statusCode, response.body).toBe(202)
    expect(healthyAnswers).toBeGreaterThan(0)
    const job = await waitForJob(t, parent, response.json().id, ['validated', 'failed'])
    expect(job.status).toBe('validated')
    expect((await previewOf(job.id)).rows.map((r) => r.line)).toEqual([16000])
  })

  it('refuses an XLSX zip bomb from its directory, before inflating it', async () => {
    const content = zipBombWorkbook(64 * 1024 * 1024)
    expect(content.length).toBeLessThan(200 * 1024)
    const { response } = await uploadWhileCheckingHealth({ content, fileName: 'bomb.xlsx' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ code: 'file.compressionRatio' })
    expect(response.json().message).toContain('zip bomb')
    // A refusal leaves no job and no part of the file.
    expect(await t.app.db.execute(sql`select id from bulk_uploads`)).toMatchObject({ rows: [] })
    expect(await t.app.db.execute(sql`select job_id from bulk_upload_file_parts`)).toMatchObject({ rows: [] })
  })

  it('refuses an XLSX whose sheet declares 1 KB but inflates to 200 MiB, without the heap limit', async () => {
    const content = lyingWorkbook(200)
    expect(content.length).toBeLessThan(400 * 1024)
    const memoryBefore = process.memoryUsage().rss
    const { response } = await uploadWhileCheckingHealth({ content, fileName: 'lying.xlsx' })
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'file.sizeMismatch',
      fieldErrors: { content: { code: 'file.sizeMismatch' } },
    })
    expect(response.json().message).toContain('unpacks to more than the 1024 bytes its directory declares')
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(100 * 1024 * 1024)
    // A refusal leaves no job and no part of the file.
    expect(await t.app.db.execute(sql`select id from bulk_uploads`)).toMatchObject({ rows: [] })
    expect(await t.app.db.execute(sql`select job_id from bulk_upload_file_parts`)).toMatchObject({ rows: [] })
  })

  it('refuses a CSV of 5 MB of newlines at the row cap, and the server answers meanwhile', async () => {
    const content = Buffer.from(`${header}\n${'\n'.repeat(5 * 1024 * 1024)}`)
    const { response, healthyAnswers } = await uploadWhileCheckingHealth({ content })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'bulkUpload.tooManyRows',
      fieldErrors: { content: { code: 'bulkUpload.tooManyRows', params: { max: 250_000 } } },
    })
    expect(healthyAnswers).toBeGreaterThan(0)
    expect(await t.app.db.execute(sql`select job_id from bulk_upload_file_parts`)).toMatchObject({ rows: [] })
  })

  it('parses a large body off the event loop with the answers of fastify\'s own JSON parser', async () => {
    const post = async (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bulk-uploads',
        headers: { ...(await t.as(...parent)), 'content-type': 'application/json' },
        payload,
      })
    const big = 'A'.repeat(bodyInWorkerFrom)
    const small = await post('{"resource": "pzns",')
    expect(small.statusCode).toBe(400)
    for (const payload of [
      `{"resource": "pzns", "fileName": "a.csv", "content": "${big}"`,
      `{"resource": "pzns", "fileName": "a.csv", "content": "${big}", "__proto__": {"x": 1}}`,
      `{"resource": "pzns", "fileName": "a.csv", "content": "${big}", "mapping": {"constructor": {"prototype": {}}}}`,
    ]) {
      const response = await post(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe(small.json().code)
    }
    // Checked against the contract as before: the decoded content is not part of what is validated.
    const noName = await post(`{"resource": "pzns", "content": "${big}"}`)
    expect(noName.statusCode).toBe(400)
    // A valid large body is read, its file decoded, and the job made from it.
    const rows = Array.from({ length: 12_000 }, (_, i) => `${generatePzn8(i, 77)};DE;Large ${i};1,00;onMarket`)
    const content = Buffer.from(`${header}\n${rows.join('\n')}\n`)
    expect(content.toString('base64').length).toBeGreaterThan(bodyInWorkerFrom)
    const created = await upload({ content })
    expect(created.statusCode).toBe(202)
    expect(created.json()).toMatchObject({ totalRows: 12_000 })
    expect(await readJobFile(t.app.db, created.json().id)).toEqual(content)
    expect(await waitForJob(t, parent, created.json().id, ['validated', 'failed'])).toMatchObject({
      status: 'validated',
      rejectedRows: 0,
    })
  })

  it('refuses a header row wider than the column cap', async () => {
    const wide = Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(';')
    const response = await upload({ content: Buffer.from(`${wide}\n1\n`) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'bulkUpload.tooManyColumns' })
    expect(response.json().message).toBe('The file has 200000 columns; at most 500 are accepted')
  })

  it('reads a Windows-1252 CSV (German Excel) as such: für stays für, in the preview and once committed', async () => {
    const name = `Salbe für Kinder ${Date.now()}`
    const content = Buffer.from(`${header}\n${line(1, name)}\n`, 'latin1')
    const response = await upload({ content })
    expect(response.statusCode, response.body).toBe(202)
    expect(response.json().encoding).toBe('windows-1252')
    const job = await waitForJob(t, parent, response.json().id, ['validated'])
    expect((await previewOf(job.id)).rows[0]!.values.name).toBe(name)
    await t.app.inject({
      method: 'POST',
      url: `/api/bulk-uploads/${job.id}/commit`,
      headers: await t.as(...parent),
    })
    expect((await waitForJob(t, parent, job.id, ['committed', 'failed'])).status).toBe('committed')
    const found = await t.app.inject({
      url: `/api/resources/pzns?search=${encodeURIComponent(generatePzn8(1, 91))}`,
      headers: await t.as(...parent),
    })
    expect(found.json().items[0].name).toBe(name)
  })

  it.each([
    ['UTF-8 with a BOM', Buffer.from(`\uFEFF${header}\n${line(2, 'Größe')}\n`), 'utf-8'],
    ['UTF-16 LE with a BOM', Buffer.from(`\uFEFF${header}\n${line(2, 'Größe')}\n`, 'utf16le'), 'utf-16le'],
    [
      'UTF-16 BE with a BOM',
      Buffer.from(`\uFEFF${header}\n${line(2, 'Größe')}\n`, 'utf16le').swap16(),
      'utf-16be',
    ],
  ])('detects %s', async (_name, content, encoding) => {
    const response = await upload({ content })
    expect(response.statusCode, response.body).toBe(202)
    expect(response.json()).toMatchObject({ encoding, headers: header.split(';') })
    const job = await waitForJob(t, parent, response.json().id, ['validated'])
    expect((await previewOf(job.id)).rows[0]!.values.name).toBe('Größe')
  })

  it('reads the file in the encoding the user chose instead of the detected one', async () => {
    const content = Buffer.from(`${header}\n${line(3, 'Größe')}\n`)
    const response = await upload({ content, encoding: 'windows-1252' })
    expect(response.json().encoding).toBe('windows-1252')
    const job = await waitForJob(t, parent, response.json().id, ['validated'])
    expect((await previewOf(job.id)).rows[0]!.values.name).toBe('GrÃ¶ÃŸe')
  })

  it.each([
    ['duplicate', 'pzn;name;name', 'bulkUpload.duplicateHeader', { headers: 'name' }, 'name'],
    ['empty', 'pzn;;name', 'bulkUpload.emptyHeader', { columns: '2' }, 'Column 2 has no header'],
    ['NUL in a', 'pzn;na\u0000me', 'bulkUpload.badHeader', { columns: '2' }, 'NUL character'],
  ])('refuses %s headers, naming them', async (_what, headerRow, code, params, words) => {
    const response = await upload({ content: Buffer.from(`${headerRow}\n${generatePzn8(4, 91)};a;b\n`) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code, fieldErrors: { content: { code, params } } })
    expect(response.json().message).toContain(words)
  })

  it('rejects only the row with a NUL in a cell, with its reason, and stores its cells bounded', async () => {
    const long = 'x'.repeat(2000)
    const content = Buffer.from(
      [header, line(5, 'Gut'), line(6, 'Bö\u0000se'), `${generatePzn8(7, 91)};DE;${long};abc;onMarket`].join(
        '\n',
      ),
    )
    const response = await upload({ content })
    expect(response.statusCode, response.body).toBe(202)
    const job = await waitForJob(t, parent, response.json().id, ['validated', 'failed'])
    expect(job).toMatchObject({ status: 'validated', rejectedRows: 2 })
    const rejected = (await previewOf(job.id, 'rejected')).rows
    expect(rejected[0]).toMatchObject({ line: 3, errors: { name: { code: 'upload.nulCharacter' } } })
    expect(rejected[0]!.values.name).toBe('Bö\uFFFDse')
    expect(rejected[1]!.values.name).toHaveLength(501)
  })

  it('keeps the file once, as its bytes; list answers carry no headers or mappings', async () => {
    const content = Buffer.from(`${header}\n${line(8, 'Einmal')}\n`)
    const response = await upload({ content })
    const stored = await t.app.db.execute(
      sql`select sum(octet_length(part))::int as bytes from bulk_upload_file_parts where job_id = ${response.json().id}`,
    )
    expect(stored).toMatchObject({ rows: [{ bytes: content.length }] })
    const list = (await t.app.inject({ url: '/api/bulk-uploads', headers: await t.as(...parent) })).json()
    expect(list.items).toHaveLength(1)
    expect(Object.keys(list.items[0])).not.toContain('headers')
    expect(Object.keys(list.items[0])).not.toContain('mapping')
    expect(list.items[0]).toMatchObject({ id: response.json().id, encoding: 'utf-8' })
  })

  it('keeps a file of several hundred KB in parts that read back as the file, deleted with the job', async () => {
    const lines = [header]
    for (let i = 0, length = 0; length < 600_000; i++) {
      lines.push(line(1000 + i, `Teil ${'x'.repeat(150)} ${i}`))
      length += lines.at(-1)!.length + 1
    }
    const content = Buffer.from(`${lines.join('\n')}\n`)
    const response = await upload({ content })
    expect(response.statusCode, response.body).toBe(202)
    const id = response.json().id as string
    const parts = await t.app.db.execute(
      sql`select seq, octet_length(part)::int as bytes from bulk_upload_file_parts where job_id = ${id} order by seq`,
    )
    expect((parts as unknown as { rows: { seq: number; bytes: number }[] }).rows).toEqual([
      { seq: 0, bytes: bytesPerPart },
      { seq: 1, bytes: bytesPerPart },
      { seq: 2, bytes: content.length - 2 * bytesPerPart },
    ])
    expect((await readJobFile(t.app.db, id))?.equals(content)).toBe(true)
    await waitForJob(t, parent, id, ['validated'])
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/bulk-uploads/${id}`, headers: await t.as(...parent) })
    expect(deleted.statusCode).toBe(204)
    expect(await readJobFile(t.app.db, id)).toBeNull()
  })

  it('refuses uploads past the group quota of pending jobs, until one is deleted', async () => {
    const content = Buffer.from(`${header}\n${line(9, 'Quote')}\n`)
    const ids: string[] = []
    for (let i = 0; i < pendingLimit; i++) {
      const response = await upload({ content })
      expect(response.statusCode).toBe(202)
      ids.push(response.json().id)
    }
    const refused = await upload({ content })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'bulkUpload.quotaExceeded' })
    expect(refused.json().message).toContain(`at most ${pendingLimit}`)
    const job = await waitForJob(t, parent, ids[0]!, ['validated'])
    const reader = await t.app.inject({
      method: 'DELETE',
      url: `/api/bulk-uploads/${job.id}`,
      headers: await t.as('READ', 'PARENT'),
    })
    expect(reader.statusCode).toBe(403)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/bulk-uploads/${job.id}`,
      headers: await t.as(...parent),
    })
    expect(deleted.statusCode).toBe(204)
    expect(
      (await t.app.inject({ url: `/api/bulk-uploads/${job.id}`, headers: await t.as(...parent) })).statusCode,
    ).toBe(404)
    expect((await upload({ content })).statusCode).toBe(202)
  })

  it('deletes jobs past the retention period when a server starts, not younger or running ones', async () => {
    const day = 24 * 60 * 60_000
    const base = {
      tenantGroup: 'PARENT',
      resource: 'pzns',
      fileName: 'x.csv',
      fileFormat: 'csv',
      headers: [],
      mapping: {},
      createdBy: 'test',
      createdByEmail: 'test@example.test',
      updatedAt: new Date(),
    }
    const at = (daysAgo: number, status: string) =>
      insertJob(t.app.db, {
        ...base,
        id: crypto.randomUUID(),
        status,
        createdAt: new Date(Date.now() - daysAgo * day),
      })
    const old = await at(31, 'validated')
    const young = await at(29, 'failed')
    const running = await at(31, 'committing')
    const restarted = await buildApp({ database: t.database })
    await restarted.close()
    const left = await t.app.db.execute(sql`select id from bulk_uploads order by created_at`)
    expect((left as unknown as { rows: { id: string }[] }).rows.map((r) => r.id).sort()).toEqual(
      [young.id, running.id].sort(),
    )
    expect(old.id).toBeDefined()
  })

  it('validates the retention and quota settings like the others', () => {
    expect(() => loadConfig({ BULK_UPLOAD_RETENTION_DAYS: '0', BULK_UPLOAD_PENDING_LIMIT: 'many' })).toThrow(
      /BULK_UPLOAD_RETENTION_DAYS must be a whole number from 1 to 3650, got "0"[\s\S]*BULK_UPLOAD_PENDING_LIMIT must be a whole number from 1 to 1000, got "many"/,
    )
    expect(loadConfig({})).toMatchObject({ bulkUploadRetentionDays: 30, bulkUploadPendingLimit: 20 })
  })
})
