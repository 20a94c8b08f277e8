// Cuts an extracted document into the chunks that are indexed and cited: about 350 tokens each
// (tokens estimated as characters / 4), cut at paragraph and then sentence ends, with about 15 %
// of the previous chunk repeated at the start of the next so an answer spanning the cut is still
// found. A chunk never spans two units, so it has one page or slide number and one heading path.
import type { ExtractedDocument, ExtractedUnit } from '../extract/extracted-document.ts'
import { isTableRow, splitSentences } from './split-sentences.ts'

export interface DocumentChunk {
  /** Position in the document, from 0. */
  readonly ordinal: number
  readonly unitKind: string
  readonly unitNumber: number | null
  readonly heading: string
  readonly text: string
}

export interface ChunkOptions {
  readonly targetTokens?: number
  readonly overlapRatio?: number
}

interface Piece {
  readonly text: string
  /** The piece opens a paragraph: joined with a blank line, and a good place to end a chunk before. */
  readonly opensParagraph: boolean
}

const charactersPerToken = 4

/** Sentences, with a sentence longer than a chunk cut at the last space before the limit. */
function piecesOf(text: string, language: ExtractedDocument['language'], maxCharacters: number): Piece[] {
  return text.split(/\n\s*\n/).flatMap((paragraph) =>
    splitSentences(paragraph, language)
      .flatMap((sentence) => {
        const parts: string[] = []
        let rest = sentence
        while (rest.length > maxCharacters) {
          const cut = rest.lastIndexOf(' ', maxCharacters)
          const at = cut > maxCharacters / 2 ? cut : maxCharacters
          parts.push(rest.slice(0, at).trim())
          rest = rest.slice(at).trim()
        }
        return rest ? [...parts, rest] : parts
      })
      .map((text, i) => ({ text, opensParagraph: i === 0 })),
  )
}

/** Pieces joined: a blank line before a paragraph, a line break around a table row, else a space. */
const joinPieces = (pieces: readonly Piece[]) =>
  pieces
    .map((p, i) =>
      i === 0
        ? p.text
        : `${p.opensParagraph ? '\n\n' : isTableRow(p.text) || isTableRow(pieces[i - 1]!.text) ? '\n' : ' '}${p.text}`,
    )
    .join('')
const lengthOf = (pieces: readonly Piece[]) => pieces.reduce((sum, p) => sum + p.text.length + 1, 0)

function chunkProse(
  unit: ExtractedUnit,
  language: ExtractedDocument['language'],
  target: number,
  overlap: number,
): string[] {
  const chunks: string[] = []
  let current: Piece[] = []
  let fresh = 0 // pieces of `current` that are not overlap from the previous chunk
  for (const piece of piecesOf(unit.text, language, target)) {
    const size = lengthOf(current)
    const full = size + piece.text.length > target || (piece.opensParagraph && size >= target * 0.75)
    if (full && fresh > 0) {
      chunks.push(joinPieces(current))
      const kept: Piece[] = []
      for (let i = current.length - 1; i >= 0 && lengthOf(kept) + current[i]!.text.length <= overlap; i--)
        kept.unshift(current[i]!)
      current = lengthOf(kept) + piece.text.length <= target ? kept : []
      fresh = 0
    }
    current.push(piece)
    fresh++
  }
  if (fresh > 0) chunks.push(joinPieces(current))
  return chunks
}

/** Code is cut at line ends only (no sentences), without overlap: ranges are cited by their lines. */
function chunkCode(unit: ExtractedUnit, target: number): string[] {
  const chunks: string[] = []
  let current = ''
  for (const line of unit.text.split('\n')) {
    if (current && current.length + line.length + 1 > target) {
      chunks.push(current)
      current = ''
    }
    current = current ? `${current}\n${line}` : line
  }
  if (current.trim()) chunks.push(current)
  return chunks
}

export function chunkDocument(doc: ExtractedDocument, options: ChunkOptions = {}): DocumentChunk[] {
  const target = (options.targetTokens ?? 350) * charactersPerToken
  const overlap = target * (options.overlapRatio ?? 0.15)
  const chunks: DocumentChunk[] = []
  for (const unit of doc.units) {
    // Code ranges are already cut to about a chunk (split-code.ts); only an oversized one is cut again.
    const texts =
      unit.kind === 'lines' ? chunkCode(unit, target * 1.5) : chunkProse(unit, doc.language, target, overlap)
    for (const text of texts)
      chunks.push({
        ordinal: chunks.length,
        unitKind: unit.kind,
        unitNumber: unit.number,
        heading: unit.heading,
        text,
      })
  }
  return chunks
}
