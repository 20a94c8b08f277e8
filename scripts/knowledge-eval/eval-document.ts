// The evaluation set's documents (decision 0090): each one is written once as sections and rendered
// to its file format with the boilerplate real files carry (running headers, "Stand 10/2024 Seite 1
// von 3" footers, tables of contents, navigation and legal lines), so the engine meets what it meets
// in a customer's data pool. Everything is fictional; the renderers are deterministic.
import { writeDocx, type DocxBlock } from '../knowledge-fixtures/write-office.ts'
import { writePdf, type PdfBlock } from '../knowledge-fixtures/write-pdf.ts'

export type EvalLanguage = 'de' | 'fr' | 'en'
export type EvalDocumentType = 'smpc' | 'leaflet' | 'training' | 'claims' | 'prices' | 'press' | 'faq'
export type EvalFormat = 'pdf' | 'docx' | 'md' | 'html' | 'txt'

export interface EvalSection {
  readonly heading: string
  readonly paragraphs?: readonly string[]
  /** A table: the first row is the header. */
  readonly table?: readonly (readonly string[])[]
}

export interface EvalDocument {
  /** The file name, with the format's extension. */
  readonly name: string
  readonly language: EvalLanguage
  readonly type: EvalDocumentType
  /** The product the document is about (null for lists covering several). */
  readonly product: string | null
  readonly title: string
  /** The running header line (company, document kind). */
  readonly header: string
  /** The version line as the document prints it ("Stand 10/2024", "révisée le 03/02/2025"). */
  readonly version: string
  /** False for a leaflet superseded by a newer one of the same product. */
  readonly current: boolean
  /** Whether a table of contents opens the document. */
  readonly contents?: boolean
  readonly sections: readonly EvalSection[]
}

const words: Record<EvalLanguage, { page: string; of: string; contents: string }> = {
  de: { page: 'Seite', of: 'von', contents: 'Inhalt' },
  fr: { page: 'Page', of: 'sur', contents: 'Sommaire' },
  en: { page: 'Page', of: 'of', contents: 'Contents' },
}

const footerOf = (document: EvalDocument, page: number, pages: number) => {
  const w = words[document.language]
  return `${document.version} ${w.page} ${page} ${w.of} ${pages}`
}

const tableLines = (table: readonly (readonly string[])[]) => table.map((row) => row.join(' | '))

function contentsLines(document: EvalDocument): string[] {
  return document.sections.map(
    (section, i) =>
      `${/^\d/.test(section.heading) ? '' : `${i + 1}. `}${section.heading} ${'.'.repeat(8)} ${Math.floor(i / 3) + 1}`,
  )
}

/** PDF: pages filled to about 46 lines, the running header on each page, the version and page number at its foot. */
function renderPdf(document: EvalDocument): Buffer {
  const blocks: { block: PdfBlock; lines: number }[] = []
  const lineCount = (text: string) => Math.ceil(text.length / 85) + 1
  if (document.contents) {
    blocks.push({ block: { heading: words[document.language].contents }, lines: 2 })
    for (const line of contentsLines(document)) blocks.push({ block: { paragraph: line }, lines: 2 })
  }
  for (const section of document.sections) {
    blocks.push({ block: { heading: section.heading }, lines: 2 })
    for (const paragraph of [...(section.paragraphs ?? []), ...tableLines(section.table ?? [])])
      blocks.push({ block: { paragraph }, lines: lineCount(paragraph) })
  }
  const pages: PdfBlock[][] = []
  let page: PdfBlock[] = []
  let used = 0
  for (const { block, lines } of blocks) {
    if (used + lines > 46 && page.length > 1) {
      pages.push(page)
      page = []
      used = 0
    }
    if (page.length === 0) {
      page.push({ paragraph: document.header })
      if (pages.length === 0) page.push({ heading: document.title })
      used = 4
    }
    page.push(block)
    used += lines
  }
  pages.push(page)
  return writePdf(pages, { footer: (n, of) => footerOf(document, n, of), compress: true })
}

/** DOCX: the header line and title, contents, sections; the version and page line where a page would end. */
function renderDocx(document: EvalDocument): Buffer {
  const blocks: DocxBlock[] = [{ paragraph: document.header }, { heading: document.title, level: 1 }]
  if (document.contents) {
    blocks.push({ paragraph: words[document.language].contents })
    for (const line of contentsLines(document)) blocks.push({ paragraph: line })
  }
  const pages = Math.ceil(document.sections.length / 3)
  document.sections.forEach((section, i) => {
    blocks.push({ heading: section.heading, level: 2 })
    for (const paragraph of section.paragraphs ?? []) blocks.push({ paragraph })
    for (const line of tableLines(section.table ?? [])) blocks.push({ paragraph: line })
    if (i % 3 === 2 || i === document.sections.length - 1)
      blocks.push({ paragraph: footerOf(document, Math.floor(i / 3) + 1, pages) })
  })
  return writeDocx(blocks)
}

function renderMarkdown(document: EvalDocument): string {
  const out = [`_${document.header}_`, '', `# ${document.title}`, '']
  if (document.contents) {
    out.push(`**${words[document.language].contents}**`, '')
    document.sections.forEach((section, i) => out.push(`- [${section.heading}](#section-${i + 1})`))
    out.push('')
  }
  for (const section of document.sections) {
    out.push(`## ${section.heading}`, '')
    for (const paragraph of section.paragraphs ?? []) out.push(paragraph, '')
    if (section.table) {
      const [head, ...rows] = section.table
      out.push(
        `| ${head!.join(' | ')} |`,
        `|${head!.map(() => '---').join('|')}|`,
        ...rows.map((row) => `| ${row.join(' | ')} |`),
        '',
      )
    }
  }
  out.push('---', '', `${document.version} · © Veltara Pharma GmbH`, '')
  return out.join('\n')
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function renderHtml(document: EvalDocument): string {
  const nav = {
    de: 'Startseite · Produkte · Service · Kontakt',
    fr: 'Accueil · Produits · Services · Contact',
    en: 'Home · Products · Service · Contact',
  }[document.language]
  const legal = {
    de: 'Impressum · Datenschutz · Cookie-Einstellungen',
    fr: 'Mentions légales · Confidentialité · Cookies',
    en: 'Imprint · Privacy · Cookie settings',
  }[document.language]
  const out = [
    `<!doctype html><html lang="${document.language}"><head><meta charset="utf-8"><title>${escapeHtml(document.title)}</title></head><body>`,
  ]
  out.push(
    `<header><p>${escapeHtml(document.header)}</p><nav>${escapeHtml(nav)}</nav></header><main><h1>${escapeHtml(document.title)}</h1>`,
  )
  if (document.contents)
    out.push(
      `<nav><ol>${document.sections.map((section, i) => `<li><a href="#s${i + 1}">${escapeHtml(section.heading)}</a></li>`).join('')}</ol></nav>`,
    )
  document.sections.forEach((section, i) => {
    out.push(`<h2 id="s${i + 1}">${escapeHtml(section.heading)}</h2>`)
    for (const paragraph of section.paragraphs ?? []) out.push(`<p>${escapeHtml(paragraph)}</p>`)
    if (section.table) {
      const [head, ...rows] = section.table
      out.push(
        `<table><thead><tr>${head!.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>`,
      )
      for (const row of rows)
        out.push(`<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
      out.push('</tbody></table>')
    }
  })
  out.push(
    `</main><footer><p>${escapeHtml(document.version)} · © 2025 Veltara Pharma GmbH</p><p>${escapeHtml(legal)}</p></footer></body></html>`,
  )
  return out.join('\n')
}

/** Plain text as exported from a word processor: title underlined, headings in capitals, a page line every three sections. */
function renderText(document: EvalDocument): string {
  const out = [document.header, '', document.title, '='.repeat(document.title.length), '']
  if (document.contents)
    out.push(words[document.language].contents.toUpperCase(), ...contentsLines(document), '')
  const pages = Math.ceil(document.sections.length / 3)
  document.sections.forEach((section, i) => {
    out.push(section.heading.toUpperCase(), '')
    for (const paragraph of section.paragraphs ?? []) out.push(paragraph, '')
    if (section.table) out.push(...tableLines(section.table), '')
    if (i % 3 === 2 || i === document.sections.length - 1)
      out.push(footerOf(document, Math.floor(i / 3) + 1, pages), '')
  })
  return out.join('\n')
}

export function formatOf(document: EvalDocument): EvalFormat {
  return document.name.slice(document.name.lastIndexOf('.') + 1) as EvalFormat
}

/** The document's bytes in its format. */
export function renderDocument(document: EvalDocument): Uint8Array {
  const format = formatOf(document)
  const data =
    format === 'pdf'
      ? renderPdf(document)
      : format === 'docx'
        ? renderDocx(document)
        : format === 'md'
          ? renderMarkdown(document)
          : format === 'html'
            ? renderHtml(document)
            : renderText(document)
  return new Uint8Array(typeof data === 'string' ? Buffer.from(data, 'utf8') : data)
}
