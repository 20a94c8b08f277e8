// Plain text (txt, json, Word 97 bodies) is one section without a heading; the chunker cuts it at
// paragraphs and sentences.
import type { ExtractedUnit } from './extracted-document.ts'

export function splitPlainText(text: string): ExtractedUnit[] {
  const clean = text.replace(/\r\n?/g, '\n').trim()
  return clean ? [{ kind: 'section', number: null, heading: '', text: clean }] : []
}
