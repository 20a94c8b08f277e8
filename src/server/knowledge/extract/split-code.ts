// Cuts a code file into ranges of lines (kind 'lines', "lines a-b"), ending a range at a blank
// line when one is near, so that a function usually stays whole in one chunk.
import type { ExtractedUnit } from './extracted-document.ts'

const maxLines = 60
const minLines = 30
const maxCharacters = 2400

export function splitCode(text: string): ExtractedUnit[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const units: ExtractedUnit[] = []
  let start = 0
  while (start < lines.length) {
    let end = start
    let size = 0
    let lastBlank = -1
    while (end < lines.length && end - start < maxLines && size + lines[end]!.length <= maxCharacters) {
      if (lines[end]!.trim() === '' && end - start >= minLines) lastBlank = end
      size += lines[end]!.length + 1
      end++
    }
    if (end === start)
      end = start + 1 // one line longer than the limit stays whole
    else if (end < lines.length && lastBlank > start) end = lastBlank + 1
    const text = lines.slice(start, end).join('\n').replace(/\s+$/, '')
    // The range names the lines that carry text, without the blank ones it ends with.
    const last = start + text.split('\n').length
    if (text.trim())
      units.push({ kind: 'lines', number: start + 1, heading: `lines ${start + 1}-${last}`, text })
    start = end
  }
  return units
}
