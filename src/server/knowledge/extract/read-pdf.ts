// Reads a PDF's text page by page with unpdf (pdf.js in its serverless build: the one pdf.js in the
// process). Lines come from the text items' positions; a larger font starts a heading, so a page
// becomes one unit per heading on it, each with the page number (text before the page's first
// heading keeps the heading of the page before).
import { getDocumentProxy } from 'unpdf'
import type { ExtractedUnit } from './extracted-document.ts'
import { Refusal } from './refusal.ts'

interface Line {
  text: string
  size: number
  y: number
}

interface TextItem {
  str: string
  transform: number[]
  height: number
}

function linesOf(items: readonly TextItem[]): Line[] {
  const lines: Line[] = []
  for (const item of items) {
    const y = item.transform[5]!
    const size = Math.round(Math.hypot(item.transform[2]!, item.transform[3]!) || item.height)
    const last = lines.at(-1)
    if (last && Math.abs(last.y - y) < size * 0.5) {
      last.text += item.str
      last.size = Math.max(last.size, size)
    } else lines.push({ text: item.str, size, y })
  }
  return lines.filter((line) => line.text.trim() !== '')
}

/** The commonest font size of the document's lines: its body text. */
function bodySize(pages: readonly Line[][]): number {
  const counts = new Map<number, number>()
  for (const line of pages.flat()) counts.set(line.size, (counts.get(line.size) ?? 0) + line.text.length)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
}

/**
 * Running heads and feet (a title, "Seite 3 von 12", a page number) would otherwise start every
 * page's text: a first or last line that is only a number, or whose text (digits aside) is the
 * first or last line of at least 3 pages and 40 % of them, is dropped.
 */
const pageNumber = /^(\d{1,4}|(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3}))$/i

function dropRunningLines(pages: readonly Line[][]): Line[][] {
  const shape = (line: Line) => line.text.trim().replace(/\d+/g, '#')
  const counts = new Map<string, number>()
  for (const lines of pages)
    for (const edge of new Set([lines[0], lines.at(-1)].filter((l) => l !== undefined).map(shape)))
      counts.set(edge, (counts.get(edge) ?? 0) + 1)
  const running = (line: Line) => {
    const seen = counts.get(shape(line)) ?? 0
    return pageNumber.test(line.text.trim()) || (seen >= 3 && seen >= pages.length * 0.4)
  }
  return pages.map((lines) =>
    lines.filter((line, i) => !((i === 0 || i === lines.length - 1) && running(line))),
  )
}

/** Lines into paragraphs: a gap well above the line height, or a change between body and larger type. */
function paragraphsOf(lines: readonly Line[], body: number): Line[][] {
  const paragraphs: Line[][] = []
  lines.forEach((line, i) => {
    const previous = lines[i - 1]
    const gap = previous ? previous.y - line.y : 0
    const large = (l: Line) => l.size > body + 1
    if (!previous || gap > Math.max(line.size, previous.size) * 1.8 || large(previous) !== large(line))
      paragraphs.push([line])
    else paragraphs.at(-1)!.push(line)
  })
  return paragraphs
}

/** A paragraph's lines as one text; a line ending in a hyphen joins the next word. */
function joinLines(lines: readonly Line[]): string {
  let text = ''
  for (const line of lines) {
    const next = line.text.trim()
    if (!text) text = next
    else if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(next)) text = text.slice(0, -1) + next
    else text += ` ${next}`
  }
  return text
}

// SmPCs and leaflets number their sections ("4.2 Dosierung", "3. Comment prendre"), often in bold
// body-size type that pdf.js cannot tell from the text: a numbered line standing alone is a heading.
const numberedHeading = /^\d{1,2}(\.\d{1,2})*\.?\s+\p{Lu}/u

function isHeading(paragraph: readonly Line[], body: number): boolean {
  const text = joinLines(paragraph)
  // A table of contents line (leader dots) is not the section itself.
  if (/(\.\s?){4}/.test(text)) return false
  if (paragraph.every((line) => line.size > body + 1)) return text.length <= 200
  // A table of contents line (leader dots) is not the section itself.
  return (
    paragraph.length === 1 &&
    text.length <= 100 &&
    numberedHeading.test(text) &&
    !/[.:;,]$/.test(text) &&
    !/(\.\s?){4}/.test(text)
  )
}

export async function readPdf(bytes: Uint8Array): Promise<ExtractedUnit[]> {
  let pdf
  try {
    pdf = await getDocumentProxy(bytes, { verbosity: 0 })
  } catch (error) {
    if ((error as Error).name === 'PasswordException')
      throw new Refusal('knowledge.encryptedPdf', 'The PDF is protected by a password')
    throw new Refusal('knowledge.corrupt', `The PDF cannot be read (${(error as Error).message})`)
  }
  if (pdf.numPages === 0) throw new Refusal('knowledge.corrupt', 'The PDF has no pages')
  const pages: Line[][] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const content = await page.getTextContent()
    pages.push(linesOf(content.items.filter((item) => 'str' in item) as TextItem[]))
    page.cleanup()
  }
  // The worker ends with the document; nothing outlives it.
  await pdf.cleanup()
  if (pages.every((lines) => lines.length === 0))
    throw new Refusal(
      'knowledge.noTextLayer',
      `The PDF has ${pages.length} pages but no text (a scan without text recognition?)`,
    )
  const kept = dropRunningLines(pages)
  const body = bodySize(kept)
  const units: ExtractedUnit[] = []
  let heading = ''
  kept.forEach((lines, index) => {
    let texts: string[] = []
    const flush = () => {
      if (texts.length > 0) units.push({ kind: 'page', number: index + 1, heading, text: texts.join('\n\n') })
      texts = []
    }
    for (const paragraph of paragraphsOf(lines, body)) {
      if (isHeading(paragraph, body)) {
        flush()
        heading = joinLines(paragraph)
      } else texts.push(joinLines(paragraph))
    }
    flush()
  })
  return units
}
