// Sentences of a passage for the offline engine. The extract room's splitSentences
// (src/server/knowledge/chunk/) replaces this when it lands; until then: ends of sentences followed
// by a capital or a digit, and line breaks (lists, headings and table rows are one line each).

const sentenceEnd = /(?<=[.!?:;])\s+(?=[\p{Lu}\p{N}"„«(])/u

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(sentenceEnd))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 3)
}
