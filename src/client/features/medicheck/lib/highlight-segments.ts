export interface Highlight {
  start: number
  end: number
  /** quote: a finding's quoted passage; hit: a keyword the matcher found. */
  kind: 'quote' | 'hit'
  /** The finding or keyword it belongs to. */
  id: string
}

export interface Segment {
  text: string
  /** The quotes and hits covering this stretch of text (empty: plain text). */
  marks: Highlight[]
}

/**
 * The text cut at every highlight's ends, each piece with the highlights covering it. Ranges outside
 * the text or empty are left out (a quote the server could not locate has no offsets and no mark).
 */
export function highlightSegments(text: string, highlights: readonly Highlight[]): Segment[] {
  const usable = highlights.filter(
    (mark) =>
      Number.isInteger(mark.start) &&
      Number.isInteger(mark.end) &&
      mark.start >= 0 &&
      mark.end <= text.length &&
      mark.start < mark.end,
  )
  const cuts = [...new Set([0, text.length, ...usable.flatMap((mark) => [mark.start, mark.end])])].sort(
    (a, b) => a - b,
  )
  const segments: Segment[] = []
  for (let i = 0; i < cuts.length - 1; i += 1) {
    const [start, end] = [cuts[i]!, cuts[i + 1]!]
    const marks = usable.filter((mark) => mark.start <= start && mark.end >= end)
    const last = segments.at(-1)
    // Neighbours with the same marks are one piece.
    if (last && sameMarks(last.marks, marks)) last.text += text.slice(start, end)
    else segments.push({ text: text.slice(start, end), marks })
  }
  return segments
}

const sameMarks = (a: readonly Highlight[], b: readonly Highlight[]) =>
  a.length === b.length && a.every((mark, index) => mark === b[index])
