// Citation markers in answer text: `[n]`, several in a row as `[1][3]`. The server keeps only the
// numbers of passages it supplied (decision 0034); a model that invents `[7]` loses the marker. The
// filter works on a stream of deltas, where a marker may be split across two of them ("[1" + "2]").

const markerPattern = /\[(\d{1,3})\]/g

/** The distinct citation numbers in a text, in order of first appearance. */
export function findCitationNumbers(text: string): number[] {
  const seen: number[] = []
  for (const match of text.matchAll(markerPattern)) {
    const n = Number(match[1])
    if (!seen.includes(n)) seen.push(n)
  }
  return seen
}

/** The text without the markers whose number is not in `allowed`. */
export function removeUnknownMarkers(text: string, allowed: ReadonlySet<number>): string {
  return text.replace(markerPattern, (marker, digits: string) => (allowed.has(Number(digits)) ? marker : ''))
}

/** A filter over streamed deltas: `push` returns the text that is safe to send now, `flush` the rest. */
export interface CitationStreamFilter {
  push(delta: string): string
  flush(): string
}

/** A tail that may still become a marker: `[`, `[1`, `[12`, `[123`. */
const openMarkerTail = /\[\d{0,3}$/

/** Filters markers out of a stream of deltas, holding back an unfinished marker until it is complete. */
export function createCitationStreamFilter(allowed: ReadonlySet<number>): CitationStreamFilter {
  let pending = ''
  return {
    push(delta) {
      const text = pending + delta
      const tail = openMarkerTail.exec(text)
      pending = tail ? tail[0] : ''
      return removeUnknownMarkers(tail ? text.slice(0, tail.index) : text, allowed)
    },
    flush() {
      const rest = removeUnknownMarkers(pending, allowed)
      pending = ''
      return rest
    },
  }
}
