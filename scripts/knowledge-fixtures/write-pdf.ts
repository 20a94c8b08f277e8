// Writes small PDFs by hand (no PDF library): Helvetica with WinAnsi encoding, so German and French
// letters come out as themselves in every reader. Pages are headings and paragraphs, wrapped at a
// fixed width; an image-only page (a "scan") and a password-protected variant are possible too.
import { deflateSync } from 'node:zlib'

export type PdfBlock = { readonly heading: string } | { readonly paragraph: string }

// WinAnsi puts these at 0x80-0x9F; the rest of Latin-1 is itself.
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  Œ: 0x8c,
}

function winAnsi(text: string): Buffer {
  const bytes = [...text].map((char) => {
    const code = winAnsiExtras[char] ?? char.charCodeAt(0)
    if (code > 0xff) throw new Error(`not in WinAnsi: ${char}`)
    return code
  })
  return Buffer.from(bytes)
}

function pdfString(text: string): string {
  return `(${winAnsi(text)
    .toString('latin1')
    .replace(/[()\\]/g, (c) => `\\${c}`)})`
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function pageContent(blocks: readonly PdfBlock[], headingSize: number): string {
  const out: string[] = []
  let y = 790
  for (const block of blocks) {
    if ('heading' in block) {
      y -= 12
      out.push(`BT /F2 ${headingSize} Tf 56 ${y} Td ${pdfString(block.heading)} Tj ET`)
      y -= 20
    } else {
      for (const line of wrap(block.paragraph, 88)) {
        out.push(`BT /F1 10 Tf 56 ${y} Td ${pdfString(line)} Tj ET`)
        y -= 14
      }
      y -= 8
    }
  }
  return out.join('\n')
}

const scanContent = 'q 480 0 0 640 56 100 cm /Im1 Do Q'

export interface PdfOptions {
  /** Every page is one greyscale image and no text (what a scanner without OCR writes). */
  readonly imageOnly?: boolean
  /** A standard security handler whose user password is not empty: readers ask for a password. */
  readonly passwordProtected?: boolean
  /** A line at the foot of every page ("Seite 3 von 5"), as office programs write them. */
  readonly footer?: (page: number, pages: number) => string
  /** Headings in bold body-size type (10 pt), as many SmPCs set them; 13 pt otherwise. */
  readonly headingsInBodySize?: boolean
  /** Page content streams deflated (/FlateDecode), as most producers write them. */
  readonly compress?: boolean
}

export function writePdf(pages: readonly (readonly PdfBlock[])[], options: PdfOptions = {}): Buffer {
  const objects: Buffer[] = []
  const add = (body: string | Buffer) =>
    objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'))
  const pageIds = pages.map((_, i) => 6 + i * 2)
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  // A 16 x 16 grey pattern standing in for a scanned page.
  const pixels = Buffer.from(Array.from({ length: 256 }, (_, i) => ((i * 37) % 200) + 40))
  add(
    Buffer.concat([
      Buffer.from(
        '<< /Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 256 >>\nstream\n',
      ),
      pixels,
      Buffer.from('\nendstream'),
    ]),
  )
  pages.forEach((blocks, i) => {
    const footer = options.footer
      ? `\nBT /F1 8 Tf 56 40 Td ${pdfString(options.footer(i + 1, pages.length))} Tj ET`
      : ''
    const text = pageContent(blocks, options.headingsInBodySize ? 10 : 13) + footer
    const plain = winAnsi(options.imageOnly ? scanContent : text)
    const content = options.compress ? deflateSync(plain) : plain
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> /XObject << /Im1 5 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    )
    add(
      Buffer.concat([
        Buffer.from(
          `<< /Length ${content.length}${options.compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
        ),
        content,
        Buffer.from('\nendstream'),
      ]),
    )
  })
  let encrypt = ''
  if (options.passwordProtected) {
    // O and U that no empty password matches: every reader stops at the password prompt.
    const hash = (seed: number) =>
      Array.from({ length: 32 }, (_, i) => ((i * 53 + seed) % 256).toString(16).padStart(2, '0')).join('')
    add(`<< /Filter /Standard /V 1 /R 2 /O <${hash(7)}> /U <${hash(11)}> /P -44 >>`)
    encrypt = ` /Encrypt ${objects.length} 0 R /ID [<${hash(3).slice(0, 32)}> <${hash(3).slice(0, 32)}>]`
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = parts[0]!.length
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    offsets.push(length)
    parts.push(object)
    length += object.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('')
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  )
  return Buffer.concat(parts)
}
