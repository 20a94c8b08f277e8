// Entries that lie about their uncompressed size: the directory looks harmless, so only inflating
// tells, and the inflating must stop at the declared size instead of running to the end.
import { deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import {
  deflatedRun,
  lyingWorkbook,
  zipOf,
  zipOfDeflated,
} from '../../../tests/fixtures/files/zip-builder.ts'
import { checkInflatedSizes } from './check-inflated-sizes.ts'
import { defaultFileLimits } from './file-limits.ts'
import { readUntrustedFile } from './guard-file.ts'
import { inspectZip } from './inspect-zip.ts'

const limits = defaultFileLimits.zip
const check = (zip: Buffer, zipLimits = limits, inflated = { bytes: 0 }) =>
  checkInflatedSizes(zip, inspectZip(zip, zipLimits), zipLimits, inflated)

describe('checkInflatedSizes', () => {
  it('passes a workbook exceljs wrote, and entries exactly as large as declared', async () => {
    const book = new ExcelJS.Workbook()
    book.addWorksheet('s').addRow(['pzn', 'name'])
    await expect(check(Buffer.from(await book.xlsx.writeBuffer()))).resolves.toBeUndefined()
    const exact = zipOfDeflated([
      { name: 'a.xml', deflated: deflatedRun('<a>', 2), declaredBytes: 3 + 2 * 1024 * 1024 },
    ])
    const inflated = { bytes: 0 }
    await expect(check(exact, { ...limits, maxCompressionRatio: 10_000 }, inflated)).resolves.toBeUndefined()
    expect(inflated.bytes).toBe(3 + 2 * 1024 * 1024)
  })

  it('refuses a sheet that declares 1 KB and inflates to 200 MiB, stopping at the first chunk past 1 KB', async () => {
    const zip = lyingWorkbook(200)
    expect(zip.length).toBeLessThan(400 * 1024)
    // The directory alone sees nothing wrong: 1 KB from about 200 KB.
    expect(inspectZip(zip, limits).find((e) => e.name.endsWith('sheet1.xml'))).toMatchObject({
      uncompressedBytes: 1024,
    })
    const inflated = { bytes: 0 }
    await expect(check(zip, limits, inflated)).rejects.toMatchObject({
      name: 'UntrustedFileError',
      code: 'file.sizeMismatch',
      statusCode: 422,
      message: expect.stringContaining(
        'xl/worksheets/sheet1.xml unpacks to more than the 1024 bytes its directory declares',
      ),
    })
    // zlib stopped at the first 64 KiB chunk past 1 KB (the content types came first), not at 200 MiB.
    expect(inflated.bytes).toBeLessThanOrEqual(2048 + 64 * 1024)
  })

  it('refuses an entry one byte larger than declared', async () => {
    const zip = zipOfDeflated([
      { name: 'a.xml', deflated: deflateRawSync(Buffer.alloc(5000, 0x61)), declaredBytes: 4999 },
    ])
    await expect(check(zip)).rejects.toMatchObject({ code: 'file.sizeMismatch' })
  })

  it('refuses a deflate stream that does not end inside its entry, and one that is not deflate', async () => {
    const whole = deflateRawSync(Buffer.from('<a>'.repeat(1000)))
    const cut = zipOfDeflated([
      { name: 'a.xml', deflated: whole.subarray(0, whole.length - 4), declaredBytes: 3000 },
    ])
    await expect(check(cut)).rejects.toMatchObject({ code: 'file.notAnArchive', statusCode: 400 })
    const garbage = zipOfDeflated([{ name: 'a.xml', deflated: Buffer.alloc(64, 0xff), declaredBytes: 3000 }])
    await expect(check(garbage)).rejects.toMatchObject({ code: 'file.notAnArchive', statusCode: 400 })
  })

  it('is part of readUntrustedFile: a lying archive never reaches the parser worker', async () => {
    let parsed = false
    await expect(
      readUntrustedFile(
        { bytes: lyingWorkbook(200), kind: 'zip' },
        {
          entry: new URL('./no-such-worker.ts', import.meta.url),
          input: null,
          onData: () => {
            parsed = true
          },
        },
      ),
    ).rejects.toMatchObject({ code: 'file.sizeMismatch' })
    expect(parsed).toBe(false)
    // An honest archive goes on to the worker (which here does not exist, so it fails differently).
    await expect(
      readUntrustedFile(
        { bytes: zipOf([{ name: 'a.xml', data: Buffer.from('<a/>') }]), kind: 'zip' },
        { entry: new URL('./no-such-worker.ts', import.meta.url), input: null, onData: () => undefined },
      ),
    ).rejects.not.toMatchObject({ code: expect.stringMatching(/^file\./) })
  })
})
