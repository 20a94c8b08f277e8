/** A piece of a cited passage: `quoted` when the answer quoted it. */
export interface QuoteSegment {
  readonly text: string
  readonly quoted: boolean
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Splits a passage into the sentences the answer quoted (a citation's `quote`, sentences joined by
 * " … ") and the rest, so the preview can mark what was quoted. Line breaks in the passage may stand
 * where the quote has a space; a quoted sentence not found in the passage marks nothing.
 */
export function splitQuotedSentences(passage: string, quote: string): QuoteSegment[] {
  const sentences = quote
    .split(' … ')
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 3)
  const ranges: [number, number][] = []
  for (const sentence of sentences) {
    const found = new RegExp(sentence.split(/\s+/).map(escapeRegExp).join('\\s+')).exec(passage)
    if (found) ranges.push([found.index, found.index + found[0].length])
  }
  ranges.sort((a, b) => a[0] - b[0])
  const segments: QuoteSegment[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start < at) continue
    if (start > at) segments.push({ text: passage.slice(at, start), quoted: false })
    segments.push({ text: passage.slice(start, end), quoted: true })
    at = end
  }
  if (at < passage.length) segments.push({ text: passage.slice(at), quoted: false })
  return segments
}
