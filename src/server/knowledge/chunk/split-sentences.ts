// Splits prose into sentences for chunking and for the offline answer engine's quotes. A full stop
// ends a sentence when whitespace and a capital, digit or quote follow, unless it closes an
// abbreviation ("z. B.", "d. h.", "ca.", "Dr.", "p. ex.", "e.g."), an initial, or a German date
// ("am 1. März"). Decimal numbers ("2,5 mg", "2.5 mg") never split: no whitespace follows their mark.
// Units are symbols without a full stop, so "400 mg. Die" ends a sentence.
import type { DocumentLanguage } from '../extract/extracted-document.ts'

// Abbreviations after which a sentence practically never ends; each multi-part one with its prefixes.
const common = ['Dr.', 'Prof.', 'Nr.', 'No.', 'St.', 'ca.', 'approx.', 'vs.', 'Fig.', 'Abb.', 'Tab.', 'Tel.']
const byLanguage: Record<DocumentLanguage, string[]> = {
  german: [
    'z. B.',
    'z.B.',
    'd. h.',
    'd.h.',
    'u. a.',
    'u.a.',
    'i. v.',
    's. c.',
    'o. ä.',
    'u. U.',
    'bzw.',
    'vgl.',
    'ggf.',
    'evtl.',
    'inkl.',
    'max.',
    'min.',
    'mind.',
    'Std.',
    'Abs.',
    'Hr.',
    'Fr.',
    'S.',
  ],
  french: [
    'p. ex.',
    'p.ex.',
    'c.-à-d.',
    'c.à.d.',
    'cf.',
    'env.',
    'M.',
    'Mme.',
    'Mlle.',
    'n°.',
    'av.',
    'apr.',
  ],
  english: [
    'e.g.',
    'i.e.',
    'Mr.',
    'Mrs.',
    'Ms.',
    'cf.',
    'incl.',
    'approx.',
    'Jan.',
    'Feb.',
    'Aug.',
    'Sept.',
    'Oct.',
    'Nov.',
    'Dec.',
  ],
}

function withPrefixes(abbreviations: readonly string[]): string[] {
  return abbreviations.flatMap((abbreviation) => {
    const parts = abbreviation.split(/(?<=\.)\s*/).filter(Boolean)
    return parts.map((_, i) => abbreviation.slice(0, abbreviation.indexOf(parts[i]!) + parts[i]!.length))
  })
}

const abbreviationsOf = (language: DocumentLanguage | null) =>
  withPrefixes([...common, ...(language ? byLanguage[language] : Object.values(byLanguage).flat())])

const months =
  /^(Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/

function endsWithAbbreviation(before: string, abbreviations: readonly string[]): boolean {
  if (/(^|[\s(])\p{L}\.$/u.test(before)) return true // an initial or a one-letter abbreviation
  return abbreviations.some(
    (a) =>
      before.endsWith(a) &&
      (before.length === a.length || /[\s(]/.test(before[before.length - a.length - 1]!)),
  )
}

/**
 * A table row as the readers write it (cells joined by " | ", decision 0104; Markdown's "| a | b |"):
 * a sentence of its own, so the row naming the asked product is quoted, not the whole table.
 */
export const isTableRow = (line: string) => /^\s*\|.*\|\s*$|\S\s\|\s\S.*\s\|\s/u.test(line)

/** A paragraph's runs of prose lines and its table rows, in order. */
function blocksOf(paragraph: string): string[] {
  const blocks: string[] = []
  let prose: string[] = []
  for (const line of paragraph.split('\n')) {
    if (!isTableRow(line)) {
      prose.push(line)
      continue
    }
    if (prose.length > 0) blocks.push(prose.join('\n'))
    prose = []
    blocks.push(`\u0000${line}`)
  }
  if (prose.length > 0) blocks.push(prose.join('\n'))
  return blocks
}

/**
 * The sentences of `text` (trimmed, in order); paragraphs (blank lines) always end a sentence, and a
 * table row is one.
 */
export function splitSentences(text: string, language: DocumentLanguage | null): string[] {
  const abbreviations = abbreviationsOf(language)
  const sentences: string[] = []
  for (const block of text.split(/\n\s*\n/).flatMap(blocksOf)) {
    if (block.startsWith('\u0000')) {
      const row = block.slice(1).replace(/\s+/g, ' ').trim()
      if (row) sentences.push(row)
      continue
    }
    const flat = block.replace(/\s+/g, ' ').trim()
    let start = 0
    // A mark, then closing quotes or brackets, then whitespace, then what may start a sentence.
    for (const match of flat.matchAll(/[.!?…]+["'”’»)\]]*(?=\s+["'„“«([]?[\p{Lu}\p{N}])/gu)) {
      const end = match.index + match[0].length
      const before = flat.slice(start, end)
      const after = flat.slice(end).trimStart()
      if (match[0].startsWith('.') && endsWithAbbreviation(before, abbreviations)) continue
      if (/\d\.$/.test(before) && months.test(after)) continue
      sentences.push(before.trim())
      start = end
    }
    const rest = flat.slice(start).trim()
    if (rest) sentences.push(rest)
  }
  return sentences
}
