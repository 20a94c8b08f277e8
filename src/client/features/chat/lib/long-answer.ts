// How much of a long answer the thread renders at once (decision 0085). Parsing and laying out
// 200 KB of markdown (a 500-row table, a line of 200,000 characters) takes seconds in a browser, so
// an answer longer than the part renders its first part and a "show all" control. The cut depends
// only on the text's first `partChars` characters: while an answer streams on, its part stays the
// same and is not parsed again for every token.

/** Characters rendered before "show all". */
export const partChars = 12_000

/**
 * Where the shown part of `text` ends: its length when the text is short enough to render whole,
 * otherwise the end of the last line (or else word) in the second half of the first partChars characters.
 */
export function partEnd(text: string, chars: number = partChars): number {
  // A little over the part renders whole: a control to show a few characters more would be silly.
  if (text.length <= chars * 1.25) return text.length
  const head = text.slice(0, chars)
  const line = head.lastIndexOf('\n')
  if (line >= chars / 2) return line
  const space = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\t'))
  if (space >= chars / 2) return space
  // One long word or line: cut between characters, never inside a surrogate pair.
  const code = text.charCodeAt(chars - 1)
  return code >= 0xd800 && code <= 0xdbff ? chars - 1 : chars
}

/** A size in whole kilobytes (at least 1) as UTF-8 is counted; the note of the server's cap says KB too. */
export function kilobytesOf(text: string): number {
  return Math.max(1, Math.round(new TextEncoder().encode(text).length / 1024))
}

/** Milliseconds between two renders of a streaming answer of this length: parsing time grows with it. */
export function renderIntervalMs(length: number): number {
  return Math.min(1_000, Math.max(100, Math.round(length / 200)))
}
