/** A piece of answer text: plain text or a citation marker `[n]`. */
export type CitationSegment = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'citation'; readonly n: number }

const MARKER = /\[(\d{1,3})\]/g

/**
 * Splits text at citation markers whose number is in `known` (the verified list); other brackets
 * stay text. Pure, so the markdown renderer can turn markers into buttons inside any text node.
 */
export function splitCitationMarkers(text: string, known: ReadonlySet<number>): CitationSegment[] {
  const segments: CitationSegment[] = []
  let last = 0
  for (const match of text.matchAll(MARKER)) {
    const n = Number(match[1])
    if (!known.has(n)) continue
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) })
    segments.push({ kind: 'citation', n })
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}
