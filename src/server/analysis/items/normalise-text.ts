// An item's text as stored and hashed: the same article pasted twice, fetched with other line endings
// or trailing spaces is one item. The stored text keeps its paragraphs (offsets of hits and quotes point
// into it); the hash is taken over its words with every run of white space made one space.
import { createHash } from 'node:crypto'

// Control characters other than tab and line feed (a PDF's or a feed's leftovers) and the BOM.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufeff]/g

/** NFC, line feeds only, no control characters, no trailing spaces, at most one empty line in a row, trimmed. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters, '')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** SHA-256 (hex) of the normalised text with all white space collapsed: the item's identity per tenant and tool. */
export function contentHash(normalisedText: string): string {
  return createHash('sha256').update(normalisedText.replace(/\s+/g, ' ')).digest('hex')
}
