// The zip guard reads only the central directory: real workbooks pass, bombs and hidden data do not.
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { zipBombWorkbook, zipOf } from '../../../tests/fixtures/files/zip-builder.ts'
import { defaultFileLimits } from './file-limits.ts'
import { inspectZip } from './inspect-zip.ts'

const limits = defaultFileLimits.zip

async function workbook() {
  const book = new ExcelJS.Workbook()
  book.addWorksheet('s').addRow(['pzn', 'name'])
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe('inspectZip', () => {
  it('lists the entries of a workbook exceljs wrote', async () => {
    const entries = inspectZip(await workbook(), limits)
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml')
  })

  it('refuses an entry compressed like a zip bomb', () => {
    expect(() => inspectZip(zipBombWorkbook(8 * 1024 * 1024), limits)).toThrow(
      expect.objectContaining({ code: 'file.compressionRatio', statusCode: 422 }),
    )
  })

  it('refuses more uncompressed data or more entries than the limits', async () => {
    const file = await workbook()
    expect(() => inspectZip(file, { ...limits, maxUncompressedBytes: 1000 })).toThrow(
      expect.objectContaining({ code: 'file.tooLargeUncompressed' }),
    )
    expect(() => inspectZip(file, { ...limits, maxEntries: 2 })).toThrow(
      expect.objectContaining({ code: 'file.tooManyEntries' }),
    )
  })

  it('refuses data hidden between entries, and files that are no archive', () => {
    const zip = zipOf([
      { name: 'a.xml', data: Buffer.from('<a/>') },
      { name: 'b.xml', data: Buffer.from('<b/>') },
    ])
    const firstEnd = 30 + 'a.xml'.length + zip.readUInt32LE(18)
    const hidden = Buffer.concat([zip.subarray(0, firstEnd), Buffer.alloc(100), zip.subarray(firstEnd)])
    // The directory still points at the old offsets: b.xml is not where it says, or data sits between.
    expect(() => inspectZip(hidden, limits)).toThrow(expect.objectContaining({ code: 'file.notAnArchive' }))
    expect(() => inspectZip(Buffer.from('pzn;name\n'), limits)).toThrow(
      expect.objectContaining({ code: 'file.notAnArchive', statusCode: 400 }),
    )
  })
})
