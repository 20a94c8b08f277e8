// A thread's title without a model: the first words of its first question, cut at a word boundary.

export const maxTitleLength = 60

export function titleFromQuestion(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim()
  if (flat.length <= maxTitleLength) return flat
  const cut = flat.slice(0, maxTitleLength - 1)
  const lastSpace = cut.lastIndexOf(' ')
  // A single word longer than the limit is cut inside it rather than left empty.
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}
