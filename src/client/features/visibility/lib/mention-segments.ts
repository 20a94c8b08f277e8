// An answer's text cut at its mentions, so the page marks them as text (never as HTML). The matcher's
// mentions do not overlap; a range outside the text is left out.
export interface MentionRange {
  readonly start: number
  readonly end: number
  readonly kind: 'own' | 'competitor'
}

export interface TextPiece {
  readonly text: string
  readonly kind: 'own' | 'competitor' | null
}

export function mentionSegments(text: string, mentions: readonly MentionRange[]): TextPiece[] {
  const pieces: TextPiece[] = []
  let at = 0
  const sorted = [...mentions]
    .filter((m) => m.start >= 0 && m.end <= text.length && m.start < m.end)
    .sort((a, b) => a.start - b.start)
  for (const m of sorted) {
    if (m.start < at) continue
    if (m.start > at) pieces.push({ text: text.slice(at, m.start), kind: null })
    pieces.push({ text: text.slice(m.start, m.end), kind: m.kind })
    at = m.end
  }
  if (at < text.length) pieces.push({ text: text.slice(at), kind: null })
  return pieces
}
