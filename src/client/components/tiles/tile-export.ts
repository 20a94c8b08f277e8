// A tile's result as a file: the Markdown as written, or a Word document built in the browser from
// the same Markdown (headings, lists, bold and italic, tables, paragraphs). The docx library loads
// only when someone exports.
import { saveBlob } from '../../lib/save-download.ts'

/** A file name from the tile's title and the day: letters, digits and dashes only. */
export function exportFileName(title: string, extension: string, now: Date = new Date()): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
  return `${base || 'tile'}-${now.toISOString().slice(0, 10)}.${extension}`
}

export function exportMarkdown(title: string, text: string): void {
  saveBlob(new Blob([text], { type: 'text/markdown;charset=utf-8' }), exportFileName(title, 'md'))
}

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'bullet' | 'number'; text: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'paragraph'; text: string }

const tableRow = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())

/** The Markdown's blocks, as far as a Word document needs them (separator rows of tables dropped). */
export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed)
    const bullet = /^[-*+]\s+(.*)$/.exec(trimmed)
    const numbered = /^\d+[.)]\s+(.*)$/.exec(trimmed)
    if (trimmed === '') flush()
    else if (heading) {
      flush()
      blocks.push({ kind: 'heading', level: Math.min(heading[1]!.length, 3) as 1 | 2 | 3, text: heading[2]! })
    } else if (trimmed.startsWith('|')) {
      flush()
      if (/^\|?[\s:|-]+\|?$/.test(trimmed) && trimmed.includes('-')) continue
      const last = blocks[blocks.length - 1]
      if (last?.kind === 'table') last.rows.push(tableRow(trimmed))
      else blocks.push({ kind: 'table', rows: [tableRow(trimmed)] })
    } else if (bullet) {
      flush()
      blocks.push({ kind: 'bullet', text: bullet[1]! })
    } else if (numbered) {
      flush()
      blocks.push({ kind: 'number', text: numbered[1]! })
    } else paragraph.push(trimmed)
  }
  flush()
  return blocks
}

/** Runs of text with **bold** and *italic* marked; other Markdown marks stay as written. */
export function inlineRuns(text: string): { text: string; bold: boolean; italics: boolean }[] {
  const runs: { text: string; bold: boolean; italics: boolean }[] = []
  const pattern = /\*\*([^*]+)\*\*|__([^_]+)__|\*([^*]+)\*|_([^_]+)_/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bold: false, italics: false })
    const bold = match[1] ?? match[2]
    runs.push(bold !== undefined ? { text: bold, bold: true, italics: false } : { text: (match[3] ?? match[4])!, bold: false, italics: true })
    last = match.index + match[0].length
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold: false, italics: false })
  return runs
}

export async function exportDocx(title: string, text: string): Promise<void> {
  const docx = await import('docx')
  const runs = (value: string) => inlineRuns(value).map((run) => new docx.TextRun(run))
  const headingLevels = { 1: docx.HeadingLevel.HEADING_1, 2: docx.HeadingLevel.HEADING_2, 3: docx.HeadingLevel.HEADING_3 } as const
  const children = [
    new docx.Paragraph({ heading: docx.HeadingLevel.TITLE, children: [new docx.TextRun(title)] }),
    ...markdownBlocks(text).map((block) => {
      switch (block.kind) {
        case 'heading':
          return new docx.Paragraph({ heading: headingLevels[block.level], children: runs(block.text) })
        case 'bullet':
          return new docx.Paragraph({ bullet: { level: 0 }, children: runs(block.text) })
        case 'number':
          return new docx.Paragraph({ numbering: { reference: 'numbers', level: 0 }, children: runs(block.text) })
        case 'table':
          return new docx.Table({
            width: { size: 100, type: docx.WidthType.PERCENTAGE },
            rows: block.rows.map(
              (cells, rowIndex) =>
                new docx.TableRow({
                  tableHeader: rowIndex === 0,
                  children: cells.map((cell) => new docx.TableCell({ children: [new docx.Paragraph({ children: rowIndex === 0 ? [new docx.TextRun({ text: cell, bold: true })] : runs(cell) })] })),
                }),
            ),
          })
        default:
          return new docx.Paragraph({ children: runs(block.text) })
      }
    }),
  ]
  const document = new docx.Document({
    numbering: { config: [{ reference: 'numbers', levels: [{ level: 0, format: docx.LevelFormat.DECIMAL, text: '%1.', alignment: docx.AlignmentType.START }] }] },
    sections: [{ children }],
  })
  saveBlob(await docx.Packer.toBlob(document), exportFileName(title, 'docx'))
}
