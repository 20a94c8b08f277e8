// Podcasts: the second of the episode an offset into the transcript's text falls in. The text is the
// segments' texts in order (joined by the caller in any way); each segment is found after the previous.

export interface TranscriptSegment {
  readonly start: number
  readonly end: number
  readonly text: string
}

/** A function from a character offset to the start second of the segment holding it (null: no segments). */
export function secondsOf(
  text: string,
  segments: readonly TranscriptSegment[] | null | undefined,
): (offset: number) => number | null {
  if (!segments || segments.length === 0) return () => null
  const starts: { offset: number; second: number }[] = []
  let cursor = 0
  for (const segment of segments) {
    const probe = segment.text.trim()
    if (!probe) continue
    const at = text.indexOf(probe, cursor)
    if (at < 0) continue
    starts.push({ offset: at, second: segment.start })
    cursor = at + probe.length
  }
  return (offset) => {
    let found: number | null = null
    for (const s of starts) {
      if (s.offset > offset) break
      found = s.second
    }
    return found
  }
}
