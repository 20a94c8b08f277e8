// Sentences of an item's text with their offsets (ICU's sentence rules; a line break ends one too, as
// headlines and list entries carry no full stop).

export interface Sentence {
  readonly start: number
  readonly end: number
}

const segmenters = new Map<string, Intl.Segmenter>()

export function splitSentences(text: string, language: string | null): Sentence[] {
  const locale = language ?? 'de'
  let segmenter = segmenters.get(locale)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' })
    segmenters.set(locale, segmenter)
  }
  const sentences: Sentence[] = []
  for (const part of segmenter.segment(text)) {
    let offset = part.index
    for (const line of part.segment.split('\n')) {
      const lead = line.length - line.trimStart().length
      const trimmed = line.trim()
      if (trimmed) sentences.push({ start: offset + lead, end: offset + lead + trimmed.length })
      offset += line.length + 1
    }
  }
  return sentences
}
