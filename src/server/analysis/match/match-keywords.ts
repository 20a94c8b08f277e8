// The deterministic keyword matcher (issue 39, decision 0094): whole words, case and diacritics folded,
// a term or any of its aliases, the longest match wins. Pure: the same text and keywords give the same
// hits, so counts are reproducible and no model's opinion.
import { splitWords, type Word } from './fold-words.ts'

export interface MatchKeyword {
  readonly id: string
  readonly term: string
  readonly aliases?: readonly string[]
  /** de, fr, en: the keyword is looked for only in items of that language (or of unknown language). */
  readonly language?: string | null
}

export interface KeywordHit {
  readonly keywordId: string
  /** Character offsets into the text (end exclusive) and the text as it stands there. */
  readonly start: number
  readonly end: number
  readonly matched: string
}

export interface MatchOptions {
  /** The item's language; null or absent: every keyword is looked for. */
  readonly language?: string | null
}

interface Phrase {
  readonly keywordId: string
  readonly words: readonly string[]
  /** The separators between the form's words, without white space. */
  readonly gaps: readonly string[]
  readonly language: string | null
}

/** Keywords prepared for matching: phrases indexed by their first folded word, longest first. */
export interface CompiledKeywords {
  readonly byFirstWord: ReadonlyMap<string, readonly Phrase[]>
  readonly foldCache: Map<string, string>
}

// Between the words of a multi-word match the text may have spaces, line breaks and hyphens
// ("Zyrtomax Forte", "Zyrtomax-Forte"), or the very punctuation the term itself has there, spaced in any
// way ("100 % wirksam" finds "100% wirksam"); never a full stop or comma the term does not have.
const looseGap = /^[\s\-\u00ad\u2010-\u2015]+$/
const collapse = (gap: string) => gap.replace(/\s+/g, '')

export function compileKeywords(keywords: readonly MatchKeyword[]): CompiledKeywords {
  const byFirstWord = new Map<string, Phrase[]>()
  for (const keyword of keywords) {
    const seen = new Set<string>()
    for (const form of [keyword.term, ...(keyword.aliases ?? [])]) {
      const words = splitWords(form)
      if (words.length === 0) continue
      const key = words.map((w) => w.folded).join(' ')
      if (seen.has(key)) continue
      seen.add(key)
      const phrase: Phrase = {
        keywordId: keyword.id,
        words: words.map((w) => w.folded),
        gaps: words.slice(1).map((w, i) => collapse(form.slice(words[i]!.end, w.start))),
        language: keyword.language ?? null,
      }
      const list = byFirstWord.get(phrase.words[0]!) ?? []
      list.push(phrase)
      byFirstWord.set(phrase.words[0]!, list)
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length)
  return { byFirstWord, foldCache: new Map() }
}

interface Candidate {
  readonly keywordId: string
  readonly first: number
  readonly count: number
  readonly start: number
  readonly end: number
}

function matchesAt(text: string, words: readonly Word[], at: number, phrase: Phrase): boolean {
  if (at + phrase.words.length > words.length) return false
  for (let k = 1; k < phrase.words.length; k++) {
    const word = words[at + k]!
    if (word.folded !== phrase.words[k]) return false
    const gap = text.slice(words[at + k - 1]!.end, word.start)
    if (!looseGap.test(gap) && collapse(gap) !== phrase.gaps[k - 1]) return false
  }
  return true
}

/**
 * The hits of `keywords` in `text`, ordered by position. Where matches overlap, the one with more words
 * wins (then the longer, then the earlier); the same span found by several keywords (a term on two
 * lists) is a hit of each.
 */
export function matchKeywords(
  text: string,
  keywords: readonly MatchKeyword[] | CompiledKeywords,
  options: MatchOptions = {},
): KeywordHit[] {
  const compiled = 'byFirstWord' in keywords ? keywords : compileKeywords(keywords)
  if (compiled.byFirstWord.size === 0) return []
  const words = splitWords(text, compiled.foldCache)
  const language = options.language ?? null
  const candidates: Candidate[] = []
  for (let i = 0; i < words.length; i++) {
    const phrases = compiled.byFirstWord.get(words[i]!.folded)
    if (!phrases) continue
    for (const phrase of phrases) {
      if (language && phrase.language && phrase.language !== language) continue
      if (!matchesAt(text, words, i, phrase)) continue
      const count = phrase.words.length
      candidates.push({
        keywordId: phrase.keywordId,
        first: i,
        count,
        start: words[i]!.start,
        end: words[i + count - 1]!.end,
      })
    }
  }
  if (candidates.length === 0) return []
  candidates.sort((a, b) => b.count - a.count || b.end - b.start - (a.end - a.start) || a.start - b.start)
  // Each word belongs to at most one span; an identical span may carry several keywords.
  const owner = new Map<number, string>()
  const taken = new Set<string>()
  const hits: KeywordHit[] = []
  for (const c of candidates) {
    const span = `${c.first}:${c.count}`
    let free = true
    for (let k = c.first; k < c.first + c.count; k++) {
      const o = owner.get(k)
      if (o !== undefined && o !== span) {
        free = false
        break
      }
    }
    if (!free) continue
    const key = `${span}:${c.keywordId}`
    if (taken.has(key)) continue
    taken.add(key)
    for (let k = c.first; k < c.first + c.count; k++) owner.set(k, span)
    hits.push({
      keywordId: c.keywordId,
      start: c.start,
      end: c.end,
      matched: text.slice(c.start, c.end),
    })
  }
  return hits.sort((a, b) => a.start - b.start || a.keywordId.localeCompare(b.keywordId))
}
