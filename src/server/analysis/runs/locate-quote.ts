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
