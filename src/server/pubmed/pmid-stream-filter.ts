// The PMID markers of a streamed answer, as the chat's citation stream filter does for [n]
// (src/shared/ai/citation-markers.ts): `[PMID: n]` becomes `[n]`, a marker of a PMID that was not
// fetched is taken out before it reaches the page, and a marker split across two deltas is held back
// until it is complete. The model's "no evidence" reply is held back too (the page says so instead).
// Dropping a sentence without any marker needs the whole text: the final answer does that.

const marker = /\[(?:PMID:?\s*)?(\d{1,9})\]/gi
/** A tail that may still become a marker: `[`, `[PM`, `[PMID: 12`... */
const openTail = /\[(?:P(?:M(?:I(?:D(?::?\s*)?)?)?)?)?\d{0,9}$/i

export interface PmidStreamFilter {
  push(delta: string): string
  flush(): string
}

export function keepAllowedMarkers(text: string, allowed: ReadonlySet<string>): string {
  return text.replace(marker, (_marker, pmid: string) => (allowed.has(pmid) ? `[${pmid}]` : ''))
}

export function createPmidStreamFilter(allowed: ReadonlySet<string>, heldReply: string): PmidStreamFilter {
  let pending = ''
  let started = false
  let silent = false
  return {
    push(delta) {
      if (silent) return ''
      const text = pending + delta
      // The start of the answer may be the reply that means "nothing relevant": not shown.
      if (!started && heldReply.startsWith(text.trimStart())) {
        pending = text
        return ''
      }
      if (!started && text.trimStart().startsWith(heldReply)) {
        pending = ''
        silent = true
        return ''
      }
      started = true
      const tail = openTail.exec(text)
      pending = tail ? tail[0] : ''
      return keepAllowedMarkers(tail ? text.slice(0, tail.index) : text, allowed)
    },
    flush() {
      const rest =
        silent || (!started && heldReply.startsWith(pending.trim()))
          ? ''
          : keepAllowedMarkers(pending, allowed)
      pending = ''
      return rest
    },
  }
}
