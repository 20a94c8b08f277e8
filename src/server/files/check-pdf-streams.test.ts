// A PDF's streams against the byte budget: real documents pass, a 1 MB PDF whose page inflates to
// 1 GiB is refused after inflating no more than the budget, and what the dictionary says changes
// nothing for a content stream.
import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { germanSmpc } from '../../../scripts/knowledge-fixtures/pdf-documents.ts'
import { writePdf } from '../../../scripts/knowledge-fixtures/write-pdf.ts'
import { pdfBomb } from '../../../tests/fixtures/files/pdf-bomb.ts'
import { checkPdfStreams } from './check-pdf-streams.ts'
import { defaultFileLimits } from './file-limits.ts'

const limits = defaultFileLimits.pdf
const mib = 1024 * 1024
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/knowledge/${name}`, import.meta.url))

describe('checkPdfStreams', () => {
  it('passes the fixtures and a document whose pages are deflated, counting what they inflate to', async () => {
    for (const name of ['dolorex-fachinformation.pdf', 'scanned-leaflet.pdf', 'password-protected.pdf'])
      await expect(checkPdfStreams(fixture(name), limits)).resolves.toBeUndefined()
    const compressed = writePdf(germanSmpc, { compress: true })
    const inflated = { bytes: 0 }
    await expect(checkPdfStreams(compressed, limits, inflated)).resolves.toBeUndefined()
    // Every page's content was counted: at least what deflating saved.
    expect(inflated.bytes).toBeGreaterThanOrEqual(writePdf(germanSmpc).length - compressed.length)
  })

  it('refuses a 1 MB PDF whose content stream inflates to 1 GiB, stopping at the 64 MiB budget', async () => {
    const bomb = pdfBomb(1024)
    expect(bomb.length).toBeLessThan(1.1 * mib)
    const inflated = { bytes: 0 }
    await expect(checkPdfStreams(bomb, limits, inflated)).rejects.toMatchObject({
      name: 'UntrustedFileError',
      code: 'file.tooLargeUncompressed',
      statusCode: 422,
      message: expect.stringMatching(
        /^Stream 1 of the PDF \(at byte \d+\) unpacks to more than 64 MB; .*PDF bomb/,
      ),
    })
    expect(inflated.bytes).toBeGreaterThan(limits.maxStreamBytes)
    expect(inflated.bytes).toBeLessThanOrEqual(limits.maxStreamBytes + 64 * 1024)
  })

  it('reads the bytes, not the dictionary: no filter named, endstream inside the data, an image', async () => {
    const flate = pdfBomb(80)
    const unlabeled = Buffer.from(
      flate.toString('latin1').replace('/Filter /FlateDecode', '/Filter /None      '),
      'latin1',
    )
    await expect(checkPdfStreams(unlabeled, limits)).rejects.toMatchObject({
      code: 'file.tooLargeUncompressed',
    })
    // An image may fill the file's budget, not more; and streams add up across the file.
    const image = Buffer.from(
      flate.toString('latin1').replace('/Filter /FlateDecode', '/Subtype /Image /Filter /FlateDecode'),
      'latin1',
    )
    await expect(checkPdfStreams(image, limits)).resolves.toBeUndefined()
    const twice = Buffer.concat([pdfBomb(40), pdfBomb(40)])
    await expect(checkPdfStreams(twice, limits)).resolves.toBeUndefined()
    await expect(checkPdfStreams(twice, { ...limits, maxInflatedBytes: 64 * mib })).rejects.toMatchObject({
      code: 'file.tooLargeUncompressed',
      message: expect.stringContaining('The PDF unpacks to more than 64 MB'),
    })
    // Stored (level 0): the word endstream stands in the compressed bytes as it is.
    const hiding = deflateSync(Buffer.concat([Buffer.from('endstream'), Buffer.alloc(2 * mib)]), { level: 0 })
    expect(hiding.indexOf('endstream')).toBeLessThan(16)
    const cut = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nstream\n'),
      hiding,
      Buffer.from('\nendstream'),
    ])
    await expect(checkPdfStreams(cut, { ...limits, maxStreamBytes: mib })).rejects.toMatchObject({
      code: 'file.tooLargeUncompressed',
    })
  })

  it('refuses more compressed streams than the limit', async () => {
    const stream = Buffer.concat([Buffer.from('\nstream\n'), deflateSync(Buffer.from('q Q'))])
    const many = Buffer.concat([Buffer.from('%PDF-1.4\n'), ...Array.from({ length: 11 }, () => stream)])
    await expect(checkPdfStreams(many, { ...limits, maxStreams: 10 })).rejects.toMatchObject({
      code: 'file.tooManyEntries',
    })
    await expect(checkPdfStreams(many, { ...limits, maxStreams: 11 })).resolves.toBeUndefined()
  })
})
