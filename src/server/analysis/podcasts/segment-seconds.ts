// Where in the episode a piece of its text is: each transcript segment is found in the item's text
// (in order, so the same words twice map to their own segment), and a character offset maps to the
// second its segment starts at. Pure; used for keyword hits and model quotes alike.
export interface TimedSegment {
  readonly start: number
  readonly end: number
  readonly text: string
}

export interface LocatedSegment extends TimedSegment {
  /** Character offsets of the segment in the item's text. */
  readonly from: number
  readonly to: number
}

export function locateSegments(text: string, segments: readonly TimedSegment[]): LocatedSegment[] {
  const located: LocatedSegment[] = []
  let cursor = 0
  for (const segment of segments) {
    const at = text.indexOf(segment.text, cursor)
    if (at < 0) continue
    located.push({ ...segment, from: at, to: at + segment.text.length })
    cursor = at + segment.text.length
  }
  return located
}

/** The segment a character offset falls in (or the last one before it); null before the first. */
export function segmentAt(located: readonly LocatedSegment[], offset: number): LocatedSegment | null {
  let found: LocatedSegment | null = null
  for (const segment of located) {
    if (segment.from > offset) break
    found = segment
  }
  return found
}
