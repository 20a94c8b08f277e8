// A thread's title without a model: the first words of its first question as plain text (no
// Markdown), cut at a word boundary.
import { plainTitle } from '../../shared/ai/plain-title.ts'

export const maxTitleLength = 60

export function titleFromQuestion(question: string): string {
  const flat = plainTitle(question)
  if (flat.length <= maxTitleLength) return flat
  // The last space at most 59 characters in: the words before it and the ellipsis fit in 60.
  const lastSpace = flat.lastIndexOf(' ', maxTitleLength - 1)
  // A single word longer than the limit is cut inside it rather than left empty.
  const cut = lastSpace > 0 ? flat.slice(0, lastSpace) : flat.slice(0, maxTitleLength - 1)
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`
}
