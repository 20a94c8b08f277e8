// A thread's title is one line of plain text, but the question (or the model's title) it comes from
// may be Markdown: "## **Dosierung** von `Ibuprofen`" should read "Dosierung von Ibuprofen" in a list.

const rules: readonly (readonly [RegExp, string])[] = [
  // Images and links keep their text: ![alt](src), [text](href), [text][ref].
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/\[([^\]]*)\]\[[^\]]*\]/g, '$1'],
  // Autolinks <https://...> keep their address; any other tag goes.
  [/<((?:https?|mailto):[^>\s]+)>/gi, '$1'],
  [/<\/?[a-z][^>]*>/gi, ''],
  // Block markers at the start of a line: headings, quotes, list bullets and numbers, fences, rules.
  [/^[ \t]{0,3}#{1,6}[ \t]+/gm, ''],
  [/[ \t]+#+[ \t]*$/gm, ''],
  [/^[ \t]{0,3}>[ \t]?/gm, ''],
  [/^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, ''],
  [/^[ \t]*(?:`{3,}|~{3,})[^\n]*$/gm, ''],
  [/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, ''],
  // Table rows: the delimiter row goes, pipes become spaces.
  [/^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+(?:[ \t]*:?-{3,}:?[ \t]*)?$/gm, ''],
  [/[ \t]*\|[ \t]*/g, ' '],
  // Emphasis, strike-through and code: the markers go, the text stays (snake_case words keep theirs).
  [/(\*{1,3}|_{1,3}|~{1,2})(?=\S)([^\n]*?\S)\1(?!\w)/g, '$2'],
  [/`+([^`\n]*)`+/g, '$1'],
]
const EMPHASIS = rules[rules.length - 2]![0]

/** Backslash escapes hold their character aside (as a private-use code point) until the rules are done. */
const ESCAPED = /\\([\\`*_{}[\]()#+\-.!|~>])/g
const HELD = /[\uE000-\uE07F]/g

/** `text` with its Markdown syntax removed and its whitespace folded into single spaces. */
export function plainTitle(text: string): string {
  let plain = text
    .replace(HELD, '')
    .replace(ESCAPED, (_, char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0)))
  for (const [pattern, replacement] of rules) plain = plain.replace(pattern, replacement)
  // Emphasis inside emphasis ("**_x_**") needs a second pass of that rule.
  plain = plain.replace(EMPHASIS, '$2')
  return plain
    .replace(HELD, (char) => String.fromCharCode(char.charCodeAt(0) - 0xe000))
    .replace(/\s+/g, ' ')
    .trim()
}
