// Chunks follow the document's structure: one page, slide or section each, a few hundred tokens,
// overlapping, cut at sentence ends.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { extractDocument } from '../extract/extract-document.ts'
import type { ExtractedDocument } from '../extract/extracted-document.ts'
import { chunkDocument } from './chunk-document.ts'

const extract = (name: string) =>
  extractDocument(
    readFileSync(new URL(`../../../../tests/fixtures/knowledge/${name}`, import.meta.url)),
    name,
  )

const sentence = (n: number) =>
  `Satz ${n} beschreibt die Dosierung von Dolorex, z. B. 400 mg am Morgen und 2,5 ml Sirup am Abend.`
const longPage = (page: number, sentences: number) =>
  Array.from({ length: sentences }, (_, i) => sentence(page * 1000 + i) + (i % 6 === 5 ? '\n\n' : ' ')).join(
    '',
  )

describe('chunkDocument', () => {
  it('gives every fixture chunks with the page, slide or section of their unit', async () => {
    for (const [name, kind, numbers] of [
      ['dolorex-fachinformation.pdf', 'page', [1, 2, 3, 4, 5]],
      ['dolorex-launch.pptx', 'slide', [1, 2, 3]],
      ['dolorex-claims.docx', 'section', [null]],
      ['price_calculator.py', 'lines', [1]],
    ] as const) {
      const chunks = chunkDocument(await extract(name))
      expect(chunks.every((c) => c.unitKind === kind)).toBe(true)
      expect([...new Set(chunks.map((c) => c.unitNumber))]).toEqual(numbers)
      expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i))
    }
    const pdf = chunkDocument(await extract('dolorex-fachinformation.pdf'))
    expect(pdf.find((c) => c.text.includes('Sodbrennen'))).toMatchObject({
      unitNumber: 4,
      heading: '4.8 Nebenwirkungen',
    })
    const docx = chunkDocument(await extract('dolorex-claims.docx'))
    expect(docx.find((c) => c.text.includes('8 Stunden'))?.heading).toBe(
      'Wirksamkeit > Lang anhaltende Wirkung',
    )
  })

  it('cuts long pages into chunks of a few hundred tokens at sentence ends, overlapping, never across pages', () => {
    const doc: ExtractedDocument = {
      language: 'german',
      units: [
        { kind: 'page', number: 1, heading: '4.2 Dosierung', text: longPage(1, 60) },
        { kind: 'page', number: 2, heading: '4.2 Dosierung', text: longPage(2, 4) },
      ],
    }
    const chunks = chunkDocument(doc)
    const first = chunks.filter((c) => c.unitNumber === 1)
    expect(first.length).toBeGreaterThanOrEqual(4)
    for (const chunk of first) {
      expect(chunk.text.length / 4).toBeLessThanOrEqual(350)
      expect(chunk.text.length / 4).toBeGreaterThan(100)
      expect(chunk.text).toMatch(/^Satz \d+ .*Abend\.$/s)
    }
    // Each chunk starts with the last sentence(s) of the one before (about 15 %).
    for (let i = 1; i < first.length; i++) {
      const opening = /^Satz (\d+) /.exec(first[i]!.text)![1]
      expect(first[i - 1]!.text).toContain(`Satz ${opening} `)
    }
    // Every sentence of page 1 is in some chunk of page 1, and none of page 2 is.
    for (let i = 0; i < 60; i++) expect(first.some((c) => c.text.includes(sentence(1000 + i)))).toBe(true)
    expect(first.some((c) => c.text.includes('Satz 2000'))).toBe(false)
    expect(chunks.filter((c) => c.unitNumber === 2)).toHaveLength(1)
  })

  it('keeps paragraphs apart with a blank line and cuts an endless sentence at spaces', () => {
    const endless = Array.from({ length: 800 }, (_, i) => `wort${i}`).join(' ')
    const chunks = chunkDocument({
      language: null,
      units: [{ kind: 'section', number: null, heading: '', text: `Kurz.\n\n${endless}` }],
    })
    expect(chunks[0]!.text.startsWith('Kurz.\n\nwort0 ')).toBe(true)
    expect(chunks.every((c) => c.text.length <= 1400)).toBe(true)
    expect(chunks.map((c) => c.text).join(' ')).toContain('wort799')
  })

  it('cuts an oversized code range at line ends only', () => {
    const code = Array.from({ length: 200 }, (_, i) => `const value${i} = ${i} // line ${i + 1}`).join('\n')
    const chunks = chunkDocument({
      language: null,
      codeLanguage: 'typescript',
      units: [{ kind: 'lines', number: 1, heading: 'lines 1-200', text: code }],
    })
    expect(chunks.length).toBeGreaterThan(1)
    for (const chunk of chunks)
      expect(chunk.text.split('\n').every((line) => /^const value\d+ = \d+ \/\/ line \d+$/.test(line))).toBe(
        true,
      )
  })
})
