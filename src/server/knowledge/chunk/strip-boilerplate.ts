// Boilerplate is found before chunking and left out of the indexed text (issue 38, decision 0092), so
// it is never retrieved nor quoted as an answer: page numbers ("Seite 1 von 3", "Page 2", "- 3 -"),
// lines of a table of contents ("4. Dosierung ........ 3"), and header and footer lines that repeat
// on several pages ("Stand 10/2023 Seite 1 von 3", the company line), compared with their digits
// masked. The document profile is read before (its version date often stands in the footer).

interface Unit {
  readonly kind: string
  readonly number: number | null
  readonly heading: string
  readonly text: string
}

const pageNumber =
  /^\s*(?:[-–—]\s*\d{1,4}\s*[-–—]|(?:seite|page|p\.|s\.)\s*\d{1,4}(?:\s*(?:von|of|sur|\/)\s*\d{1,4})?|\d{1,4}\s*(?:\/|von|of|sur)\s*\d{1,4})\s*$/iu
const tocLine = /^.{2,120}?(?:\s*\.{4,}|\s*…{2,})\s*\d{1,4}\s*$/u
const tocHeading =
  /^\s*(?:inhaltsverzeichnis|inhalt|sommaire|table des matières|table of contents|contents)\s*:?\s*$/iu
/** A line repeated on this share of the pages (and on at least 2) is a header or footer. */
const repeatedShare = 0.5
const longestRepeatedLine = 120

const maskDigits = (line: string) => line.trim().replace(/\d+/g, '#').replace(/\s+/g, ' ').toLowerCase()

/** A Markdown table of contents: links to the document's own anchors ("- [4.2 Posology](#section-5)"). */
const anchorLinks = /\]\(#[^)]*\)/g
/** "Seite 1 von 3", "Page 2 sur 4" at the end of a footer line that says more. */
const trailingPageNumber = /\s+(?:seite|page|p\.|s\.)\s*\d{1,4}\s*(?:von|of|sur|\/)\s*\d{1,4}\s*$/iu

/** Whether a single line is boilerplate by its form alone (page number, table-of-contents line). */
export function isBoilerplateLine(line: string): boolean {
  return (
    pageNumber.test(line) ||
    tocLine.test(line) ||
    tocHeading.test(line) ||
    (line.match(anchorLinks)?.length ?? 0) >= 2 ||
    /^\s*[-*]\s*\[[^\]]+\]\(#/.test(line)
  )
}

/** The lines of the units that repeat across pages (masked), for units with page numbers. */
function repeatedLines(units: readonly Unit[]): Set<string> {
  const paged = units.filter((unit) => unit.kind === 'page' || unit.kind === 'slide')
  if (paged.length < 2) return new Set()
  const pagesWith = new Map<string, number>()
  for (const unit of paged) {
    const seen = new Set(
      unit.text
        .split('\n')
        .filter((line) => line.trim().length > 0 && line.trim().length <= longestRepeatedLine)
        .map(maskDigits),
    )
    for (const line of seen) pagesWith.set(line, (pagesWith.get(line) ?? 0) + 1)
  }
  const least = Math.max(2, Math.ceil(paged.length * repeatedShare))
  return new Set([...pagesWith].filter(([, pages]) => pages >= least).map(([line]) => line))
}

/** The units with their boilerplate lines removed (a unit left empty is dropped). */
export function stripBoilerplate<T extends Unit>(units: readonly T[]): T[] {
  if (units.every((unit) => unit.kind === 'lines')) return [...units]
  const repeated = repeatedLines(units)
  return units.flatMap((unit) => {
    if (unit.kind === 'lines') return [unit]
    const kept = unit.text
      .split('\n')
      .filter((line) => !isBoilerplateLine(line) && !repeated.has(maskDigits(line)))
      .map((line) => line.replace(trailingPageNumber, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
    return kept === '' ? [] : [{ ...unit, text: kept }]
  })
}
