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

function joinLines(lines: readonly Line[]): string {
  let text = ''
  lines.forEach((line, i) => {
    const gap = i > 0 ? lines[i - 1]!.y - line.y : 0
    // A gap well above the line height is a new paragraph; a line ending in a hyphen joins the next word.
    if (i === 0) text = line.text.trim()
    else if (gap > line.size * 1.8) text += `\n\n${line.text.trim()}`
    else if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(line.text.trim()))
      text = text.slice(0, -1) + line.text.trim()
    else text += ` ${line.text.trim()}`
  })
  return text
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
  const body = bodySize(pages)
  const units: ExtractedUnit[] = []
  let heading = ''
  pages.forEach((lines, index) => {
    let group: Line[] = []
    const flush = () => {
      const text = joinLines(group)
      if (text) units.push({ kind: 'page', number: index + 1, heading, text })
      group = []
    }
    for (const line of lines) {
      if (line.size > body + 1 && line.text.trim().length <= 150) {
        flush()
        heading = line.text.trim()
      } else group.push(line)
    }
    flush()
  })
  return units
}
