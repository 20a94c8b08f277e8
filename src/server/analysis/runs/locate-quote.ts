// Where a model's quote stands in the item's text: word for word (after trimming the quote's own
// outer spaces and quotation marks), first occurrence. A quote that is not there is not shown as real.
export interface QuoteSpan {
  readonly quote: string
  readonly start: number
  readonly end: number
}

const outerMarks = /^[\s"'„“”«»‚‘’]+|[\s"'„“”«»‚‘’]+$/g

export function locateQuote(text: string, quote: string): QuoteSpan | null {
  const exact = text.indexOf(quote)
  if (quote.length > 0 && exact >= 0) return { quote, start: exact, end: exact + quote.length }
  const trimmed = quote.replace(outerMarks, '')
  if (trimmed.length === 0) return null
  const start = text.indexOf(trimmed)
  return start < 0 ? null : { quote: trimmed, start, end: start + trimmed.length }
}

/**
 * The second of a podcast episode a character offset falls in: the item's text is its transcript
 * segments in order, so each segment's text is found after the previous one.
 */
export function secondAt(
  text: string,
  segments: readonly { start: number; text: string }[] | null,
  offset: number,
): number | null {
  if (!segments || segments.length === 0) return null
  let cursor = 0
  let second: number | null = null
  for (const segment of segments) {
    const at = text.indexOf(segment.text, cursor)
    if (at < 0) continue
    if (at > offset) break
    second = segment.start
    cursor = at + segment.text.length
  }
  return second
}
