// The list items of an answer: lines opening with "1.", "2)", "-", "*" or "•" (markdown lists as models
// write them). A list is a run of such items; a line of plain text that is not indented ends it (blank
// lines and indented continuation lines do not). Rank is read only from here: a name in running text
// has no position.

export interface ListItem {
  /** Character offsets of the item's line in the answer (end exclusive). */
  readonly start: number
  readonly end: number
  /** Which list of the answer (0 first) and the 1-based position in it. */
  readonly list: number
  readonly position: number
}

const itemPattern = /^\s{0,3}(?:\d{1,2}[.)]|[-*•])\s+\S/
const continuationPattern = /^\s+\S/

export function findListItems(text: string): ListItem[] {
  const items: ListItem[] = []
  let list = -1
  let position = 0
  let open = false
  let offset = 0
  for (const line of text.split('\n')) {
    const start = offset
    offset += line.length + 1
    if (itemPattern.test(line)) {
      if (!open) {
        list += 1
        position = 0
        open = true
      }
      position += 1
      items.push({ start, end: start + line.length, list, position })
    } else if (line.trim() !== '' && !continuationPattern.test(line)) open = false
    else if (open && continuationPattern.test(line) && items.length > 0) {
      // An indented line belongs to the item above it.
      const last = items[items.length - 1]!
      items[items.length - 1] = { ...last, end: start + line.length }
    }
  }
  return items
}

/** The list item holding `offset`, if any. */
export function listItemAt(items: readonly ListItem[], offset: number): ListItem | undefined {
  return items.find((item) => offset >= item.start && offset < item.end)
}
