// Extraction of every fixture type in the worker: the units, their page/slide numbers and headings,
// the language, and the refusals (scan, password, damage, bombs, empty files).
import { readFileSync } from 'node:fs'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { germanSmpc } from '../../../../scripts/knowledge-fixtures/pdf-documents.ts'
import { writePdf } from '../../../../scripts/knowledge-fixtures/write-pdf.ts'
import { deflatedRun, zipOf, zipOfDeflated } from '../../../../tests/fixtures/files/zip-builder.ts'
import { pdfBomb } from '../../../../tests/fixtures/files/pdf-bomb.ts'
import { documentErrorCode } from '../document-seam.ts'
import { extractDocument, type ExtractedDocument } from './extract-document.ts'
import { knowledgeFileLimits } from './extract-limits.ts'

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/knowledge/${name}`, import.meta.url))
const extract = (name: string) => extractDocument(fixture(name), name)
const outline = (doc: ExtractedDocument) => doc.units.map((u) => [u.kind, u.number, u.heading])

describe('extractDocument', () => {
  it('reads the German PDF page by page, one unit per heading, in German', async () => {
    const doc = await extract('dolorex-fachinformation.pdf')
    expect(doc.language).toBe('german')
    expect(outline(doc)).toEqual([
      ['page', 1, 'Fachinformation Dolorex 400 mg Filmtabletten'],
      ['page', 1, '1. Bezeichnung des Arzneimittels'],
      ['page', 1, '4.1 Anwendungsgebiete'],
      ['page', 2, '4.2 Dosierung und Art der Anwendung'],
      ['page', 3, '4.3 Gegenanzeigen'],
      ['page', 4, '4.8 Nebenwirkungen'],
      ['page', 5, '6.4 Besondere Vorsichtsmaßnahmen für die Aufbewahrung'],
      ['page', 5, '6.5 Art und Inhalt des Behältnisses'],
    ])
    const dosage = doc.units.find((u) => u.number === 2)!.text
    expect(dosage).toContain('Die Tageshöchstdosis beträgt 3 Filmtabletten, d. h. 1200 mg Ibuprofen.')
    expect(dosage.split('\n\n')).toHaveLength(3)
  })

  it('finds numbered section headings set in body-size type, without the running foot', async () => {
    const footer = (page: number, pages: number) => `Dolorex 400 mg – Seite ${page} von ${pages}`
    const doc = await extractDocument(writePdf(germanSmpc, { headingsInBodySize: true, footer }), 'smpc.pdf')
    // The running foot is left out; it would otherwise end every page's text.
    expect(doc.units.map((u) => u.text).join(' ')).not.toContain('Seite')
    expect(outline(doc).slice(0, 4)).toEqual([
      ['page', 1, ''],
      ['page', 1, '1. Bezeichnung des Arzneimittels'],
      ['page', 1, '4.1 Anwendungsgebiete'],
      ['page', 2, '4.2 Dosierung und Art der Anwendung'],
    ])
    expect(doc.units[0]!.text).toBe(
      'Fachinformation Dolorex 400 mg Filmtabletten\n\nFiktives Testdokument für Tessera. Es beschreibt kein echtes Arzneimittel.',
    )
    expect(outline(doc).at(-1)).toEqual(['page', 5, '6.5 Art und Inhalt des Behältnisses'])
  })

  it('reads the French and English PDFs in their languages', async () => {
    const french = await extract('dolorex-notice.pdf')
    expect(french.language).toBe('french')
    expect(french.units.find((u) => u.heading === '3. Comment prendre Dolorex')?.number).toBe(3)
    expect(french.units.find((u) => u.number === 4)?.text).toContain('bourdonnements d’oreilles')
    const english = await extract('calmora-smpc.pdf')
    expect(english.language).toBe('english')
    expect(english.units.filter((u) => u.number === 3).map((u) => u.heading)).toEqual([
      '4.3 Contraindications',
      '4.8 Undesirable effects',
    ])
  })

  it('reads the DOCX into sections under their heading paths', async () => {
    const doc = await extract('dolorex-claims.docx')
    expect(doc.language).toBe('german')
    expect(outline(doc)).toEqual([
      ['section', null, 'Claims-Liste Dolorex 400 mg'],
      ['section', null, 'Wirksamkeit > Schnelle Schmerzlinderung'],
      ['section', null, 'Wirksamkeit > Lang anhaltende Wirkung'],
      ['section', null, 'Verträglichkeit'],
      ['section', null, 'Pflichttext'],
    ])
    expect(doc.units[1]!.text).toBe(
      'Dolorex lindert Kopfschmerzen bereits nach 15 Minuten. Beleg: interne Studie DLX-07 mit 240 Patienten.',
    )
  })

  it('reads the PPTX slides in presentation order, with their titles and speaker notes', async () => {
    const doc = await extract('dolorex-launch.pptx')
    expect(outline(doc)).toEqual([
      ['slide', 1, 'Dolorex Markteinführung 2027'],
      ['slide', 2, 'Zielgruppen'],
      ['slide', 3, 'Preise und Zeitplan'],
    ])
    expect(doc.units[1]!.text).toContain('Zahnarztpraxen sind neu')
    expect(doc.units[2]!.text).toContain('6,95 Euro')
  })

  it('reads the Word 97 .doc (from word-extractor’s tests)', async () => {
    const doc = await extract('legacy-word97.doc')
    expect(doc.units).toEqual([
      { kind: 'section', number: null, heading: '', text: 'This is a simple file created with Word 97-SR2.' },
    ])
  })

  it('reads HTML and Markdown by headings, without the HTML’s script', async () => {
    const html = await extract('faq-officine.html')
    expect(html.language).toBe('french')
    expect(html.units.map((u) => u.heading)).toContain(
      'Questions fréquentes de l’officine > Retours de produits > Produits périmés',
    )
    expect(html.units.map((u) => u.text).join(' ')).not.toContain('alert')
    const markdown = await extract('cold-chain-guide.md')
    expect(markdown.language).toBe('english')
    expect(markdown.units.find((u) => u.text.includes('quarantine'))?.heading).toBe(
      'Cold chain handling guide > Storage temperatures > Temperature excursions',
    )
  })

  it('reads code as line ranges with its language, and text and JSON as one section', async () => {
    const code = await extract('price_calculator.py')
    expect(code).toMatchObject({ language: null, codeLanguage: 'python' })
    expect(outline(code)).toEqual([['lines', 1, 'lines 1-20']])
    const text = await extract('lagerhinweise.txt')
    expect(text).toMatchObject({ language: 'german', units: [{ kind: 'section', heading: '' }] })
    const json = await extract('dolorex-product.json')
    expect(json.units[0]!.text).toContain('"pzn": "27580899"')
  })

  it.each([
    ['scanned-leaflet.pdf', 'knowledge.noTextLayer'],
    ['password-protected.pdf', 'knowledge.encryptedPdf'],
    ['damaged.pdf', 'knowledge.corrupt'],
    ['docx-zip-bomb.docx', 'knowledge.tooLarge'],
  ])('refuses %s with %s', async (name, code) => {
    await expect(extract(name)).rejects.toMatchObject({ code, name: 'UntrustedFileError' })
  })

  it('refuses empty and blank text files as having no text', async () => {
    await expect(extractDocument(Buffer.from('  \n\n '), 'leer.txt')).rejects.toMatchObject({
      code: 'knowledge.noText',
    })
    await expect(extractDocument(Buffer.from(''), 'leer.md')).rejects.toMatchObject({
      code: 'knowledge.noText',
    })
  })

  it('refuses a 1 MB PDF whose page inflates to 1 GiB as too large, before pdf.js (issue 36)', async () => {
    await expect(extractDocument(pdfBomb(1024), 'bombe.pdf')).rejects.toMatchObject({
      name: 'UntrustedFileError',
      code: 'knowledge.tooLarge',
      message: expect.stringContaining('unpacks to more than 64 MB'),
    })
  })

  it('reads a PDF with deflated pages in its child process, and stops one past its time limit as knowledge.tooSlow', async () => {
    const compressed = writePdf(germanSmpc, { compress: true })
    expect((await extractDocument(compressed, 'smpc.pdf')).units[0]!.heading).toBe(
      'Fachinformation Dolorex 400 mg Filmtabletten',
    )
    const slow = { ...knowledgeFileLimits, worker: { ...knowledgeFileLimits.worker, timeoutMs: 50 } }
    const refusal = extractDocument(compressed, 'smpc.pdf', slow)
    await expect(refusal).rejects.toMatchObject({ code: 'knowledge.tooSlow', statusCode: 422 })
    // A knowledge code: the index job fails the file at once rather than trying it again.
    expect(documentErrorCode(await refusal.catch((error: unknown) => error))).toBe('knowledge.tooSlow')
  })

  it('stops a DOCX whose directory lies about its sizes at the declared size, before mammoth, as damaged', async () => {
    const honest = fixture('dolorex-claims.docx')
    const entries = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml']
    const document = Buffer.alloc(16 * 1024 * 1024, 0x20)
    document.write('<?xml version="1.0"?><w:document xmlns:w="x"><w:body>')
    const bomb = zipOf(
      entries.map((name) => ({
        name,
        data: name === 'word/document.xml' ? document : readEntry(honest, name),
      })),
    )
    // Declare 2,000 bytes for the 16 MB entry, in the local header and in the directory.
    for (let at = 0; at < bomb.length - 4; at++) {
      const signature = bomb.readUInt32LE(at)
      if (signature === 0x04034b50 && bomb.toString('utf8', at + 30, at + 30 + 17) === 'word/document.xml')
        bomb.writeUInt32LE(2000, at + 22)
      if (signature === 0x02014b50 && bomb.toString('utf8', at + 46, at + 46 + 17) === 'word/document.xml')
        bomb.writeUInt32LE(2000, at + 24)
    }
    await expect(extractDocument(bomb, 'bombe.docx')).rejects.toMatchObject({ code: 'knowledge.corrupt' })
  })

  it('stops a DOCX whose document.xml declares 1 KB but inflates to 200 MiB, in the guard before the worker', async () => {
    const honest = fixture('dolorex-claims.docx')
    const head = '<?xml version="1.0"?><w:document xmlns:w="x"><w:body>'
    const bomb = zipOfDeflated(
      ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'].map((name) => {
        if (name === 'word/document.xml')
          return { name, deflated: deflatedRun(head, 200), declaredBytes: 1024 }
        const data = readEntry(honest, name)
        return { name, deflated: deflateRawSync(data), declaredBytes: data.length }
      }),
    )
    expect(bomb.length).toBeLessThan(400 * 1024)
    await expect(extractDocument(bomb, 'bombe.docx')).rejects.toMatchObject({
      name: 'UntrustedFileError',
      code: 'knowledge.corrupt',
      statusCode: 422,
      message: expect.stringContaining(
        'word/document.xml unpacks to more than the 1024 bytes its directory declares',
      ),
    })
  })
})

/** The uncompressed bytes of one entry of a fixture archive (the zip builder wrote it, so deflated). */
function readEntry(zip: Buffer, name: string): Buffer {
  const at = zip.indexOf(Buffer.from(name))
  const start = at + name.length
  const size = zip.readUInt32LE(at - 30 + 18)
  return inflateRawSync(zip.subarray(start, start + size))
}
