// Type detection on every fixture, and on files whose content and name disagree.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { zipOf } from '../../../../tests/fixtures/files/zip-builder.ts'
import { detectDocumentType } from './detect-type.ts'

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/knowledge/${name}`, import.meta.url))

describe('detectDocumentType', () => {
  it.each([
    ['dolorex-fachinformation.pdf', 'pdf', 'application/pdf'],
    ['scanned-leaflet.pdf', 'pdf', 'application/pdf'],
    [
      'dolorex-claims.docx',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'dolorex-launch.pptx',
      'pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['legacy-word97.doc', 'doc', 'application/msword'],
    ['faq-officine.html', 'html', 'text/html'],
    ['cold-chain-guide.md', 'md', 'text/markdown'],
    ['price_calculator.py', 'py', 'text/x-python'],
    ['lagerhinweise.txt', 'txt', 'text/plain'],
    ['dolorex-product.json', 'json', 'application/json'],
  ])('accepts %s as .%s', (name, extension, mediaType) => {
    expect(detectDocumentType(fixture(name), name)).toEqual({ extension, mediaType })
  })

  it('goes by the extension case-insensitively and accepts a UTF-8 byte-order mark', () => {
    const text = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Grüße')])
    expect(detectDocumentType(text, 'NOTES.TXT').extension).toBe('txt')
  })

  it.each([['tabelle.xlsx'], ['programm.exe'], ['ohne-endung'], ['bild.png']])(
    'refuses %s as an unsupported type (415)',
    (name) => {
      expect(() => detectDocumentType(Buffer.from('abc'), name)).toThrow(
        expect.objectContaining({ code: 'knowledge.unsupportedType', statusCode: 415 }),
      )
    },
  )

  it.each([
    ['a DOCX named .pdf', 'dolorex-claims.docx', 'x.pdf'],
    ['a PDF named .docx', 'dolorex-fachinformation.pdf', 'x.docx'],
    ['a PPTX named .docx', 'dolorex-launch.pptx', 'x.docx'],
    ['a DOCX named .pptx', 'dolorex-claims.docx', 'x.pptx'],
    ['a DOCX named .doc', 'dolorex-claims.docx', 'x.doc'],
    ['a .doc named .docx', 'legacy-word97.doc', 'x.docx'],
    ['a PDF named .txt', 'dolorex-fachinformation.pdf', 'x.txt'],
    ['a .doc named .md', 'legacy-word97.doc', 'x.md'],
  ])('refuses %s as a type mismatch', (_case, name, claimed) => {
    expect(() => detectDocumentType(fixture(name), claimed)).toThrow(
      expect.objectContaining({ code: 'knowledge.typeMismatch', statusCode: 422 }),
    )
  })

  it('refuses Windows-1252 text, text with NUL bytes, and a zip that is no Office document', () => {
    expect(() => detectDocumentType(Buffer.from('Grüße', 'latin1'), 'a.txt')).toThrow(
      expect.objectContaining({ code: 'knowledge.typeMismatch' }),
    )
    expect(() => detectDocumentType(Buffer.from('a\u0000b'), 'a.js')).toThrow(
      expect.objectContaining({ code: 'knowledge.typeMismatch' }),
    )
    const plainZip = zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }])
    expect(() => detectDocumentType(plainZip, 'a.docx')).toThrow(
      expect.objectContaining({ code: 'knowledge.typeMismatch' }),
    )
  })

  it('refuses a truncated archive as corrupt and a zip bomb as too large, from the directory alone', () => {
    const docx = fixture('dolorex-claims.docx')
    expect(() => detectDocumentType(docx.subarray(0, docx.length - 30), 'a.docx')).toThrow(
      expect.objectContaining({ code: 'knowledge.corrupt' }),
    )
    const started = performance.now()
    expect(() => detectDocumentType(fixture('docx-zip-bomb.docx'), 'bombe.docx')).toThrow(
      expect.objectContaining({ code: 'knowledge.tooLarge', statusCode: 413 }),
    )
    expect(performance.now() - started).toBeLessThan(200)
  })
})
