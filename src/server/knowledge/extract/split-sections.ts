// Splits text with headings (Markdown, HTML turned into text, LaTeX) into sections, each carrying
// its heading path ("Verträglichkeit > Magen"), so a chunk and a citation can name where it is.
import type { ExtractedUnit } from './extracted-document.ts'

interface Heading {
  readonly level: number
  readonly title: string
}

/** Builds sections from lines and a function telling which lines are headings (fenced code is never one). */
export function splitByHeadings(
  lines: readonly string[],
  headingOf: (line: string) => Heading | null,
): ExtractedUnit[] {
  const units: ExtractedUnit[] = []
  const path: Heading[] = []
  let body: string[] = []
  let fenced = false
  const flush = () => {
    const text = body.join('\n').trim()
    if (text)
      units.push({ kind: 'section', number: null, heading: path.map((h) => h.title).join(' > '), text })
    body = []
  }
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? null : headingOf(line)
    if (!heading) {
      body.push(line)
      continue
    }
    flush()
    while (path.length > 0 && path.at(-1)!.level >= heading.level) path.pop()
    path.push(heading)
  }
  flush()
  return units
}

export function splitMarkdown(text: string): ExtractedUnit[] {
  return splitByHeadings(text.split(/\r?\n/), (line) => {
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line)
    return match ? { level: match[1]!.length, title: match[2]! } : null
  })
}

const latexLevels: Record<string, number> = {
  part: 0,
  chapter: 1,
  section: 2,
  subsection: 3,
  subsubsection: 4,
}

export function splitLatex(text: string): ExtractedUnit[] {
  return splitByHeadings(text.split(/\r?\n/), (line) => {
    const match = /^\s*\\(part|chapter|section|subsection|subsubsection)\*?\{([^}]*)\}/.exec(line)
    return match ? { level: latexLevels[match[1]!]!, title: match[2]!.trim() } : null
  })
}

/** The marker htmlToSections puts before a heading's text (a private-use character no document contains). */
export const headingMarker = '\uE000'

export function splitMarkedHeadings(text: string): ExtractedUnit[] {
  return splitByHeadings(text.split('\n'), (line) => {
    if (!line.startsWith(headingMarker)) return null
    return { level: Number(line[1]), title: line.slice(2).trim() }
  })
}
