// The words of a text as the keyword matcher sees them: maximal runs of letters, digits and combining
// marks, each folded (lower case, diacritics removed, ß -> ss, œ -> oe, æ -> ae) and kept with its offsets
// into the original text, so a hit can point at the text as it stands.

export interface Word {
  /** The folded word. */
  readonly folded: string
  /** Character offsets into the original text (end exclusive). */
  readonly start: number
  readonly end: number
}

const wordPattern = /[\p{L}\p{N}\p{M}]+/gu
// eslint-disable-next-line no-control-regex
const asciiPattern = /^[\x00-\x7f]*$/
const marksPattern = /\p{M}/gu
const ligatures: Record<string, string> = { ß: 'ss', ẞ: 'ss', œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae' }
const ligaturePattern = /[ßẞœŒæÆ]/g

/** One word folded: "Übelkeit" -> "ubelkeit", "Straße" -> "strasse", "cœur" -> "coeur". */
export function foldWord(word: string): string {
  if (asciiPattern.test(word)) return word.toLowerCase()
  return word
    .replace(ligaturePattern, (c) => ligatures[c]!)
    .normalize('NFD')
    .replace(marksPattern, '')
    .toLowerCase()
}

/**
 * The words of `text`. A cache (optional) maps raw words to folded ones across calls; texts repeat
 * their words, and folding non-ASCII words is the matcher's costliest step.
 */
export function splitWords(text: string, cache?: Map<string, string>): Word[] {
  const words: Word[] = []
  for (const match of text.matchAll(wordPattern)) {
    const raw = match[0]
    let folded = cache?.get(raw)
    if (folded === undefined) {
      folded = foldWord(raw)
      if (cache && cache.size < 200_000) cache.set(raw, folded)
    }
    if (folded) words.push({ folded, start: match.index, end: match.index + raw.length })
  }
  return words
}

/** A phrase folded to its words joined by single spaces: how mandatory texts and terms compare. */
export function foldPhrase(text: string): string {
  return splitWords(text)
    .map((w) => w.folded)
    .join(' ')
}
