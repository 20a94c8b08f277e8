const LEAD = 60

/**
 * The part of a passage a search result shows: its start, or, when the first word of the search
 * stands further in, a window that begins shortly before that word (with "…"), so the hit is seen.
 * Matching is plain and case-insensitive; the server's stemming may have matched other forms, and
 * then the start is shown.
 */
export function searchSnippet(text: string, query: string, length: number): string {
  const lower = text.toLowerCase()
  const positions = (query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).map((word) => lower.indexOf(word)).filter((at) => at >= 0)
  const hit = positions.length > 0 ? Math.min(...positions) : 0
  const lead = Math.min(LEAD, Math.floor(length / 3))
  // Near the end, the window ends with the text rather than showing a short tail.
  let start = hit > length - lead ? Math.max(0, Math.min(hit - lead, text.length - length)) : 0
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < hit ? space + 1 : start
  }
  const window = text.slice(start, start + length)
  return `${start > 0 ? '…' : ''}${window}${start + length < text.length ? '…' : ''}`
}
